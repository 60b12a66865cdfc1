'use server';

import { revalidatePath } from 'next/cache';
import { accountAction, staffAction } from '@/lib/actions/action';
import { newPassword } from '@/lib/auth/password';
import { changeOwnPassword, resetManagedPassword, setManagedAccountEnabled, signOutEverywhere } from './mutations';
import { accountEnabledSchema, accountSchema, changePasswordSchema, signOutEverywhereSchema } from './schema';

/** Anyone signed in changes their own password (so ends a password someone else made); their other sessions end. */
export const changePasswordAction = accountAction(
  'account.changePassword',
  changePasswordSchema,
  async ({ input, db, account, actor }) =>
    changeOwnPassword(db, { ...actor, userId: account.id }, input.current, input.password),
);

/** Anyone signed in ends all their sessions, on every device. */
export const signOutEverywhereAction = accountAction(
  'account.signOutEverywhere',
  signOutEverywhereSchema,
  async ({ db, account, actor }) => signOutEverywhere(db, { ...actor, userId: account.id }),
);

/** An administrator gives any other account a new password, shown once. */
export const resetAccountPasswordAction = staffAction(
  'account.resetPassword',
  accountSchema,
  async ({ input, db, staff, actor }) => resetManagedPassword(db, staff, actor, input.userId, newPassword(), null),
);

/** An administrator disables any other account, or enables it again. */
export const setAccountEnabledAction = staffAction(
  'account.setEnabled',
  accountEnabledSchema,
  async ({ input, db, staff, actor }) => {
    const result = await setManagedAccountEnabled(db, staff, actor, input.userId, input.enabled, null);
    // Not a tournament's page: `changed` does not name it.
    if (result.ok) revalidatePath('/staff/accounts');
    return result;
  },
);
