import 'server-only';
import type { Db } from '@/lib/db/client';

/** Every account of the installation, for an administrator: who is an administrator, who is disabled. */
export function allAccounts(db: Db) {
  return db.user.findMany({
    select: { id: true, name: true, email: true, isAdmin: true, disabledAt: true, _count: { select: { roles: true } } },
    orderBy: [{ name: 'asc' }, { email: 'asc' }],
  });
}
