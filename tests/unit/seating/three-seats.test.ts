import { describe, expect, test } from 'vitest';
import { rotatedSeating } from '@/lib/rounds/next-seating';
import { randomSeating } from '@/lib/seating/round-one';
import type { RotationPattern } from '@/lib/seating/rotation';
import { tablePlanWords } from '@/lib/seating/table-plan';
import { spreadThreeSeats, threeTableCounts, unfairThreeSeats } from '@/lib/seating/three-seats';
import type { Seating, SeatingResult } from '@/lib/seating/types';
import { expectPlayable, ids } from './helpers';

const seated = (result: SeatingResult): Seating => {
  if (!result.ok) throw new Error(result.problems[0]?.message);
  return result.seating;
};

describe('tablePlanWords', () => {
  test.each([
    [30, '30 players: 6 tables of 4 and 2 tables of 3'],
    [32, '32 players: 8 tables of 4'],
    [29, '29 players: 5 tables of 4 and 3 tables of 3'],
    [7, '7 players: 1 table of 4 and 1 table of 3'],
    [3, '3 players: 1 table of 3'],
    [5, '5 players cannot be seated at tables of 3 or 4: add or remove a player.'],
  ])('%i players', (players, words) => {
    expect(tablePlanWords(players)).toBe(words);
  });
});

const PATTERNS: [string, RotationPattern][] = [
  ['standard rotation', { kind: 'standard' }],
  ['variant rotation', { kind: 'variant' }],
  ['custom rotation', { kind: 'custom', offsets: { A: 1, B: 2, C: 3, D: 0 } }],
];

describe('spreading the 3-player seats', () => {
  test.each(PATTERNS)(
    '%s, 30 players, 6 rounds: nobody at a 3-player table twice while another has not',
    (_, pattern) => {
      const players = ids(30);
      const history: Seating[] = [seated(randomSeating(players, 'three-seats'))];
      for (let round = 2; round <= 6; round++) {
        const raw = seated(rotatedSeating(history.at(-1)!, pattern, { active: players, substitutes: [] }));
        const fair = spreadThreeSeats(history, raw);
        expectPlayable(fair, players);
        expect(unfairThreeSeats(history, fair)).toEqual([]);
        history.push(fair);
      }
      const counts = players.map((id) => threeTableCounts(history).get(id) ?? 0);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    },
  );

  test('the raw standard rotation of 30 players seats someone at a 3-player table twice too early', () => {
    const players = ids(30);
    const history: Seating[] = [seated(randomSeating(players, 'three-seats'))];
    let unfair: string[] = [];
    for (let round = 2; round <= 4 && unfair.length === 0; round++) {
      const raw = seated(rotatedSeating(history.at(-1)!, { kind: 'standard' }, { active: players, substitutes: [] }));
      unfair = unfairThreeSeats(history, raw);
      history.push(raw);
    }
    expect(unfair.length).toBeGreaterThan(0);
  });

  test('a fair seating is left as it is', () => {
    const players = ids(30);
    const first = seated(randomSeating(players, 'one'));
    const second = seated(randomSeating(players, 'two'));
    const fair = spreadThreeSeats([first], second);
    if (unfairThreeSeats([first], second).length === 0) expect(fair).toEqual(second);
    expect(unfairThreeSeats([first], fair)).toEqual([]);
  });

  test('with no 4-player table there is nothing to spread', () => {
    const players = ids(9);
    const first = seated(randomSeating(players, 'nine'));
    expect(unfairThreeSeats([first], first)).toEqual([]);
    expect(spreadThreeSeats([first], first)).toEqual(first);
  });
});
