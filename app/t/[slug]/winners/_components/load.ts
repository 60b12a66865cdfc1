import { notFound } from 'next/navigation';
import { grants } from '@/lib/auth/access';
import { currentAccess } from '@/lib/auth/session';
import { db } from '@/lib/db/client';
import { winnersCircleOf } from '@/lib/prizes/queries';

/** The winner's circle as this reader may see it: staff while the standings are held back, everyone once released. */
export async function loadCircle(slug: string) {
  const access = await currentAccess(slug);
  if (!access) notFound();
  const staff = grants(access.role, 'SCOREKEEPER');
  const view = await winnersCircleOf(db(), slug, staff);
  if (!view) notFound();
  return { view, staff, director: grants(access.role, 'DIRECTOR') };
}
