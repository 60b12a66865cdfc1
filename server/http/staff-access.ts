import { grants, tournamentAccess, type TournamentAccess } from '@/lib/auth/access';
import { currentStaff } from '@/lib/auth/session';
import { db } from '@/lib/db/client';
import type { StaffRole } from '@/lib/db/generated/client';
import { refused } from './refusals';

/**
 * A staff route's check, before it reads anything: signed in (401), a tournament by that slug (404), the role (403),
 * each refusal in the route's own words. The tournament's access, or the answer to give.
 */
export async function staffRouteAccess(
  slug: string,
  role: StaffRole,
  words: { signIn: string; forbidden: string },
): Promise<{ ok: true; access: TournamentAccess } | { ok: false; answer: Response }> {
  const staff = await currentStaff();
  if (!staff) return { ok: false, answer: refused(401, words.signIn) };
  const access = await tournamentAccess(db(), staff, slug);
  if (!access) return { ok: false, answer: refused(404, `There is no tournament "${slug}".`) };
  if (!grants(access.role, role)) return { ok: false, answer: refused(403, words.forbidden) };
  return { ok: true, access };
}
