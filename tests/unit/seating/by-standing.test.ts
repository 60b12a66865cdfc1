import { describe, expect, test } from 'vitest';
import { seatingByStanding } from '@/lib/seating/by-standing';
import { repeatReport } from '@/lib/seating/meetings';
import type { Seating } from '@/lib/seating/types';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${String(i + 1).padStart(2, '0')}`);

/** Each table's players, seats A to D, `-` for an empty seat. */
function tables(seating: Seating): string[] {
  const out: string[] = [];
  for (const s of seating) out[s.table - 1] = `${out[s.table - 1] ?? ''}${s.playerId ?? '-'} `;
  return out.map((t) => t.trim());
}

/** A round of history seating the given groups together, one table each. */
const round = (...groups: string[][]): Seating =>
  groups.flatMap((group, t) =>
    ['A', 'B', 'C', 'D'].map((seat, i) => ({ table: t + 1, seat: seat as 'A', playerId: group[i] ?? null })),
  );

describe('seatingByStanding', () => {
  test.each([
    [8, ['p01 p02 p03 p04', 'p05 p06 p07 p08']],
    [7, ['p01 p02 p03 p04', 'p05 p06 p07 -']],
    [9, ['p01 p02 p03 -', 'p04 p05 p06 -', 'p07 p08 p09 -']],
    [10, ['p01 p02 p03 p04', 'p05 p06 p07 -', 'p08 p09 p10 -']],
  ])('%i players with no history: groups of four from the top, 3-player tables at the bottom', (n, expected) => {
    const result = seatingByStanding(ids(n), []);
    expect(result.ok && tables(result.seating)).toEqual(expected);
  });

  test('a pair who already met is split by a swap with the next group: the lowest-placed with the highest', () => {
    const history = [round(['p03', 'p04', 'p09', 'p10'])];
    const result = seatingByStanding(ids(8), history);
    expect(result.ok && tables(result.seating)).toEqual(['p01 p02 p03 p05', 'p04 p06 p07 p08']);
    expect(result.ok && repeatReport(history, result.seating).repeatPairs).toBe(0);
  });

  test('a repeat is fixed with the group below, never by breaking up the better-placed group above', () => {
    const result = seatingByStanding(ids(12), [round(['p05', 'p06'])]);
    expect(result.ok && tables(result.seating)).toEqual(['p01 p02 p03 p04', 'p05 p07 p08 p09', 'p06 p10 p11 p12']);
  });

  test('the last group, with no group below, swaps with the one above', () => {
    const result = seatingByStanding(ids(8), [round(['p07', 'p08'])]);
    expect(result.ok && tables(result.seating)).toEqual(['p01 p02 p03 p08', 'p04 p05 p06 p07']);
  });

  test('repeats that no neighbouring swap can remove are kept, never more than the plain groups would have', () => {
    const all = ids(8);
    const history = [
      round(all.slice(0, 4), all.slice(4)),
      round(['p01', 'p05', 'p02', 'p06'], ['p03', 'p07', 'p04', 'p08']),
    ];
    const [swapped, plain] = [seatingByStanding(all, history), seatingByStanding(all, [])];
    if (!swapped.ok || !plain.ok) throw new Error('not seated');
    expect(new Set(swapped.seating.map((s) => s.playerId)).size).toBe(8);
    const repeats = repeatReport(history, swapped.seating).repeatPairs;
    expect(repeats).toBeGreaterThan(0);
    expect(repeats).toBeLessThan(repeatReport(history, plain.seating).repeatPairs);
  });

  test('the same standings and history always give the same seating', () => {
    const history = [round(['p01', 'p02', 'p05', 'p06'])];
    expect(seatingByStanding(ids(12), history)).toEqual(seatingByStanding(ids(12), history));
  });

  test.each([1, 2, 5])('%i players cannot be seated', (n) => {
    expect(seatingByStanding(ids(n), []).ok).toBe(false);
  });
});
