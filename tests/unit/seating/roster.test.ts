import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { checkSeating } from '@/lib/seating/check';
import { applyRosterChanges } from '@/lib/seating/roster';
import { randomSeating } from '@/lib/seating/round-one';
import { seatedPlayers, type Seating } from '@/lib/seating/types';
import { expectPlayable, ids } from './helpers';

const seated = (count: number, seed = 'roster'): Seating => {
  const result = randomSeating(ids(count), seed);
  if (!result.ok) throw new Error(result.problems[0]?.message);
  return result.seating;
};
const at = (seating: Seating, table: number) =>
  seating.filter((s) => s.table === table && s.playerId !== null).map((s) => s.playerId as string);

describe('applyRosterChanges', () => {
  test('a substitute takes the seat of the player they replace; nobody moves', () => {
    const before = seated(16);
    const out = at(before, 2)[1] as string;
    const result = applyRosterChanges(before, { substitutes: [{ out, in: 'newcomer' }] });
    if (!result.ok) throw new Error(result.problems[0]?.message);
    expect(result.moves).toEqual([]);
    expect(result.seating).toEqual(before.map((s) => (s.playerId === out ? { ...s, playerId: 'newcomer' } : s)));
  });

  test('one withdrawal leaves an empty seat where it was', () => {
    const before = seated(16);
    const gone = at(before, 3)[0] as string;
    const result = applyRosterChanges(before, { withdrawn: [gone] });
    if (!result.ok) throw new Error(result.problems[0]?.message);
    expect(result.moves).toEqual([]);
    expect(result.seating).toEqual(before.map((s) => (s.playerId === gone ? { ...s, playerId: null } : s)));
  });

  test('two withdrawals at one table: one player from a full table fills a seat', () => {
    const before = seated(16);
    const result = applyRosterChanges(before, { withdrawn: at(before, 1).slice(0, 2) });
    if (!result.ok) throw new Error(result.problems[0]?.message);
    expect(result.moves).toHaveLength(1);
    expect(result.moves[0]?.to.table).toBe(1);
    expectPlayable(
      result.seating,
      seatedPlayers(before).filter((p) => !at(before, 1).slice(0, 2).includes(p)),
    );
  });

  test('when a table is no longer needed, its players move to empty seats and it is closed', () => {
    const before = seated(13);
    const gone = [at(before, 1)[0], at(before, 2)[0]] as string[];
    const result = applyRosterChanges(before, { withdrawn: gone });
    if (!result.ok) throw new Error(result.problems[0]?.message);
    expect(result.moves.map((m) => m.from.table)).toEqual([4, 4, 4]);
    expect(Math.max(...result.seating.map((s) => s.table))).toBe(3);
  });

  test.each([
    ['an unknown player leaving', { withdrawn: ['nobody'] }, 'NOT_SEATED'],
    ['a player leaving twice', { withdrawn: ['p0001'], substitutes: [{ out: 'p0001', in: 'x' }] }, 'DUPLICATE_PLAYER'],
    ['a substitute already seated', { substitutes: [{ out: 'p0001', in: 'p0002' }] }, 'ALREADY_SEATED'],
    ['five players left', { withdrawn: ids(3) }, 'CANNOT_SEAT'],
  ])('refuses %s', (_, changes, code) => {
    expect(applyRosterChanges(seated(8), changes)).toMatchObject({ ok: false, problems: [{ code }] });
  });

  test('any withdrawals: the rules hold and only the players who must move do', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 41 }),
        fc.integer({ min: 0, max: 40 }),
        fc.string(),
        (count, leaving, seed) => {
          const left = count - Math.min(leaving, count);
          if (count === 5 || left < 3 || left === 5) return;
          const before = seated(count, seed);
          const withdrawn = ids(count).slice(0, count - left);
          const result = applyRosterChanges(before, { withdrawn });
          if (!result.ok) throw new Error(result.problems[0]?.message);
          expect(checkSeating(result.seating)).toEqual([]);
          expectPlayable(result.seating, ids(count).slice(count - left));
          // Players at closed tables must move, and each table left with two empty seats needs one more.
          const tables = Math.ceil(left / 4);
          const fromClosed = before.filter(
            (s) => s.table > tables && s.playerId !== null && !withdrawn.includes(s.playerId),
          ).length;
          const kept = before.map((s) =>
            s.playerId !== null && withdrawn.includes(s.playerId) ? { ...s, playerId: null } : s,
          );
          const shortBy = Array.from({ length: tables }, (_, t) => Math.max(0, 4 - at(kept, t + 1).length - 1)).reduce(
            (a, b) => a + b,
            0,
          );
          expect(result.moves.length).toBe(Math.max(fromClosed, shortBy));
        },
      ),
      { numRuns: 300 },
    );
  });
});
