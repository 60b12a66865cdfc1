import { z } from 'zod';

/** The Director's choice of what the public sees of the standings. */
export const standingsStateSchema = z.object({
  slug: z.string().min(1),
  state: z.enum(['LIVE', 'PENDING', 'FROZEN'], { error: 'State: release, hold back or freeze' }),
  /** "Freeze anyway": the Director confirmed freezing with the open rounds and tables named. */
  anyway: z.literal('on').optional(),
});
