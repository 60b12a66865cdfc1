import type { TieBreak } from './ruleset';

export type PlayerStatus = 'ACTIVE' | 'WITHDRAWN' | 'DISQUALIFIED';

export interface StandingsPlayer {
  id: string;
  number: number;
  name: string;
  status: PlayerStatus;
}

/** One player's points in one game of an accepted sheet; `mahjong`: the player won it. */
export interface CountedGame {
  playerId: string;
  round: number;
  points: number;
  mahjong: boolean;
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

function totalsOf(games: readonly CountedGame[], rounds: readonly number[]): Totals {
  const byRound = new Map<number, number>();
  for (const g of games) byRound.set(g.round, (byRound.get(g.round) ?? 0) + g.points);
  return {
    total: games.reduce((sum, g) => sum + g.points, 0),
    rounds: rounds.map((r) => byRound.get(r) ?? null),
    games: games.length,
    mahjongs: games.filter((g) => g.mahjong).length,
    bestGame: games.length > 0 ? Math.max(...games.map((g) => g.points)) : null,
  };
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
  games: readonly CountedGame[],
  rounds: readonly number[],
  tieBreaks: readonly TieBreak[],
): StandingsRow[] {
  const gamesOf = new Map<string, CountedGame[]>();
  for (const game of games) gamesOf.set(game.playerId, [...(gamesOf.get(game.playerId) ?? []), game]);
  const rows = players.map((player) => {
    const totals = totalsOf(gamesOf.get(player.id) ?? [], rounds);
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
