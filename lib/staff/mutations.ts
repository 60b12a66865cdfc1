import 'server-only';
import { failure, fieldFailure, success, type ActionResult } from '@/lib/actions/result';
import type { Db } from '@/lib/db/client';
import { audit, type Actor } from '@/lib/audit/log';
import { hashPassword } from '@/lib/auth/password';
import type { NewStaff } from './schema';

/** `password`: a new account's, shown once (also in the message); null for an account that existed. */
export type AddedStaff = { email: string; role: string; password: string | null };

/**
 * Gives someone a role at a tournament. A person without an account gets one, with `newPassword`, which is shown
 * to the Director once and never stored in the clear, and which they replace with their own at their first sign-in.
 */
export async function addStaff(
  db: Db,
  actor: Actor,
  tournamentId: string,
  staff: NewStaff,
  newPassword: string,
): Promise<ActionResult<AddedStaff>> {
  const existing = await db.user.findUnique({ where: { email: staff.email }, select: { id: true } });
  if (!existing && !staff.name) return fieldFailure('INVALID_INPUT', 'name', 'A new account needs a name.');
  const passwordHash = existing ? null : await hashPassword(newPassword);
  await db.$transaction(async (tx) => {
    const user =
      existing ??
      (await tx.user.create({
        data: {
          email: staff.email,
          name: staff.name,
          passwordHash: passwordHash as string,
          passwordChangeRequired: true,
        },
      }));
    await tx.staffAssignment.upsert({
      where: { userId_tournamentId: { userId: user.id, tournamentId } },
      create: { userId: user.id, tournamentId, role: staff.role },
      update: { role: staff.role },
    });
    await audit(tx, actor, {
      tournamentId,
      action: 'staff.add',
      entity: 'User',
      entityId: user.id,
      after: { email: staff.email, role: staff.role, newAccount: !existing },
    });
  });
  const password = existing ? null : newPassword;
  const role = staff.role === 'DIRECTOR' ? 'Director' : 'scorekeeper';
  const signIn = password
    ? ` New account: sign in as ${staff.email} with the password ${password} (shown only now).`
    : '';
  return success({ email: staff.email, role: staff.role, password }, `${staff.email} is now a ${role} here.${signIn}`);
}

/** Takes someone's role at a tournament away (their account stays); a tournament always keeps a Director. */
export async function removeStaff(db: Db, actor: Actor, tournamentId: string, userId: string): Promise<ActionResult> {
  return db.$transaction(async (tx) => {
    const assignment = await tx.staffAssignment.findUnique({
      where: { userId_tournamentId: { userId, tournamentId } },
    });
    if (!assignment) return failure('NOT_FOUND', 'That person has no role here.');
    const directors = await tx.staffAssignment.count({ where: { tournamentId, role: 'DIRECTOR' } });
    if (assignment.role === 'DIRECTOR' && directors === 1) {
      return failure('CONFLICT', 'The tournament’s only Director cannot be removed: add another first.');
    }
    await tx.staffAssignment.delete({ where: { id: assignment.id } });
    await audit(tx, actor, {
      tournamentId,
      action: 'staff.remove',
      entity: 'User',
      entityId: userId,
      before: { role: assignment.role },
    });
    return success(null, 'Removed.');
  });
}
