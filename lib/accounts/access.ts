import 'server-only';
import { failure, success, type ActionResult } from '@/lib/actions/result';
import type { Db } from '@/lib/db/client';
import type { Staff } from '@/lib/auth/session-staff';

/** The account someone may act on. */
export type ManagedAccount = { id: string; email: string; name: string };

/**
 * The account `userId` if `actor` may reset its password or disable it. An administrator may, for any account but
 * their own. Through a tournament (`tournamentId`), its Director may for its staff, unless the person is an
 * administrator or also on the staff of a tournament the Director does not direct: a Director acts on their own
 * tournaments' people only. Nobody acts on themselves here: their own account page does that.
 */
export async function manageableAccount(
  db: Db,
  actor: Staff,
  userId: string,
  tournamentId: string | null,
): Promise<ActionResult<ManagedAccount>> {
  if (userId === actor.id) return failure('FORBIDDEN', 'That is your own account: use your account page.');
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, email: true, name: true, isAdmin: true, roles: { select: { tournamentId: true } } },
  });
  if (tournamentId === null) {
    if (!actor.isAdmin) return failure('FORBIDDEN', 'Only an administrator may do this.');
    return user ? success(accountOf(user)) : failure('NOT_FOUND', 'There is no such account.');
  }
  if (!user?.roles.some((role) => role.tournamentId === tournamentId))
    return failure('NOT_FOUND', 'That person is not on this tournament’s staff.');
  if (user.isAdmin) return failure('FORBIDDEN', 'That person is an administrator: only an administrator may do this.');
  const directed = await db.staffAssignment.findMany({
    where: { userId: actor.id, role: 'DIRECTOR' },
    select: { tournamentId: true },
  });
  const mine = new Set(directed.map((d) => d.tournamentId));
  if (!user.roles.every((role) => mine.has(role.tournamentId)))
    return failure(
      'FORBIDDEN',
      'That person is also on the staff of a tournament you do not direct: ask an administrator.',
    );
  return success(accountOf(user));
}

const accountOf = ({ id, email, name }: ManagedAccount): ManagedAccount => ({ id, email, name });
