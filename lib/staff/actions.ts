'use server';

import { randomBytes } from 'node:crypto';
import { revalidatePath } from 'next/cache';
import { tournamentAction } from '@/lib/actions/action';
import { failure, success } from '@/lib/actions/result';
import { addStaff, removeStaff } from './mutations';
import { addStaffSchema, removeStaffSchema } from './schema';

export const addStaffAction = tournamentAction(
  'staff.add',
  addStaffSchema,
  'DIRECTOR',
  async ({ input, db, actor, tournament }) => {
    const { slug: _slug, ...staff } = input;
    const result = await addStaff(db, actor, tournament.id, staff, randomBytes(9).toString('base64url'));
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
  'DIRECTOR',
  async ({ input, db, actor, tournament }) => {
    const result = await removeStaff(db, actor, tournament.id, input.userId);
    if (!result.ok) return failure(result.reason, result.message);
    revalidatePath(`/t/${tournament.slug}/staff`);
    return success(null, 'Removed.');
  },
);
