import { describe, expect, test } from 'vitest';
import { winnersCircle } from '@/lib/prizes/circle';
import type { PrizeGame } from '@/lib/prizes/games';
import { roundWinners } from '@/lib/prizes/round-winners';
import { DEFAULT_PRIZE_SETTINGS, prizeSettingsSchema } from '@/lib/prizes/settings';
import { specialAward } from '@/lib/prizes/specials';
import { numbers, row } from './helpers';

/** Player `n`'s game: points, and for a win its hand value and whether it was jokerless. */
const game = (
  n: number,
  round: number,
  table: number,
  number: number,
  points: number,
  win?: [number, boolean],
): PrizeGame => ({
  playerId: `p${n}`,
  round,
  table,
  game: number,
  points,
  won: win !== undefined,
  handValue: win ? win[0] : null,
  jokerlessWin: win ? win[1] : false,
});

describe('roundWinners', () => {
  const rows = [
    row(1, 1, [80, 40]),
    row(2, 2, [80, 30]),
    row(3, 3, [20, 60]),
    row(4, null, [99, 99]),
    row(5, 4, [10, null]),
  ];

  test.each([
    ['equal round scores share the place', 0, 1, [['1st–2nd, tied', [1, 2]]]],
    [
      'the top two of round 2',
      1,
      2,
      [
        ['1st', [3]],
        ['2nd', [1]],
      ],
    ],
  ] as const)('%s', (_, index, places, expected) => {
    const [round1, round2] = roundWinners(rows, [1, 2], 2, places);
    const round = index === 0 ? round1 : round2;
    expect(round?.places.map((p) => [p.label, numbers(p.players)])).toEqual(expected);
  });

  test('a round whose sheets are not all accepted has no winners yet', () => {
    expect(roundWinners(rows, [1, 2], 1, 1).map((r) => [r.round, r.complete, r.places.length])).toEqual([
      [1, true, 1],
      [2, false, 0],
    ]);
  });
});

describe('specialAward', () => {
  const rows = [row(1, 1, [100], 3), row(2, 2, [90], 3), row(3, 3, [50], 1), row(4, null, [10], 9)];
  const games = [
    game(1, 1, 1, 1, 60, [50, false]),
    game(2, 1, 2, 3, 60, [35, true]),
    game(2, 1, 2, 1, 60, [35, true]),
    game(3, 1, 3, 2, 45, [75, true]),
    game(4, 1, 4, 1, 99, [90, true]),
  ];

  test.each([
    ['mostMahjongs', 3, [1, 2], [null, null]],
    [
      'highestGame',
      60,
      [1, 2],
      [
        { round: 1, table: 1, game: 1 },
        { round: 1, table: 2, game: 1 },
      ],
    ],
    ['highestHand', 75, [3], [{ round: 1, table: 3, game: 2 }]],
    ['mostJokerless', 2, [2], [null]],
  ] as const)('%s: %i, won by %j (a disqualified player wins none)', (prize, value, winners, refs) => {
    const award = specialAward(prize, rows, games);
    expect(award.value).toBe(value);
    expect(numbers(award.winners)).toEqual(winners);
    expect(award.winners.map((w) => w.game)).toEqual(refs);
  });

  test('nobody wins a prize nobody scored', () => {
    expect(specialAward('mostJokerless', rows, [])).toMatchObject({ value: null, winners: [] });
  });
});

describe('winnersCircle', () => {
  test('places follow the field size; only the prizes switched on are listed', () => {
    const rows = Array.from({ length: 40 }, (_, i) => row(i + 1, i + 1, [100 - i]));
    const circle = winnersCircle({
      standings: { afterRound: 1, rounds: [1], rows },
      games: [],
      settings: prizeSettingsSchema.parse({ specials: { highestHand: false, mostJokerless: true } }),
    });
    expect(circle).toMatchObject({ fieldSize: 40, placesAwarded: 6 });
    expect(circle.places).toHaveLength(6);
    expect(circle.specials.map((s) => s.prize)).toEqual(['mostMahjongs', 'highestGame', 'mostJokerless']);
  });

  test('no place before a round is complete: everyone would share the first', () => {
    const rows = [row(1, 1, []), row(2, 1, [])];
    const circle = winnersCircle({
      standings: { afterRound: null, rounds: [], rows },
      games: [],
      settings: DEFAULT_PRIZE_SETTINGS,
    });
    expect(circle).toMatchObject({ placesAwarded: 3, places: [], rounds: [] });
  });

  test('a tie at the cut-off is shown shared', () => {
    const rows = [row(1, 1, [90]), row(2, 2, [80]), row(3, 3, [70]), row(4, 3, [70]), row(5, 5, [1])];
    const circle = winnersCircle({
      standings: { afterRound: 1, rounds: [1], rows },
      games: [],
      settings: DEFAULT_PRIZE_SETTINGS,
    });
    expect(circle.places.at(-1)).toMatchObject({ label: '3rd–4th, tied', tied: true });
    expect(numbers(circle.rounds[0]!.places.flatMap((p) => p.players))).toEqual([1]);
  });
});
