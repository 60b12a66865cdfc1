import { z } from 'zod';

/** The most points a Director may set for one item: far above any real amount, low enough to catch a typo. */
export const MAX_AMOUNT = 1000;

const points = z.int().min(0).max(MAX_AMOUNT);
const amount = (fallback: number) => points.default(fallback);

export const VERIFICATIONS = ['pairs', 'east'] as const;
export const TIE_BREAKS = ['mahjongs', 'bestGame'] as const;

export type Verification = (typeof VERIFICATIONS)[number];
export type TieBreak = (typeof TIE_BREAKS)[number];

export const VERIFICATION_LABELS = {
  pairs: 'Partners verify each other (A–C, B–D)',
  east: 'East verifies every card',
} as const satisfies Record<Verification, string>;

export const TIE_BREAK_LABELS = {
  mahjongs: 'Most mah jonggs',
  bestGame: 'Best single game',
} as const satisfies Record<TieBreak, string>;

/**
 * A Director's choices where the texts allow more than one reading (docs/rules.md §2.5). Penalties are positive amounts
 * that scoring subtracts. Strict: an unknown key is an error. A missing key takes its default.
 */
export const rulesetSchema = z.strictObject({
  selfPickBonus: amount(10),
  jokerlessBonus: amount(20),
  wallPoints: amount(10),
  deadPenalty: amount(10),
  discarderPenalties: z.tuple([points, points, points]).default((): [number, number, number] => [10, 20, 25]),
  misnamedPenalty: amount(25),
  misnamedStacks: z.boolean().default(false),
  peekPenalty: amount(10),
  intactAfterErrorPoints: amount(10),
  threeDeadSurvivorPoints: amount(10),
  erroneousWinnerKeepsWin: z.boolean().default(false),
  incompleteKeepsPenalties: z.boolean().default(true),
  verification: z.enum(VERIFICATIONS).default('pairs'),
  tieBreaks: z
    .array(z.enum(TIE_BREAKS))
    .refine((order) => new Set(order).size === order.length, {
      message: 'names the same tie-break twice',
      params: { code: 'duplicate' },
    })
    .default((): TieBreak[] => ['mahjongs', 'bestGame']),
});

export type Ruleset = z.output<typeof rulesetSchema>;
export type RulesetInput = z.input<typeof rulesetSchema>;
export type RulesetKey = keyof Ruleset;

export const RULESET_KEYS = Object.keys(rulesetSchema.shape) as RulesetKey[];

/** Ruleset keys that hold points, the ones scoring reads. */
export const AMOUNT_KEYS = [
  'selfPickBonus',
  'jokerlessBonus',
  'wallPoints',
  'deadPenalty',
  'discarderPenalties',
  'misnamedPenalty',
  'peekPenalty',
  'intactAfterErrorPoints',
  'threeDeadSurvivorPoints',
] as const satisfies readonly RulesetKey[];

export type AmountKey = (typeof AMOUNT_KEYS)[number];

function frozenDefaults(): Ruleset {
  const ruleset = rulesetSchema.parse({});
  Object.freeze(ruleset.discarderPenalties);
  Object.freeze(ruleset.tieBreaks);
  return Object.freeze(ruleset);
}

/** The defaults of docs/rules.md §2.5, frozen so that no caller can change them for everyone else. */
export const DEFAULT_RULESET: Ruleset = frozenDefaults();
