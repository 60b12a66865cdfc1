import { createRandom } from '@/lib/random';
import { toSeatings } from './generator/letters';
import { EMPTY, Schedule } from './generator/schedule';
import { search } from './generator/search';
import { duplicatePlayers } from './round-one';
import { tablePlan } from './table-plan';
import { seatIndex, tableCountOf, type Seating, type SeatingProblem } from './types';

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
  | ({ readonly ok: true } & PlannedRounds)
  | { readonly ok: false; readonly problems: readonly SeatingProblem[] };

export const MAX_PLANNED_ROUNDS = 50;
/** History counts are capped so that a pair's meetings always fit a byte. */
const HISTORY_CAP = 200;

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
  const index = new Map(playerIds.map((id, i) => [id, i]));
  const n = playerIds.length;
  const { met, repeats } = historyMeetings(input.history, index);
  const schedule = new Schedule(n, tableCount, roundCount, threePlayerTables, met, repeats);
  const limits = {
    budgetMs: input.budgetMs,
    now: input.now,
    maxIterations: input.maxIterations ?? Number.POSITIVE_INFINITY,
    onProgress: input.onProgress,
  };
  const outcome = search(schedule, createRandom(input.seed), limits, firstRoundGrid(input.history[0], index, tableCount));
  const letterCounts = new Int32Array(n * 4);
  for (const round of input.history) {
    for (const { playerId, seat } of round) {
      const p = playerId === null ? undefined : index.get(playerId);
      if (p !== undefined) letterCounts[p * 4 + seatIndex(seat)]!++;
    }
  }
  return {
    ok: true,
    rounds: toSeatings(outcome.slots, playerIds, tableCount, letterCounts),
    repeatPairs: outcome.repeatPairs,
    complete: outcome.repeatPairs === 0,
    iterations: outcome.iterations,
  };
}

/** Round 1 as grid cells (table − 1) * 4 + seat of active players, when it had as many tables as the plan. */
function firstRoundGrid(round: Seating | undefined, index: ReadonlyMap<string, number>, tableCount: number) {
  if (round === undefined || tableCountOf(round) !== tableCount) return null;
  const grid = new Int32Array(tableCount * 4).fill(EMPTY);
  for (const { table, seat, playerId } of round) {
    const p = playerId === null ? undefined : index.get(playerId);
    if (p !== undefined) grid[(table - 1) * 4 + seatIndex(seat)] = p;
  }
  return grid;
}

function historyMeetings(history: readonly Seating[], index: ReadonlyMap<string, number>) {
  const n = index.size;
  const met = new Uint8Array(n * n);
  for (const round of history) {
    const tables = new Map<number, number[]>();
    for (const { table, playerId } of round) {
      const p = playerId === null ? undefined : index.get(playerId);
      if (p === undefined) continue;
      tables.set(table, [...(tables.get(table) ?? []), p]);
    }
    for (const players of tables.values()) {
      for (const a of players) {
        for (const b of players) if (a !== b) met[a * n + b] = Math.min(HISTORY_CAP, met[a * n + b]! + 1);
      }
    }
  }
  let repeats = 0;
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) repeats += Math.max(0, met[a * n + b]! - 1);
  return { met, repeats };
}
