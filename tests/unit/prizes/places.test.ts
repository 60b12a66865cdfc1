import { describe, expect, test } from 'vitest';
import { awardPlaces, rankBy } from '@/lib/prizes/places';
import { ordinal, placeLabel } from '@/lib/prizes/ordinal';
import { numbers, row } from './helpers';

describe('ordinal and placeLabel', () => {
  test.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [102, '102nd'],
    [111, '111th'],
  ])('%i is %s', (n, text) => expect(ordinal(n)).toBe(text));

  test('a tie names its places', () => {
    expect(placeLabel(1, 1)).toBe('1st');
    expect(placeLabel(2, 3)).toBe('2nd–3rd, tied');
  });
});

/** Ranks as the standings module gives them, and the places awarded: each place's label, players and split. */
const CASES: [string, (number | null)[], number, [string, number[], string | null][]][] = [
  [
    'no tie',
    [1, 2, 3, 4],
    3,
    [
      ['1st', [1], null],
      ['2nd', [2], null],
      ['3rd', [3], null],
    ],
  ],
  [
    'a tie inside the places pools the places it covers',
    [1, 2, 2, 4],
    3,
    [
      ['1st', [1], null],
      ['2nd–3rd, tied', [2, 3], 'The prizes for 2nd and 3rd added together and split equally between 2: 1/2 each.'],
    ],
  ],
  [
    'a tie at the cut-off is awarded whole and shares only the places awarded',
    [1, 2, 3, 3, 5],
    3,
    [
      ['1st', [1], null],
      ['2nd', [2], null],
      ['3rd–4th, tied', [3, 4], 'The prize for 3rd split equally between 2: 1/2 each.'],
    ],
  ],
  [
    'a three-way tie across the cut-off',
    [1, 2, 2, 2, 5],
    3,
    [
      ['1st', [1], null],
      ['2nd–4th, tied', [2, 3, 4], 'The prizes for 2nd and 3rd added together and split equally between 3: 1/3 each.'],
    ],
  ],
  [
    'the first place shared by everyone',
    [1, 1, 1],
    1,
    [['1st–3rd, tied', [1, 2, 3], 'The prize for 1st split equally between 3: 1/3 each.']],
  ],
  [
    'a disqualified player holds no place',
    [1, null, 2, 3],
    2,
    [
      ['1st', [1], null],
      ['2nd', [3], null],
    ],
  ],
  ['no places awarded', [1, 2], 0, []],
];

describe('awardPlaces', () => {
  test.each(CASES)('%s', (_, ranks, places, expected) => {
    const rows = ranks.map((rank, i) => row(i + 1, rank, [10]));
    const awarded = awardPlaces(rows, places);
    expect(awarded.map((p) => [p.label, numbers(p.players), p.split])).toEqual(expected);
  });

  test('uses the ranks it is given: it never re-ranks by total', () => {
    const rows = [row(1, 1, [5]), row(2, 1, [50])];
    expect(awardPlaces(rows, 1)[0]).toMatchObject({
      first: 1,
      last: 2,
      tied: true,
      prizePlaces: { first: 1, last: 1 },
    });
  });
});

describe('rankBy', () => {
  test('equal values share a rank, the next rank skips', () => {
    const ranked = rankBy([{ v: 5 }, { v: 9 }, { v: 5 }, { v: 1 }], (e) => e.v);
    expect(ranked.map((e) => [e.v, e.rank])).toEqual([
      [9, 1],
      [5, 2],
      [5, 2],
      [1, 4],
    ]);
  });
});
