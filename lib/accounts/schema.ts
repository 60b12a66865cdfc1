import { z } from 'zod';

const MIN_PASSWORD = 10;

export const changePasswordSchema = z
  .object({
    current: z.string().min(1, 'Give your current password').max(200, 'At most 200 characters'),
    password: z.string().min(MIN_PASSWORD, `At least ${MIN_PASSWORD} characters`).max(200, 'At most 200 characters'),
    confirm: z.string(),
  })
  .refine((input) => input.confirm === input.password, { path: ['confirm'], message: 'Type the new password again' })
  .refine((input) => input.password !== input.current, {
    path: ['password'],
    message: 'Choose a password you have not used here',
  });

export const signOutEverywhereSchema = z.object({
  everywhere: z.literal('on', { message: 'Tick the box: every device, this one included' }),
});

export const accountSchema = z.object({ userId: z.string().min(1, 'Choose an account') });

const enabled = z.enum(['true', 'false'], { message: 'Enable or disable' }).transform((value) => value === 'true');

export const accountEnabledSchema = accountSchema.extend({ enabled });

export const staffAccountSchema = accountSchema.extend({ slug: z.string().min(1) });

export const staffEnabledSchema = staffAccountSchema.extend({ enabled });
