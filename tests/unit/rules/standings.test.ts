import { describe, expect, test } from 'vitest';
import { rankStandings, type RoundTally, type StandingsPlayer, type TieBreak } from '@/lib/rules';

const player = (number: number, status: StandingsPlayer['status'] = 'ACTIVE'): StandingsPlayer => ({
  id: `p${number}`,
  number,
  name: `Player ${number}`,
  status,
});
/** One game as a tally of its own (several of a player's tallies in one round add up). */
const game = (number: number, round: number, points: number, mahjong = false): RoundTally => ({
  playerId: `p${number}`,
  round,
  points,
  games: 1,
  mahjongs: mahjong ? 1 : 0,
  bestGame: points,
});
const ranks = (rows: ReturnType<typeof rankStandings>) => rows.map((r) => [r.player.number, r.rank]);
const BOTH: TieBreak[] = ['mahjongs', 'bestGame'];

describe('rankStandings', () => {
  test('ranks by total, with points per round, games, mah jonggs and best game', () => {
    const rows = rankStandings(
      [player(1), player(2)],
      [game(1, 1, 30, true), game(1, 2, -10), game(2, 1, 10), game(2, 2, 40, true), game(2, 2, 10)],
      [1, 2],
      BOTH,
    );
    expect(rows).toEqual([
      {
        rank: 1,
        player: { id: 'p2', number: 2, name: 'Player 2' },
        total: 60,
        rounds: [10, 50],
        games: 3,
        mahjongs: 1,
        bestGame: 40,
        status: 'ACTIVE',
      },
      {
        rank: 2,
        player: { id: 'p1', number: 1, name: 'Player 1' },
        total: 20,
        rounds: [30, -10],
        games: 2,
        mahjongs: 1,
        bestGame: 30,
        status: 'ACTIVE',
      },
    ]);
  });

  test.each<[string, TieBreak[], [number, number][]]>([
    // Equal totals of 40: player 1 has two mah jonggs (best 25), player 2 one (best 40).
    [
      'mah jonggs first',
      ['mahjongs', 'bestGame'],
      [
        [1, 1],
        [2, 2],
        [3, 3],
      ],
    ],
    [
      'best game first',
      ['bestGame', 'mahjongs'],
      [
        [2, 1],
        [1, 2],
        [3, 3],
      ],
    ],
    [
      'no tie-break: a shared rank',
      [],
      [
        [1, 1],
        [2, 1],
        [3, 3],
      ],
    ],
  ])('ties: %s', (_, tieBreaks, expected) => {
    const games = [game(1, 1, 25, true), game(1, 1, 15, true), game(2, 1, 40, true), game(2, 1, 0), game(3, 1, 5)];
    expect(ranks(rankStandings([player(3), player(2), player(1)], games, [1], tieBreaks))).toEqual(expected);
  });

  test('players equal on everything share the rank, and the next rank skips (1, 2, 2, 4)', () => {
    const games = [game(1, 1, 50), game(2, 1, 20), game(3, 1, 20), game(4, 1, 10)];
    const rows = rankStandings(
      [1, 2, 3, 4].map((n) => player(n)),
      games,
      [1],
      BOTH,
    );
    expect(ranks(rows)).toEqual([
      [1, 1],
      [2, 2],
      [3, 2],
      [4, 4],
    ]);
  });

  test('a player without a game is listed at 0 with no best game; a round not played is null', () => {
    const [row] = rankStandings([player(7)], [], [1, 2], BOTH);
    expect(row).toMatchObject({ rank: 1, total: 0, rounds: [null, null], games: 0, bestGame: null });
  });

  test('disqualified and withdrawn players keep their games but are not ranked, listed last', () => {
    const games = [game(1, 1, 100), game(2, 1, 10), game(3, 1, 5)];
    const players = [player(1, 'DISQUALIFIED'), player(2, 'WITHDRAWN'), player(3)];
    const rows = rankStandings(players, games, [1], BOTH);
    expect(rows.map((r) => [r.player.number, r.rank, r.total, r.status])).toEqual([
      [3, 1, 5, 'ACTIVE'],
      [1, null, 100, 'DISQUALIFIED'],
      [2, null, 10, 'WITHDRAWN'],
    ]);
  });

  test('ranks do not skip for a withdrawn player who would have shared one', () => {
    const games = [game(1, 1, 20), game(2, 1, 20), game(3, 1, 5)];
    const rows = rankStandings([player(1), player(2, 'WITHDRAWN'), player(3)], games, [1], []);
    expect(ranks(rows)).toEqual([
      [1, 1],
      [3, 2],
      [2, null],
    ]);
  });

  test('on equal totals, any best game beats having played no game', () => {
    const rows = rankStandings([player(1), player(2)], [game(1, 1, -10), game(1, 1, 10)], [1], ['bestGame']);
    // Equal totals of 0: player 1's best game, 10, beats no game at all.
    expect(ranks(rows)).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });
  test('players with no game share one rank, whatever the tie-breaks (docs/rules.md §6: equal on every key, equal rank)', () => {
    const players = [1, 2, 3, 4, 5].map((n) => player(n));
    const games = [game(1, 1, 30, true), game(2, 1, -10), game(2, 1, -10)];
    expect(ranks(rankStandings(players, games, [1], BOTH))).toEqual([
      [1, 1],
      [3, 2],
      [4, 2],
      [5, 2],
      [2, 5],
    ]);
  });
});
