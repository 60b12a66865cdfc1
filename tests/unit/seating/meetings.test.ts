import { describe, expect, test } from 'vitest';
import { meetings, plannedRepeats, repeatReport } from '@/lib/seating/meetings';
import type { Seating } from '@/lib/seating/types';

/** A round from its tables, seats A, B, C, D in order; null for an empty seat. */
const round = (...tables: (string | null)[][]): Seating =>
  tables.flatMap((players, t) =>
    players.map((playerId, i) => ({ table: t + 1, seat: (['A', 'B', 'C', 'D'] as const)[i]!, playerId })),
  );

const r1 = round(['a', 'b', 'c', 'd'], ['e', 'f', 'g', null]);
const r2 = round(['a', 'e', 'c', 'h'], ['b', 'f', 'd', null]);
const r3 = round(['a', 'b', 'e', 'f'], ['c', 'd', 'g', null]);

describe('meetings', () => {
  test('every pair at a table, with the rounds it met in; empty seats meet no one', () => {
    const met = meetings([r1, r2]);
    expect(met.find((m) => m.a === 'a' && m.b === 'c')).toEqual({ a: 'a', b: 'c', rounds: [1, 2] });
    expect(met.find((m) => m.a === 'e' && m.b === 'g')).toEqual({ a: 'e', b: 'g', rounds: [1] });
    expect(met.length).toBe(6 + 3 + 6 + 3 - 2);
  });
});

describe('repeatReport', () => {
  test('names the pairs who would meet again, where, and the rounds they met in', () => {
    expect(repeatReport([r1, r2], r3)).toEqual({
      repeatPairs: 5,
      pairs: [
        { a: 'a', b: 'b', table: 1, rounds: [1] },
        { a: 'a', b: 'e', table: 1, rounds: [2] },
        { a: 'b', b: 'f', table: 1, rounds: [2] },
        { a: 'c', b: 'd', table: 2, rounds: [1] },
        { a: 'e', b: 'f', table: 1, rounds: [1] },
      ],
    });
  });

  test('a first round repeats nothing', () => {
    expect(repeatReport([], r1)).toEqual({ repeatPairs: 0, pairs: [] });
  });
});

describe('plannedRepeats', () => {
  test('counts each planned round against everything before it, not the repeats inside history', () => {
    expect(plannedRepeats([], [r1, r2, r3])).toBe(
      repeatReport([r1], r2).repeatPairs + repeatReport([r1, r2], r3).repeatPairs,
    );
    expect(plannedRepeats([r1, r1], [r2])).toBe(2);
  });
});
