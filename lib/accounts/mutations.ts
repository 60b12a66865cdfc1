import type { Db } from '@/lib/db/client';
import { audit, type Actor } from '@/lib/audit/log';
import { hashPassword, verifySecret } from '@/lib/auth/password';

/** Every change here moves the account's session version on: each session made before it ends at its next request. */
const nextVersion = { sessionVersion: { increment: 1 } } as const;

type Changed = { ok: true; sessionVersion: number } | { ok: false; reason: 'INVALID_INPUT'; message: string };

/** The signed-in person's own new password, given their current one. Their other sessions end. */
export async function changeOwnPassword(
  db: Db,
  actor: Actor & { userId: string },
  current: string,
  password: string,
): Promise<Changed> {
  const user = await db.user.findUniqueOrThrow({ where: { id: actor.userId }, omit: { passwordHash: false } });
  if (!(await verifySecret(current, user.passwordHash)))
    return { ok: false, reason: 'INVALID_INPUT', message: 'That is not your current password.' };
  const passwordHash = await hashPassword(password);
  return db.$transaction(async (tx) => {
    const { sessionVersion } = await tx.user.update({
      where: { id: user.id },
      data: { passwordHash, passwordChangeRequired: false, ...nextVersion },
      select: { sessionVersion: true },
    });
    await audit(tx, actor, { tournamentId: null, action: 'account.password', entity: 'User', entityId: user.id });
    return { ok: true, sessionVersion };
  });
}

/** Ends every session of the signed-in person, on every device, this one included. */
export async function signOutEverywhere(db: Db, actor: Actor & { userId: string }): Promise<void> {
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: actor.userId }, data: nextVersion });
    await audit(tx, actor, {
      tournamentId: null,
      action: 'account.signOutEverywhere',
      entity: 'User',
      entityId: actor.userId,
    });
  });
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
