import { z } from 'zod';
import { rulesetSchema } from '@/lib/rules/ruleset';
import { hallOriginOf } from '@/lib/util/hall-origin';
import { isTimeZone } from '@/lib/util/time';
import type { RotationPattern } from '@/lib/seating/rotation';
import { tournamentFromForm } from './form';

const isoDate = z.iso.date({ message: 'Use a date like 2026-11-22' });
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A whole number from a form field; an empty field arrives as undefined and reads as NaN, so it fails here too. */
const whole = () => z.coerce.number({ error: 'Enter a whole number' }).int('Enter a whole number');

const offset = whole().min(-50, 'At least −50').max(50, 'At most 50');

export const rotationPatternSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('standard') }),
  z.object({ kind: z.literal('variant') }),
  z.object({ kind: z.literal('custom'), offsets: z.object({ A: offset, B: offset, C: offset, D: offset }) }),
  z.object({ kind: z.literal('fewestRepeats') }),
]) satisfies z.ZodType<RotationPattern>;

/** Zod's wording of a ruleset issue in a Director's words; the rules core's own messages (a refine's) stay. */
function rulesetMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'array') return undefined;
      // Penalties are written as positive amounts and subtracted (docs/game-record.md): a Director may type −10.
      return Number(issue.minimum) === 0
        ? 'At least 0: write a penalty as a positive number'
        : `At least ${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'array' ? undefined : `At most ${issue.maximum} points`;
    case 'invalid_type':
      return issue.expected === 'number' || issue.expected === 'int' ? 'Enter a whole number of points' : undefined;
    case 'invalid_value':
      return 'Choose one of the listed options';
    default:
      return undefined;
  }
}

/** The ruleset, checked by the rules core's schema (a missing one is the defaults), with form-friendly messages. */
const rulesetField = z
  .unknown()
  .default(() => ({}))
  .transform((value, ctx) => {
    const parsed = rulesetSchema.safeParse(value, { error: rulesetMessage });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, input: undefined });
    return z.NEVER;
  });

export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,58}[a-z0-9])$/;

export const tournamentInputSchema = z
  .object({
    name: z.string().trim().min(3, 'At least 3 characters').max(120, 'At most 120 characters'),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .regex(SLUG_PATTERN, '3–60 lowercase letters, digits and dashes, not starting or ending with a dash'),
    startsOn: isoDate,
    endsOn: isoDate,
    roundCount: whole().min(1, 'At least 1 round').max(30, 'At most 30 rounds'),
    gamesPerRound: whole().min(1, 'At least 1 game').max(8, 'At most 8 games').default(4),
    roundMinutes: whole().min(10, 'At least 10 minutes').max(240, 'At most 240 minutes').default(60),
    ruleset: rulesetField,
    rotation: rotationPatternSchema.default({ kind: 'standard' }),
    /** Left out: the server's own zone (null). */
    timeZone: z
      .string()
      .trim()
      .optional()
      .transform((zone) => zone || null)
      .refine((zone) => zone === null || isTimeZone(zone), 'Choose a time zone from the list'),
    /** Left out: the app's default (NEXTAUTH_URL or the first address on the hall's network). */
    publicAddress: z
      .string()
      .trim()
      .optional()
      .transform((address) => address || null)
      .refine(
        (address) => address === null || hallOriginOf(address) !== null,
        'An address such as http://192.168.1.20:3000',
      )
      .transform((address) => address && hallOriginOf(address)),
  })
  // Compared only once both are dates: a malformed first day is its own error, not also the last day's.
  .refine((t) => !(ISO_DATE.test(t.startsOn) && ISO_DATE.test(t.endsOn)) || t.endsOn >= t.startsOn, {
    path: ['endsOn'],
    message: 'The last day cannot be before the first',
  });

export type TournamentInput = z.input<typeof tournamentInputSchema>;
export type Tournament = z.output<typeof tournamentInputSchema>;

/** The form's fields as an object (anything else reads as an empty form). */
const fields = (raw: unknown) => (raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {});

/** A new tournament as the settings form sends it. */
export const createTournamentSchema = z.preprocess((raw) => tournamentFromForm(fields(raw)), tournamentInputSchema);

/** A tournament's settings as the form sends them, with the version seen and whether re-scoring was confirmed. */
export const updateTournamentSchema = z.preprocess(
  (raw) => ({
    ...tournamentFromForm(fields(raw)),
    version: fields(raw).version,
    confirmRescore: fields(raw).confirmRescore === 'yes',
  }),
  z.intersection(
    tournamentInputSchema,
    z.object({ version: z.coerce.number().int().positive(), confirmRescore: z.boolean() }),
  ),
);
