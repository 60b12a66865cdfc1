import 'server-only';
import { forbidden, notFound, redirect } from 'next/navigation';
import { db } from '@/lib/db/client';
import { grants, tournamentAccess, type StaffRole } from './access';
import { currentStaff } from './session';

/**
 * For a staff page of one tournament: the tournament and the signed-in staff member, or a redirect to sign in,
 * a 404 for an unknown tournament, a 403 for someone without `role` there.
 */
export async function requireTournamentRole(slug: string, role: StaffRole, path: string) {
  const staff = await currentStaff();
  if (!staff) redirect(`/signin?callbackUrl=${encodeURIComponent(path)}`);
  const access = await tournamentAccess(db(), staff, slug);
  if (!access) notFound();
  if (!grants(access.role, role)) forbidden();
  return { staff, ...access };
}
