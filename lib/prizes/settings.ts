import { z } from 'zod';

/** The special prizes a Director may award: a closed list. */
export const SPECIAL_PRIZES = ['mostMahjongs', 'highestGame', 'highestHand', 'mostJokerless'] as const;
export type SpecialPrize = (typeof SPECIAL_PRIZES)[number];

export const SPECIAL_PRIZE_INFO = {
  mostMahjongs: { label: 'Most mah jonggs', meaning: 'the most games won over the tournament', default: true },
  highestGame: { label: 'Highest single game', meaning: 'the most points scored in one game', default: true },
  highestHand: {
    label: 'Highest hand value',
    meaning: 'the highest card value of a winning hand (T13), before bonuses',
    default: true,
  },
  mostJokerless: {
    label: 'Most jokerless wins',
    meaning: 'the most wins that earned the jokerless bonus (T13.2)',
    default: false,
  },
} as const satisfies Record<SpecialPrize, { label: string; meaning: string; default: boolean }>;

/** "From N players: top K": the places awarded once the field has at least N players. */
export type PlaceTier = { fromPlayers: number; places: number };

export const DEFAULT_PLACE_TIERS: readonly PlaceTier[] = [
  { fromPlayers: 1, places: 3 },
  { fromPlayers: 32, places: 6 },
  { fromPlayers: 64, places: 12 },
];

export const DEFAULT_ROUND_WINNERS = 1;
export const MAX_TIERS = 8;
export const MAX_PLACES = 100;
export const MAX_ROUND_WINNERS = 10;

const whole = (field: string) => z.int(`${field}: a whole number`);

const tierSchema = z.object({
  fromPlayers: whole('From players').min(1, 'From players: 1 or more').max(99_999, 'From players: at most 99,999'),
  places: whole('Places').min(0, 'Places: 0 or more').max(MAX_PLACES, `Places: at most ${MAX_PLACES}`),
});

const specialsSchema = z.object(
  Object.fromEntries(SPECIAL_PRIZES.map((key) => [key, z.boolean().default(SPECIAL_PRIZE_INFO[key].default)])) as {
    [K in SpecialPrize]: z.ZodDefault<z.ZodBoolean>;
  },
);

/**
 * A tournament's prizes (issue #22): places by field size, the top scores of each round, and the special prizes on.
 * A missing key takes its default, so `{}` (what a tournament starts with) is the defaults.
 */
export const prizeSettingsSchema = z.object({
  places: z
    .array(tierSchema)
    .min(1, 'Places: at least one line')
    .max(MAX_TIERS, `Places: at most ${MAX_TIERS} lines`)
    .refine(
      (tiers) => new Set(tiers.map((t) => t.fromPlayers)).size === tiers.length,
      'Places: each line needs its own number of players',
    )
    .transform((tiers) => [...tiers].sort((a, b) => a.fromPlayers - b.fromPlayers))
    .default(() => [...DEFAULT_PLACE_TIERS]),
  roundWinners: whole('Round winners')
    .min(0, 'Round winners: 0 or more')
    .max(MAX_ROUND_WINNERS, `Round winners: at most ${MAX_ROUND_WINNERS}`)
    .default(DEFAULT_ROUND_WINNERS),
  specials: specialsSchema.default(() => specialsSchema.parse({})),
});

export type PrizeSettings = z.output<typeof prizeSettingsSchema>;

export const DEFAULT_PRIZE_SETTINGS: PrizeSettings = prizeSettingsSchema.parse({});

/** The places awarded for a field of `players`: the line with the most players the field reaches; 0 below all. */
export function placesFor(players: number, tiers: readonly PlaceTier[]): number {
  let places = 0;
  for (const tier of tiers) if (players >= tier.fromPlayers) places = tier.places;
  return places;
}
