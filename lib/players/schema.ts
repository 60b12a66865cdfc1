import { z } from 'zod';

/** The highest player number, in the forms and in an imported CSV alike. */
export const MAX_PLAYER_NUMBER = 99_999;

/** Form fields arrive as strings: an empty one means "not given". */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const slug = z.string().min(1);
const playerId = z.string({ error: 'Player: choose a player' }).min(1, 'Player: choose a player');

const number = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: 'Number: a whole number, or leave it empty for the next free one' })
    .int('Number: a whole number, without decimals')
    .min(1, 'Number: 1 or more')
    .max(MAX_PLAYER_NUMBER, `Number: at most ${MAX_PLAYER_NUMBER}`)
    .optional(),
);

const name = z
  .string({ error: 'Name: required' })
  .trim()
  .min(1, 'Name: required')
  .max(80, 'Name: at most 80 characters');

const optionalText = (field: string, max: number) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, `${field}: at most ${max} characters`).optional());

const email = z.preprocess(
  blankToUndefined,
  z
    .email({ error: 'Email: not a valid address (like name@example.com)' })
    .max(120, 'Email: at most 120 characters')
    .optional(),
);

/** A player as the Director types them in: the number may be left for the next free one. */
export const playerFieldsSchema = z.object({
  number,
  name,
  club: optionalText('Club', 80),
  city: optionalText('City', 80),
  region: optionalText('State or province', 80),
  email,
});

export type PlayerFields = z.output<typeof playerFieldsSchema>;

export const addPlayerSchema = playerFieldsSchema.extend({ slug });

export const importPlayersSchema = z.object({
  slug,
  csv: z
    .string({ error: 'CSV: paste the players or choose a file' })
    .max(1_000_000, 'CSV: at most 1 MB; split the file')
    .refine((text) => text.trim() !== '', 'CSV: paste the players or choose a file'),
});

/** Withdraw or reset the PIN of one player. */
export const playerActionSchema = z.object({ slug, playerId });

export const tournamentOnlySchema = z.object({ slug });

/** The substitute's own fields, and the player they replace. */
export const substituteSchema = playerFieldsSchema.extend({ slug, playerId });
