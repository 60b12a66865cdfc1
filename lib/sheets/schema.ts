import { z } from 'zod';
import { SEATS } from '@/lib/rules';

const slug = z.string().min(1);
const id = z.string().min(1).max(40);
const version = z.coerce.number({ error: 'Reload the sheet' }).int().positive();
const card = z.enum(SEATS, { error: 'Card: choose seat A, B, C or D' });

const MAX_RECORD_TEXT = 5_000;

/** A game as the sheet's form sends it: the record as the form built it, checked by the rules core. */
export const saveGameSchema = z.object({
  slug,
  roundTableId: id,
  number: z.number().int().min(1).max(20),
  /** The version of the game the user edited; null for a new game. */
  expectedVersion: version.nullable(),
  record: z
    .record(z.string(), z.unknown(), { error: 'Record: the game as the sheet builds it' })
    .refine((r) => JSON.stringify(r).length <= MAX_RECORD_TEXT, 'Record: too long'),
});

const reason = z
  .string({ error: 'Reason: say why' })
  .trim()
  .min(5, 'Reason: say why, in a few words')
  .max(500, 'Reason: at most 500 characters');

export const amendGameSchema = saveGameSchema.extend({
  reason,
  allPresent: z.literal(true, { error: 'Confirm that every player of the table was present (T26)' }),
});

const cardStep = z.object({ slug, roundTableId: id, card, sheetVersion: version });

export const verifyInitialsSchema = cardStep.extend({
  initials: z
    .string({ error: 'Initials: required' })
    .trim()
    .toUpperCase()
    .regex(/^\p{L}{1,4}$/u, 'Initials: 1 to 4 letters, as written on the card'),
});

export const verifyPinSchema = cardStep.extend({
  pin: z.string({ error: 'PIN: required' }).regex(/^\d{4}$/, 'PIN: the 4 digits on your PIN slip'),
});

/** What the sheet's form sends: the game, and for an amendment why and whether every player was present. */
export type SaveGameInput = {
  slug: string;
  roundTableId: string;
  number: number;
  expectedVersion: number | null;
  record: unknown;
  reason?: string;
  allPresent?: boolean;
};

export const sheetStepSchema = z.object({ slug, roundTableId: id, version });

export const returnSheetSchema = sheetStepSchema.extend({ reason });
