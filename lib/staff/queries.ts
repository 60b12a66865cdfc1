import 'server-only';
import type { Db } from '@/lib/db/client';

/** A tournament's staff, Directors first. */
export function staffOf(db: Db, tournamentId: string) {
  return db.staffAssignment.findMany({
    where: { tournamentId },
    select: { role: true, user: { select: { id: true, name: true, email: true, isAdmin: true, disabledAt: true } } },
    orderBy: [{ role: 'asc' }, { user: { name: 'asc' } }],
  });
}
