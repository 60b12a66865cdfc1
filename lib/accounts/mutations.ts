import 'server-only';
import { fieldFailure, success, type ActionResult } from '@/lib/actions/result';
import type { Db } from '@/lib/db/client';
import { audit, type Actor } from '@/lib/audit/log';
import { hashPassword, verifySecret } from '@/lib/auth/password';
import type { Staff } from '@/lib/auth/session-staff';
import { manageableAccount } from './access';

/** Every change here moves the account's session version on: each session made before it ends at its next request. */
const nextVersion = { sessionVersion: { increment: 1 } } as const;

/**
 * The signed-in person's own new password, given their current one. Their other sessions end; `email` is theirs, for
 * this device to sign in again with the new password.
 */
export async function changeOwnPassword(
  db: Db,
  actor: Actor & { userId: string },
  current: string,
  password: string,
): Promise<ActionResult<{ email: string }>> {
  const user = await db.user.findUniqueOrThrow({ where: { id: actor.userId }, omit: { passwordHash: false } });
  if (!(await verifySecret(current, user.passwordHash)))
    return fieldFailure('INVALID_INPUT', 'current', 'That is not your current password.');
  const passwordHash = await hashPassword(password);
  await db.$transaction(async (tx) => {
    await tx.user.update({
      where: { id: user.id },
      data: { passwordHash, passwordChangeRequired: false, ...nextVersion },
    });
    await audit(tx, actor, { tournamentId: null, action: 'account.password', entity: 'User', entityId: user.id });
  });
  return success({ email: user.email }, 'Password changed: every other session of yours has ended.');
}

/** Ends every session of the signed-in person, on every device, this one included. */
export async function signOutEverywhere(db: Db, actor: Actor & { userId: string }): Promise<ActionResult> {
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: actor.userId }, data: nextVersion });
    await audit(tx, actor, {
      tournamentId: null,
      action: 'account.signOutEverywhere',
      entity: 'User',
      entityId: actor.userId,
    });
  });
  return success(null, 'Signed out on every device.');
}

/**
 * Gives someone a new password, made here (`password`) and shown once to whoever reset it; their sessions end, and
 * the password gives no staff rights until they choose their own on their account page. In the
 * tournament's audit chain when done by its Director, in the installation's when by an administrator.
 */
export async function resetPassword(
  db: Db,
  actor: Actor,
  target: { id: string; email: string },
  password: string,
  tournamentId: string | null,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.$transaction(async (tx) => {
    await tx.user.update({
      where: { id: target.id },
      data: { passwordHash, passwordChangeRequired: true, ...nextVersion },
    });
    await audit(tx, actor, {
      tournamentId,
      action: 'account.resetPassword',
      entity: 'User',
      entityId: target.id,
      after: { email: target.email },
    });
  });
}

/** Disables an account (it cannot sign in, its sessions end) or enables it again. */
export async function setAccountEnabled(
  db: Db,
  actor: Actor,
  target: { id: string; email: string },
  enabled: boolean,
  tournamentId: string | null,
): Promise<void> {
  await db.$transaction(async (tx) => {
    const before = await tx.user.findUniqueOrThrow({ where: { id: target.id }, select: { disabledAt: true } });
    await tx.user.update({
      where: { id: target.id },
      data: enabled ? { disabledAt: null } : { disabledAt: before.disabledAt ?? new Date(), ...nextVersion },
    });
    await audit(tx, actor, {
      tournamentId,
      action: enabled ? 'account.enable' : 'account.disable',
      entity: 'User',
      entityId: target.id,
      before: { email: target.email, disabled: before.disabledAt !== null },
      after: { email: target.email, disabled: !enabled },
    });
  });
}

/**
 * `staff` gives the account `userId` a new password (`password`, shown once in the message), if they may
 * (lib/accounts/access.ts): an administrator (`tournamentId` null) or, for its staff, the tournament's Director.
 */
export async function resetManagedPassword(
  db: Db,
  staff: Staff,
  actor: Actor,
  userId: string,
  password: string,
  tournamentId: string | null,
): Promise<ActionResult> {
  const target = await manageableAccount(db, staff, userId, tournamentId);
  if (!target.ok) return target;
  await resetPassword(db, actor, target.data, password, tournamentId);
  return success(
    null,
    `${target.data.email} now signs in with ${password} (shown only now). Their sessions have ended.`,
  );
}

/** `staff` disables the account `userId` or enables it again, if they may (as `resetManagedPassword`). */
export async function setManagedAccountEnabled(
  db: Db,
  staff: Staff,
  actor: Actor,
  userId: string,
  enabled: boolean,
  tournamentId: string | null,
): Promise<ActionResult> {
  const target = await manageableAccount(db, staff, userId, tournamentId);
  if (!target.ok) return target;
  await setAccountEnabled(db, actor, target.data, enabled, tournamentId);
  const now = enabled ? 'enabled again' : 'disabled: their sessions have ended';
  return success(null, `${target.data.email} is ${now}.`);
}
