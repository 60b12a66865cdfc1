import type { StandingsRow } from '@/lib/rules';
import type { PrizeGame } from './games';
import { awardPlaces, type Place } from './places';
import { roundWinners, type RoundWinners } from './round-winners';
import { placesFor, SPECIAL_PRIZES, type PrizeSettings } from './settings';
import { specialAward, type SpecialAward } from './specials';

/** What the winner's circle is computed from: the standings as the standings module ranked them, and the games. */
export type CircleInput = {
  standings: { afterRound: number | null; rounds: readonly number[]; rows: readonly StandingsRow[] };
  games: readonly PrizeGame[];
  settings: PrizeSettings;
};

export type WinnersCircle = {
  /** Ranked players (the disqualified are not). */
  fieldSize: number;
  placesAwarded: number;
  places: Place<StandingsRow>[];
  rounds: RoundWinners[];
  specials: SpecialAward[];
};

/**
 * The winner's circle: places by the standings' ranks (ties shared), each round's top scores, the special prizes.
 * No place is awarded before a round is complete: until then every player would share the first.
 */
export function winnersCircle({ standings, games, settings }: CircleInput): WinnersCircle {
  const ranked = standings.rows.filter((row) => row.rank !== null);
  const placesAwarded = placesFor(ranked.length, settings.places);
  return {
    fieldSize: ranked.length,
    placesAwarded,
    places: standings.afterRound === null ? [] : awardPlaces(ranked, placesAwarded),
    rounds: roundWinners(standings.rows, standings.rounds, standings.afterRound, settings.roundWinners),
    specials: SPECIAL_PRIZES.filter((prize) => settings.specials[prize]).map((prize) =>
      specialAward(prize, standings.rows, games),
    ),
  };
}

/** The name a prize is marked collected under: one per player per prize. */
export const prizeKeys = {
  place: () => 'place',
  round: (round: number) => `round-${round}`,
  special: (prize: string) => `special-${prize}`,
};
