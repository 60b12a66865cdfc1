import { z } from 'zod';

export const addStaffSchema = z.object({
  slug: z.string().min(1),
  email: z.string().trim().toLowerCase().email('Give the person’s email address: it is their sign-in'),
  name: z.string().trim().max(80, 'At most 80 characters').default(''),
  role: z.enum(['DIRECTOR', 'SCOREKEEPER'], { message: 'Choose Director or scorekeeper' }),
});

export const removeStaffSchema = z.object({ slug: z.string().min(1), userId: z.string().min(1) });

export type NewStaff = Omit<z.output<typeof addStaffSchema>, 'slug'>;
