import type { StandingsRow } from '@/lib/rules';
import { awardPlaces, rankBy, type Place } from './places';

/** A player's score in one round. */
export type RoundScore = { player: StandingsRow['player']; points: number; rank: number };

/** One round's winners; none until every sheet of the round is accepted (`complete`). */
export type RoundWinners = { round: number; complete: boolean; places: Place<RoundScore>[] };

/**
 * The top `places` scores of each round (issue #22) among the ranked players, from the standings' points per round.
 * Equal scores share a place and its prize; no tie-break applies within a round. A round counts once its sheets are
 * all accepted (`afterRound`), so that a sheet still being checked cannot take a prize away after it is announced.
 */
export function roundWinners(
  rows: readonly StandingsRow[],
  rounds: readonly number[],
  afterRound: number | null,
  places: number,
): RoundWinners[] {
  return rounds.map((round, i) => {
    const complete = afterRound !== null && round <= afterRound;
    if (!complete || places === 0) return { round, complete, places: [] };
    const scores = rows.flatMap((row) => {
      const points = row.rounds[i];
      return row.rank === null || points === null || points === undefined ? [] : [{ player: row.player, points }];
    });
    return {
      round,
      complete,
      places: awardPlaces(
        rankBy(scores, (s) => s.points),
        places,
      ),
    };
  });
}
