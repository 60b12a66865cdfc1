import { describe, expect, test } from 'vitest';
import { collectorSeat } from '@/lib/seating/collector';
import { swapPlayers } from '@/lib/seating/swap';
import type { Seating } from '@/lib/seating/types';

const seating: Seating = [
  { table: 1, seat: 'A', playerId: 'ann' },
  { table: 1, seat: 'B', playerId: 'bea' },
  { table: 1, seat: 'C', playerId: 'cy' },
  { table: 1, seat: 'D', playerId: 'dot' },
  { table: 2, seat: 'A', playerId: 'eve' },
  { table: 2, seat: 'B', playerId: 'flo' },
  { table: 2, seat: 'C', playerId: 'gus' },
  { table: 2, seat: 'D', playerId: null },
];

describe('swapPlayers', () => {
  test('two players trade seats; nobody else moves', () => {
    const result = swapPlayers(seating, 'bea', 'gus');
    if (!result.ok) throw new Error(result.problems[0]?.message);
    expect(result.seating.filter((s, i) => s.playerId !== seating[i]?.playerId)).toEqual([
      { table: 1, seat: 'B', playerId: 'gus' },
      { table: 2, seat: 'C', playerId: 'bea' },
    ]);
  });

  test('a player without a seat, or the same player twice, is refused', () => {
    expect(swapPlayers(seating, 'ann', 'zoe')).toMatchObject({
      ok: false,
      problems: [{ code: 'NOT_SEATED', playerId: 'zoe' }],
    });
    expect(swapPlayers(seating, 'ann', 'ann')).toMatchObject({ ok: false, problems: [{ code: 'SAME_PLAYER' }] });
  });
});

describe('collectorSeat (T25)', () => {
  test.each([
    [1, 'A'],
    [2, 'B'],
    [3, 'C'],
    [4, 'D'],
    [5, 'A'],
    [6, 'B'],
    [12, 'D'],
  ])('round %i: seat %s', (round, seat) => {
    expect(collectorSeat(round)).toBe(seat);
  });
});
