import type { TieBreak } from './ruleset';

export type PlayerStatus = 'ACTIVE' | 'WITHDRAWN' | 'DISQUALIFIED';

export interface StandingsPlayer {
  id: string;
  number: number;
  name: string;
  status: PlayerStatus;
}

/**
 * One player's games of accepted sheets in one round, summed: their points, how many games, how many they won and
 * their best single game. Several tallies of one player and round add up.
 */
export interface RoundTally {
  playerId: string;
  round: number;
  points: number;
  games: number;
  mahjongs: number;
  bestGame: number;
}

export interface StandingsRow {
  /** Shared by players equal on the total and every tie-break; null for a withdrawn or disqualified player. */
  rank: number | null;
  player: { id: string; number: number; name: string };
  total: number;
  /** Points per round, in the order of `rounds`; null where the player has no accepted game in that round. */
  rounds: (number | null)[];
  games: number;
  mahjongs: number;
  /** The player's best single game; null before their first. */
  bestGame: number | null;
  status: PlayerStatus;
}

type Totals = Omit<StandingsRow, 'rank' | 'player' | 'status'>;

function totalsOf(tallies: readonly RoundTally[], rounds: readonly number[]): Totals {
  const byRound = new Map<number, number>();
  const totals: Totals = { total: 0, rounds: [], games: 0, mahjongs: 0, bestGame: null };
  for (const t of tallies) {
    byRound.set(t.round, (byRound.get(t.round) ?? 0) + t.points);
    totals.total += t.points;
    totals.games += t.games;
    totals.mahjongs += t.mahjongs;
    if (t.games > 0) totals.bestGame = Math.max(totals.bestGame ?? t.bestGame, t.bestGame);
  }
  return { ...totals, rounds: rounds.map((r) => byRound.get(r) ?? null) };
}

const TIE_BREAK_VALUE: Record<TieBreak, (row: Totals) => number> = {
  mahjongs: (row) => row.mahjongs,
  bestGame: (row) => row.bestGame ?? Number.NEGATIVE_INFINITY,
};

/** The values players are ranked by, in order: total, then the ruleset's tie-breaks (docs/rules.md §6). */
const keysOf = (row: Totals, tieBreaks: readonly TieBreak[]) => [
  row.total,
  ...tieBreaks.map((tieBreak) => TIE_BREAK_VALUE[tieBreak](row)),
];

/** Higher first. A comparison, not a subtraction: no best game is −∞, and −∞ − −∞ is NaN, never equal. */
function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const [x, y] = [a[i] as number, b[i] as number];
    if (x !== y) return x > y ? -1 : 1;
  }
  return 0;
}

/**
 * The standings (docs/rules.md §6): rank by total, ties broken by the ruleset's tie-breaks in order, then a shared rank
 * (1, 2, 2, 4). Every player is listed, with no game yet at 0; withdrawn and disqualified players keep their games
 * but are not ranked (so ranks do not skip for them), listed last. Equal players are listed by badge number.
 */
export function rankStandings(
  players: readonly StandingsPlayer[],
  tallies: readonly RoundTally[],
  rounds: readonly number[],
  tieBreaks: readonly TieBreak[],
): StandingsRow[] {
  const talliesOf = new Map<string, RoundTally[]>();
  for (const tally of tallies) {
    const own = talliesOf.get(tally.playerId);
    if (own) own.push(tally);
    else talliesOf.set(tally.playerId, [tally]);
  }
  const rows = players.map((player) => {
    const totals = totalsOf(talliesOf.get(player.id) ?? [], rounds);
    return { player, totals, keys: keysOf(totals, tieBreaks) };
  });
  const ranked = rows.filter((r) => r.player.status === 'ACTIVE');
  const unranked = rows.filter((r) => r.player.status !== 'ACTIVE');
  const order = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    compareKeys(a.keys, b.keys) || a.player.number - b.player.number;
  ranked.sort(order);
  unranked.sort(order);
  let rank = 0;
  return [
    ...ranked.map((row, i) => {
      const previous = ranked[i - 1];
      if (!previous || compareKeys(previous.keys, row.keys) !== 0) rank = i + 1;
      return toRow(row.player, row.totals, rank);
    }),
    ...unranked.map((row) => toRow(row.player, row.totals, null)),
  ];
}

const toRow = (player: StandingsPlayer, totals: Totals, rank: number | null): StandingsRow => ({
  rank,
  player: { id: player.id, number: player.number, name: player.name },
  ...totals,
  status: player.status,
});
