import { z } from 'zod';
import { rulesetSchema } from '@/lib/rules/ruleset';
import type { RotationPattern } from '@/lib/seating/rotation';

const isoDate = z.iso.date({ message: 'Use a date like 2026-11-22' });

const offset = z.coerce.number().int().min(-50).max(50);

export const rotationPatternSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('standard') }),
  z.object({ kind: z.literal('variant') }),
  z.object({ kind: z.literal('custom'), offsets: z.object({ A: offset, B: offset, C: offset, D: offset }) }),
  z.object({ kind: z.literal('fewestRepeats') }),
]) satisfies z.ZodType<RotationPattern>;

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
    roundCount: z.coerce.number().int().min(1, 'At least 1 round').max(30, 'At most 30 rounds'),
    gamesPerRound: z.coerce.number().int().min(1).max(8).default(4),
    roundMinutes: z.coerce.number().int().min(10, 'At least 10 minutes').max(240, 'At most 240 minutes').default(60),
    ruleset: rulesetSchema.default(rulesetSchema.parse({})),
    rotation: rotationPatternSchema.default({ kind: 'standard' }),
  })
  .refine((t) => t.endsOn >= t.startsOn, { path: ['endsOn'], message: 'The last day cannot be before the first' });

export type TournamentInput = z.input<typeof tournamentInputSchema>;
export type Tournament = z.output<typeof tournamentInputSchema>;
