import type { Standings } from './compute';

/** Where one player stands: their rank (null: not ranked), how many players are ranked, after which round. */
export type PlayerStanding = { rank: number | null; ranked: number; afterRound: number | null };

/** How many players the standings rank: the disqualified are listed, not ranked. */
export const rankedIn = (standings: Standings) => standings.rows.filter((row) => row.rank !== null).length;

/** One player's place in standings already read. */
export function standingIn(standings: Standings, number: number): PlayerStanding {
  const row = standings.rows.find((r) => r.player.number === number);
  return { rank: row?.rank ?? null, ranked: rankedIn(standings), afterRound: standings.afterRound };
}
