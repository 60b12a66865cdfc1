import { describe, expect, test } from 'vitest';
import {
  offsetsOf,
  rotate,
  rotationProblems,
  STANDARD_OFFSETS,
  VARIANT_OFFSETS,
  type RotationPattern,
} from '@/lib/seating/rotation';
import { seatInOrder } from '@/lib/seating/round-one';
import { tablePlan } from '@/lib/seating/table-plan';
import { seatedPlayers as seatedIn, type Seat, type Seating } from '@/lib/seating/types';
import { expectPlayable } from './helpers';

/** Players named after where they sit in round 1: "3C" sits at table 3, seat C. */
function named(playerCount: number): Seating {
  const planned = tablePlan(playerCount);
  if (!planned.ok) throw new Error(planned.problem.message);
  const { tableCount } = planned.plan;
  const names = Array.from({ length: tableCount }, (_, t) =>
    ['A', 'B', 'C', 'D'].map((seat) => `${t + 1}${seat}`),
  ).flat();
  const seated = seatInOrder(planned.plan, names);
  return seated.map((s) => ({ ...s, playerId: s.playerId === null ? null : `${s.table}${s.seat}` }));
}

const where = (seating: Seating, playerId: string) => {
  const seat = seating.find((s) => s.playerId === playerId);
  return seat && `${seat.table}${seat.seat}`;
};

describe('rotate', () => {
  test('standard (T24): A up 1, B down 1, C up 2, D down 2, wrapping at both ends, letters kept', () => {
    const moved = rotate(named(20), STANDARD_OFFSETS, 5);
    expect(['1A', '5A', '1B', '3B', '4C', '5C', '2D', '1D'].map((p) => where(moved, p))).toEqual([
      '2A',
      '1A',
      '5B',
      '2B',
      '1C',
      '2C',
      '5D',
      '4D',
    ]);
    expectPlayable(moved, seatedIn(named(20)));
  });

  test('variant: A stays, B down 1, C down 2, D up 1', () => {
    const moved = rotate(named(20), VARIANT_OFFSETS, 5);
    expect(['3A', '1B', '2C', '5D'].map((p) => where(moved, p))).toEqual(['3A', '5B', '5C', '1D']);
  });

  test('custom offsets, larger than the room, wrap around', () => {
    const moved = rotate(named(16), { A: 0, B: 5, C: -6, D: 2 }, 4);
    expect(['1A', '1B', '1C', '3D'].map((p) => where(moved, p))).toEqual(['1A', '2B', '3C', '1D']);
  });

  test('the empty seat of a 3-player table moves like a player', () => {
    const moved = rotate(named(18), STANDARD_OFFSETS, 5);
    expect(moved.filter((s) => s.playerId === null).map((s) => `${s.table}${s.seat}`)).toEqual(['2D', '3D']);
    expectPlayable(moved, seatedIn(named(18)));
  });

  test('500 tables rotate in well under 50 ms', () => {
    const room = named(2000);
    const start = performance.now();
    rotate(room, STANDARD_OFFSETS, 500);
    expect(performance.now() - start).toBeLessThan(50);
  });

  test.each<[RotationPattern, unknown]>([
    [{ kind: 'standard' }, STANDARD_OFFSETS],
    [{ kind: 'variant' }, VARIANT_OFFSETS],
    [
      { kind: 'custom', offsets: { A: 3, B: 0, C: 0, D: -3 } },
      { A: 3, B: 0, C: 0, D: -3 },
    ],
    [{ kind: 'fewestRepeats' }, null],
  ])('offsetsOf %o', (pattern, offsets) => {
    expect(offsetsOf(pattern)).toEqual(offsets);
  });
});

describe('rotationProblems', () => {
  const emptyAt = (seating: Seating, seats: string[]) =>
    seating.map((s) =>
      seats.includes(`${s.table}${s.seat}`)
        ? { ...s, playerId: null }
        : s.playerId === null
          ? { ...s, playerId: `x${s.table}` }
          : s,
    );

  test('empty seats all on D never meet, whatever the offsets', () => {
    for (const offsets of [STANDARD_OFFSETS, VARIANT_OFFSETS, { A: 2, B: 7, C: -1, D: 4 }]) {
      expect(rotationProblems(named(17), offsets, 5, 10)).toEqual([]);
    }
  });

  test('empty seats on different letters that a pattern brings together are reported', () => {
    const seating = emptyAt(named(20), ['4D', '5B']);
    const offsets: Record<Seat, number> = { A: 0, B: 0, C: 0, D: 1 };
    expect(rotationProblems(seating, offsets, 5)).toEqual([
      { code: 'TWO_EMPTY_SEATS', table: 5, message: 'Next round, table 5 would have two empty seats.' },
    ]);
    // D moves −2 and B −1 a round: 4D and 5B meet after 4 rounds, at table 4 − 8 ≡ 1.
    expect(rotationProblems(seating, STANDARD_OFFSETS, 5, 4).map((p) => [p.table, p.message])).toEqual([
      [1, 'In 4 rounds, table 1 would have two empty seats.'],
    ]);
  });

  test('offsets must be whole numbers', () => {
    expect(rotationProblems(named(8), { A: 1, B: 0.5, C: 0, D: Number.NaN }, 2).map((p) => [p.code, p.seat])).toEqual([
      ['BAD_OFFSET', 'B'],
      ['BAD_OFFSET', 'D'],
    ]);
  });
});
