import { z } from 'zod';
import { prizeSettingsFromForm } from './form';
import { prizeSettingsSchema } from './settings';

const slug = z.string().min(1);
// Bounded like the column it is compared with (a 32-bit integer).
const version = z.coerce.number().int().positive().max(2_147_483_647);
const fields = (raw: unknown) => (raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {});

/** The prize settings form: the tournament, the version the Director saw, the settings. */
export const savePrizesSchema = z.preprocess(
  (raw) => ({ slug: fields(raw).slug, version: fields(raw).version, settings: prizeSettingsFromForm(fields(raw)) }),
  z.object({ slug, version, settings: prizeSettingsSchema }),
);

/** A prize handed over at the awards table, or the mark taken back. */
export const collectPrizeSchema = z.object({
  slug,
  prize: z.string().regex(/^(place|round-\d{1,2}|special-[a-zA-Z]{1,30})$/, 'Prize: not one of this tournament’s'),
  playerNumber: z.coerce.number().int().min(1).max(99_999),
  collected: z.enum(['yes', 'no']).transform((value) => value === 'yes'),
});
