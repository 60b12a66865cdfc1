'use server';

import { revalidatePath } from 'next/cache';
import { tournamentAction } from '@/lib/actions/action';
import { failure, success } from '@/lib/actions/result';
import { newPassword } from '@/lib/auth/password';
import { manageableAccount } from '@/lib/accounts/access';
import { resetPassword, setAccountEnabled } from '@/lib/accounts/mutations';
import { staffAccountSchema, staffEnabledSchema } from '@/lib/accounts/schema';
import { addStaff, removeStaff } from './mutations';
import { addStaffSchema, removeStaffSchema } from './schema';

export const addStaffAction = tournamentAction(
  'staff.add',
  addStaffSchema,
  async ({ input, db, actor, tournament }) => {
    const { slug: _slug, ...staff } = input;
    const result = await addStaff(db, actor, tournament.id, staff, newPassword());
    if (!result.ok) return failure(result.reason, result.message, { name: [result.message] });
    revalidatePath(`/t/${tournament.slug}/staff`);
    const role = result.role === 'DIRECTOR' ? 'Director' : 'scorekeeper';
    const password = result.password
      ? ` New account: sign in as ${result.email} with the password ${result.password} (shown only now).`
      : '';
    return success(null, `${result.email} is now a ${role} here.${password}`);
  },
);

export const removeStaffAction = tournamentAction(
  'staff.remove',
  removeStaffSchema,
  async ({ input, db, actor, tournament }) => {
    const result = await removeStaff(db, actor, tournament.id, input.userId);
    if (!result.ok) return failure(result.reason, result.message);
    revalidatePath(`/t/${tournament.slug}/staff`);
    return success(null, 'Removed.');
  },
);

/** The Director gives one of the tournament's staff a new password, shown once (lib/accounts/access.ts says whom). */
export const resetStaffPasswordAction = tournamentAction(
  'staff.resetPassword',
  staffAccountSchema,
  async ({ input, db, staff, actor, tournament }) => {
    const target = await manageableAccount(db, staff, input.userId, tournament.id);
    if (!target.ok) return failure(target.reason, target.message);
    const password = newPassword();
    await resetPassword(db, actor, target.user, password, tournament.id);
    return success(
      null,
      `${target.user.email} now signs in with ${password} (shown only now). Their sessions have ended.`,
    );
  },
);

/** The Director disables one of the tournament's staff accounts, or enables it again. */
export const setStaffEnabledAction = tournamentAction(
  'staff.setEnabled',
  staffEnabledSchema,
  async ({ input, db, staff, actor, tournament }) => {
    const target = await manageableAccount(db, staff, input.userId, tournament.id);
    if (!target.ok) return failure(target.reason, target.message);
    await setAccountEnabled(db, actor, target.user, input.enabled, tournament.id);
    revalidatePath(`/t/${tournament.slug}/staff`);
    return success(
      null,
      `${target.user.email} is ${input.enabled ? 'enabled again' : 'disabled: their sessions have ended'}.`,
    );
  },
);
