import { createRandom } from '@/lib/random';
import { toSeatings } from './generator/letters';
import { readHistory } from './generator/history';
import { Schedule } from './generator/schedule';
import { search } from './generator/search';
import { duplicatePlayers } from './round-one';
import { tablePlan } from './table-plan';
import type { Seating, SeatingProblem } from './types';

export type PlanRoundsInput = {
  /** The active players. */
  readonly playerIds: readonly string[];
  /** Rounds already played or published; they are not changed. */
  readonly history: readonly Seating[];
  /** How many rounds to plan. */
  readonly rounds: number;
  readonly seed: string;
  readonly budgetMs: number;
  /** The clock, in milliseconds; only used to stop at the budget and to time progress reports. */
  readonly now: () => number;
  /** A cap on search steps; with it the result depends on the seed alone, not on the machine's speed. */
  readonly maxIterations?: number;
  readonly onProgress?: (bestRepeatPairs: number, iterations: number, elapsedMs: number) => void;
};

export type PlannedRounds = {
  readonly rounds: Seating[];
  /** Pairs the planned rounds seat together again (see `plannedRepeats`). */
  readonly repeatPairs: number;
  /** True when no pair meets twice. */
  readonly complete: boolean;
  readonly iterations: number;
};

export type PlanRoundsResult =
  ({ readonly ok: true } & PlannedRounds) | { readonly ok: false; readonly problems: readonly SeatingProblem[] };

export const MAX_PLANNED_ROUNDS = 50;

/** The fewest-repeats generator: plans several rounds at once so that, if it can be done, no two players meet twice. */
export function planRounds(input: PlanRoundsInput): PlanRoundsResult {
  const { rounds: roundCount } = input;
  if (!Number.isInteger(roundCount) || roundCount < 0 || roundCount > MAX_PLANNED_ROUNDS) {
    const message = `The number of rounds to plan must be a whole number from 0 to ${MAX_PLANNED_ROUNDS}.`;
    return { ok: false, problems: [{ code: 'BAD_ROUND_COUNT', message }] };
  }
  const duplicates = duplicatePlayers(input.playerIds);
  if (duplicates.length > 0) return { ok: false, problems: duplicates };
  const planned = tablePlan(input.playerIds.length);
  if (!planned.ok) return { ok: false, problems: [planned.problem] };
  const { tableCount, threePlayerTables } = planned.plan;
  // Sorted, so that the plan depends on who plays and the seed, not on the order the caller listed them in.
  const playerIds = [...input.playerIds].sort();
  const history = readHistory(input.history, new Map(playerIds.map((id, i) => [id, i])), tableCount);
  const schedule = new Schedule(
    playerIds.length,
    tableCount,
    roundCount,
    threePlayerTables,
    history.met,
    history.repeats,
  );
  const limits = {
    budgetMs: input.budgetMs,
    now: input.now,
    maxIterations: input.maxIterations ?? Number.POSITIVE_INFINITY,
    onProgress: input.onProgress,
  };
  const outcome = search(schedule, createRandom(input.seed), limits, history.firstRound);
  return {
    ok: true,
    rounds: toSeatings(outcome.slots, playerIds, tableCount, history.letterCounts),
    repeatPairs: outcome.repeatPairs,
    complete: outcome.repeatPairs === 0,
    iterations: outcome.iterations,
  };
}
