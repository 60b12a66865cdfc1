import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { plannedRepeats } from '@/lib/seating/meetings';
import { planRounds, type PlanRoundsInput } from '@/lib/seating/plan-rounds';
import { randomSeating } from '@/lib/seating/round-one';
import type { Seating } from '@/lib/seating/types';
import { expectPlayable, ids } from './helpers';

const played = (players: readonly string[], rounds: number, seed: string): Seating[] =>
  Array.from({ length: rounds }, (_, i) => {
    const result = randomSeating(players, `${seed}/${i}`);
    if (!result.ok) throw new Error(result.problems[0]?.message);
    return result.seating;
  });

const plan = (input: Partial<PlanRoundsInput> & Pick<PlanRoundsInput, 'playerIds' | 'rounds'>) => {
  const result = planRounds({
    history: [],
    seed: 'test',
    budgetMs: 10_000,
    now: () => 0,
    maxIterations: 2_000,
    ...input,
  });
  if (!result.ok) throw new Error(result.problems[0]?.message);
  return result;
};

describe('planRounds', () => {
  test('every round playable, and the repeat count is what the repeat report finds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 60 }).filter((n) => n !== 5),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 3 }),
        fc.string(),
        (count, rounds, historyRounds, replaced, seed) => {
          const playerIds = ids(count);
          // Some players of the earlier rounds have since been replaced by newcomers.
          const history = played([...ids(replaced, 'old'), ...playerIds.slice(replaced)], historyRounds, seed);
          const result = plan({ playerIds, history, rounds, seed, maxIterations: 300 });
          expect(result.rounds).toHaveLength(rounds);
          for (const round of result.rounds) {
            expectPlayable(round, playerIds);
            const tables = new Set(round.filter((s) => s.playerId === null).map((s) => s.table));
            expect(tables.size).toBe(round.filter((s) => s.playerId === null).length);
          }
          expect(result.repeatPairs).toBe(plannedRepeats(history, result.rounds));
          expect(result.complete).toBe(result.repeatPairs === 0);
        },
      ),
      { numRuns: 60 },
    );
  });

  test('the same players, history and seed give the same plan, whatever the order of the players', () => {
    const playerIds = ids(22);
    const history = played(playerIds, 2, 'h');
    const once = plan({ playerIds, history, rounds: 4, seed: 'same' });
    expect(plan({ playerIds: [...playerIds].reverse(), history, rounds: 4, seed: 'same' })).toEqual(once);
  });

  test.each([
    [16, 5, 'the affine plane of order 4'],
    [32, 9, 'social golfers 8-4-9'],
  ])('%i players over %i rounds (%s): zero repeats, from the design alone', (count, rounds) => {
    expect(plan({ playerIds: ids(count), rounds, maxIterations: 0 })).toMatchObject({ repeatPairs: 0, complete: true });
  });

  test('after a round 1 drawn at random, the design still fits: 32 players, 8 more rounds', () => {
    const playerIds = ids(32);
    expect(plan({ playerIds, history: played(playerIds, 1, 'r1'), rounds: 8, maxIterations: 0 })).toMatchObject({
      complete: true,
    });
  });

  test.each([
    [24, 5],
    [48, 10],
  ])('%i players over %i rounds: the design covers few rounds, the search reaches zero', (count, rounds) => {
    for (const seed of ['a', 'b', 'c']) {
      const result = plan({ playerIds: ids(count), rounds, seed, maxIterations: 20_000 });
      expect(result.iterations).toBeGreaterThan(0);
      expect(result.complete).toBe(true);
    }
  });

  test('players who left are ignored in the history, new players have met no one', () => {
    const history = played(ids(12), 3, 'left');
    const playerIds = [...ids(12).slice(4), 'n1', 'n2', 'n3', 'n4'];
    const result = plan({ playerIds, history, rounds: 1 });
    expectPlayable(result.rounds[0] ?? [], playerIds);
    expect(result.repeatPairs).toBe(plannedRepeats(history, result.rounds));
  });

  test('when zero cannot be reached it stops at the budget with its best plan, reporting progress', () => {
    let clock = 0;
    const progress: number[][] = [];
    const result = planRounds({
      playerIds: ids(12),
      history: [],
      rounds: 2,
      seed: 'impossible',
      budgetMs: 1_000,
      now: () => (clock += 5),
      onProgress: (best, iterations, elapsedMs) => progress.push([best, iterations, elapsedMs]),
    });
    if (!result.ok) throw new Error(result.problems[0]?.message);
    // Round 2 puts 4 players at each table, so two of them shared a table in round 1.
    expect(result).toMatchObject({ complete: false, repeatPairs: 3 });
    expect(progress.length).toBeGreaterThan(2);
    expect(progress.at(-1)?.[0]).toBe(3);
    expect(progress.map((p) => p[2])).toEqual([...progress.map((p) => p[2])].sort((a, b) => (a ?? 0) - (b ?? 0)));
  });

  test.each([
    ['a negative round count', { playerIds: ids(8), rounds: -1 }, 'BAD_ROUND_COUNT'],
    ['too many rounds', { playerIds: ids(8), rounds: 51 }, 'BAD_ROUND_COUNT'],
    ['a player listed twice', { playerIds: ['a', 'b', 'c', 'a'], rounds: 1 }, 'DUPLICATE_PLAYER'],
    ['5 players', { playerIds: ids(5), rounds: 1 }, 'CANNOT_SEAT'],
  ])('refuses %s', (_, input, code) => {
    expect(planRounds({ history: [], seed: 's', budgetMs: 10, now: () => 0, ...input })).toMatchObject({
      ok: false,
      problems: [{ code }],
    });
  });
});
