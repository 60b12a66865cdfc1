import { z } from 'zod';
import { SEATS } from '@/lib/rules';
import { CALL_KINDS } from './rules';

const id = z.string().min(1).max(40);
const slug = z.string().min(1).max(60);
/** A field a form may leave empty: empty is not given. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/**
 * A call from the table: the seat and a line of what happened are optional; a PIN confirms the call as the seat's
 * player's (and then the seat is needed).
 */
export const placeCallSchema = z
  .object({
    slug,
    roundTableId: id,
    seat: optional(z.enum(SEATS, { error: 'Seat: A, B, C or D' })),
    kind: optional(z.enum(CALL_KINDS, { error: 'What happened: choose one from the list' })),
    line: optional(z.string().trim().max(140, 'Line: at most 140 characters')),
    pin: optional(
      z
        .string()
        .trim()
        .regex(/^\d{4}$/, 'PIN: your 4 digits'),
    ),
  })
  .refine((call) => call.pin === undefined || call.seat !== undefined, {
    path: ['seat'],
    message: 'Seat: choose your seat to confirm the call with your PIN',
  });
export type PlaceCallInput = z.output<typeof placeCallSchema>;

export const callSchema = z.object({ slug, callId: id });

/** Closed without a ruling: the Director says in a word why none was needed. */
export const closeCallSchema = z.object({
  slug,
  callId: id,
  note: z
    .string({ error: 'Note: a word on why no ruling was needed' })
    .trim()
    .min(2, 'Note: a word on why no ruling was needed')
    .max(200, 'Note: at most 200 characters'),
});
