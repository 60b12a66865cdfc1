'use server';

import { revalidatePath } from 'next/cache';
import { accountAction, staffAction } from '@/lib/actions/action';
import { failure, success } from '@/lib/actions/result';
import { newPassword } from '@/lib/auth/password';
import { manageableAccount } from './access';
import { changeOwnPassword, resetPassword, setAccountEnabled, signOutEverywhere } from './mutations';
import { accountEnabledSchema, accountSchema, changePasswordSchema, signOutEverywhereSchema } from './schema';

/** Anyone signed in changes their own password (so ends a password someone else made); their other sessions end. */
export const changePasswordAction = accountAction(
  'account.changePassword',
  changePasswordSchema,
  async ({ input, db, account, actor }) => {
    const changed = await changeOwnPassword(db, { ...actor, userId: account.id }, input.current, input.password);
    if (!changed.ok) return failure(changed.reason, changed.message, { current: [changed.message] });
    return success({ email: account.email }, 'Password changed: every other session of yours has ended.');
  },
);

/** Anyone signed in ends all their sessions, on every device. */
export const signOutEverywhereAction = accountAction(
  'account.signOutEverywhere',
  signOutEverywhereSchema,
  async ({ db, account, actor }) => {
    await signOutEverywhere(db, { ...actor, userId: account.id });
    return success(null, 'Signed out on every device.');
  },
);

/** An administrator gives any other account a new password, shown once. */
export const resetAccountPasswordAction = staffAction(
  'account.resetPassword',
  accountSchema,
  async ({ input, db, staff, actor }) => {
    const target = await manageableAccount(db, staff, input.userId, null);
    if (!target.ok) return failure(target.reason, target.message);
    const password = newPassword();
    await resetPassword(db, actor, target.user, password, null);
    return success(
      null,
      `${target.user.email} now signs in with ${password} (shown only now). Their sessions have ended.`,
    );
  },
);

/** An administrator disables any other account, or enables it again. */
export const setAccountEnabledAction = staffAction(
  'account.setEnabled',
  accountEnabledSchema,
  async ({ input, db, staff, actor }) => {
    const target = await manageableAccount(db, staff, input.userId, null);
    if (!target.ok) return failure(target.reason, target.message);
    await setAccountEnabled(db, actor, target.user, input.enabled, null);
    revalidatePath('/staff/accounts');
    return success(
      null,
      `${target.user.email} is ${input.enabled ? 'enabled again' : 'disabled: their sessions have ended'}.`,
    );
  },
);
