'use server';

import { tournamentAction } from '@/lib/actions/action';
import { changed } from '@/lib/actions/changed';
import { newPassword } from '@/lib/auth/password';
import { resetManagedPassword, setManagedAccountEnabled } from '@/lib/accounts/mutations';
import { staffAccountSchema, staffEnabledSchema } from '@/lib/accounts/schema';
import { addStaff, removeStaff } from './mutations';
import { addStaffSchema, removeStaffSchema } from './schema';

export const addStaffAction = tournamentAction(
  'staff.add',
  addStaffSchema,
  async ({ input, db, actor, tournament }) => {
    const { slug: _slug, ...staff } = input;
    return changed(await addStaff(db, actor, tournament.id, staff, newPassword()), tournament.slug, '/staff');
  },
);

export const removeStaffAction = tournamentAction(
  'staff.remove',
  removeStaffSchema,
  async ({ input, db, actor, tournament }) =>
    changed(await removeStaff(db, actor, tournament.id, input.userId), tournament.slug, '/staff'),
);

/** The Director gives one of the tournament's staff a new password, shown once (lib/accounts/access.ts says whom). */
export const resetStaffPasswordAction = tournamentAction(
  'staff.resetPassword',
  staffAccountSchema,
  async ({ input, db, staff, actor, tournament }) =>
    resetManagedPassword(db, staff, actor, input.userId, newPassword(), tournament.id),
);

/** The Director disables one of the tournament's staff accounts, or enables it again. */
export const setStaffEnabledAction = tournamentAction(
  'staff.setEnabled',
  staffEnabledSchema,
  async ({ input, db, staff, actor, tournament }) =>
    changed(
      await setManagedAccountEnabled(db, staff, actor, input.userId, input.enabled, tournament.id),
      tournament.slug,
      '/staff',
    ),
);
