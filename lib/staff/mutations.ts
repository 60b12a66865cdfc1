import type { Db } from '@/lib/db/client';
import { audit, type Actor } from '@/lib/audit/log';
import { hashPassword } from '@/lib/auth/password';
import type { NewStaff } from './schema';

export type AddStaffResult =
  | { ok: true; email: string; role: string; password: string | null }
  | { ok: false; reason: 'INVALID_INPUT'; message: string };

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
): Promise<AddStaffResult> {
  const existing = await db.user.findUnique({ where: { email: staff.email }, select: { id: true } });
  if (!existing && !staff.name) return { ok: false, reason: 'INVALID_INPUT', message: 'A new account needs a name.' };
  const passwordHash = existing ? null : await hashPassword(newPassword);
  return db.$transaction(async (tx) => {
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
    return { ok: true, email: staff.email, role: staff.role, password: existing ? null : newPassword };
  });
}

export type RemoveStaffResult = { ok: true } | { ok: false; reason: 'NOT_FOUND' | 'CONFLICT'; message: string };

/** Takes someone's role at a tournament away (their account stays); a tournament always keeps a Director. */
export async function removeStaff(
  db: Db,
  actor: Actor,
  tournamentId: string,
  userId: string,
): Promise<RemoveStaffResult> {
  return db.$transaction(async (tx): Promise<RemoveStaffResult> => {
    const assignment = await tx.staffAssignment.findUnique({
      where: { userId_tournamentId: { userId, tournamentId } },
    });
    if (!assignment) return { ok: false, reason: 'NOT_FOUND', message: 'That person has no role here.' };
    const directors = await tx.staffAssignment.count({ where: { tournamentId, role: 'DIRECTOR' } });
    if (assignment.role === 'DIRECTOR' && directors === 1) {
      return {
        ok: false,
        reason: 'CONFLICT',
        message: 'The tournament’s only Director cannot be removed: add another first.',
      };
    }
    await tx.staffAssignment.delete({ where: { id: assignment.id } });
    await audit(tx, actor, {
      tournamentId,
      action: 'staff.remove',
      entity: 'User',
      entityId: userId,
      before: { role: assignment.role },
    });
    return { ok: true };
  });
}
