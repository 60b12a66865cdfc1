import { notFound } from 'next/navigation';
import { grants, tournamentAccess } from '@/lib/auth/access';
import { currentStaff } from '@/lib/auth/session';
import { db } from '@/lib/db/client';
import { winnersCircleOf } from '@/lib/prizes/queries';

/** The winner's circle as this reader may see it: staff while the standings are held back, everyone once released. */
export async function loadCircle(slug: string) {
  const access = await tournamentAccess(db(), await currentStaff(), slug);
  if (!access) notFound();
  const staff = grants(access.role, 'SCOREKEEPER');
  const view = await winnersCircleOf(db(), slug, staff);
  if (!view) notFound();
  return { view, staff, director: grants(access.role, 'DIRECTOR') };
}
