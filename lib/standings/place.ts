import type { Standings } from './compute';

/**
 * Where one player stands after the last round whose sheets are all accepted (`afterRound`; null: none yet): their
 * rank (null: not ranked, or no such round yet) and how many players are ranked.
 */
export type PlayerStanding = { rank: number | null; ranked: number; afterRound: number | null };

/** How many players the standings rank: the disqualified are listed, not ranked. */
export const rankedIn = (standings: Standings) => standings.rows.filter((row) => row.rank !== null).length;

/** One player's place in standings already read: their rank after the last round whose sheets are all accepted. */
export function standingIn(standings: Standings, number: number): PlayerStanding {
  return { rank: standings.settled[number] ?? null, ranked: rankedIn(standings), afterRound: standings.afterRound };
}
