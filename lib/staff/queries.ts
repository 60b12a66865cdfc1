import type { Db } from '@/lib/db/client';

/** A tournament's staff, Directors first. */
export function staffOf(db: Db, tournamentId: string) {
  return db.staffAssignment.findMany({
    where: { tournamentId },
    select: { role: true, user: { select: { id: true, name: true, email: true, isAdmin: true, disabledAt: true } } },
    orderBy: [{ role: 'asc' }, { user: { name: 'asc' } }],
  });
}

/** Every account of the installation, for an administrator: who is an administrator, who is disabled. */
export function allAccounts(db: Db) {
  return db.user.findMany({
    select: { id: true, name: true, email: true, isAdmin: true, disabledAt: true, _count: { select: { roles: true } } },
    orderBy: [{ name: 'asc' }, { email: 'asc' }],
  });
}
