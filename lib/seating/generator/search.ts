import type { Random } from '@/lib/random';
import { bestSwap } from './best-swap';
import { greedyStart } from './greedy';
import { patternStart } from './pattern';
import type { Schedule } from './schedule';
import { TabuList } from './tabu-list';

export type SearchLimits = {
  readonly budgetMs: number;
  readonly now: () => number;
  readonly maxIterations: number;
  readonly onProgress?: (bestRepeatPairs: number, iterations: number, elapsedMs: number) => void;
};

export type SearchOutcome = { readonly slots: Int32Array; readonly repeatPairs: number; readonly iterations: number };

const PROGRESS_EVERY_MS = 200;
const CLOCK_EVERY = 16;
/** Moves without a new best before going back to the run's best plan and shaking it. */
const PATIENCE = 100;
const SHAKE_SWAPS = 5;
/** Shakes without a new best before starting afresh. */
const SHAKES_BEFORE_RESTART = 300;
/** A swapped pair stays tabu for 4 to 15 moves: random, so the search does not cycle. */
const TENURE_MIN = 4;
const TENURE_SPAN = 12;

/**
 * Tabu search over the whole plan (after Dotú and Van Hentenryck, "Scheduling social golfers locally"): repeatedly
 * make the best swap out of a conflicted table, a swapped pair staying tabu in its round for a few moves; when
 * stuck, go back to the run's best plan and make a few random swaps; after many of those, start afresh. Stops at
 * zero repeats, at the time budget or at `maxIterations`, and returns the best plan seen.
 */
export function search(
  schedule: Schedule,
  random: Random,
  limits: SearchLimits,
  firstRound: Int32Array | null,
): SearchOutcome {
  const startedAt = limits.now();
  const tabu = new TabuList(schedule.playerCount);
  const sampleTables = Math.max(2, Math.floor(4096 / schedule.playerCount));
  schedule.load(bestStart(schedule, random, firstRound));
  let best = schedule.slots.slice();
  let bestRepeats = schedule.repeats;
  let runBest = best;
  let runBestRepeats = bestRepeats;
  let iteration = 0;
  let stalled = 0;
  let shakes = 0;
  let reportedAt = startedAt;
  limits.onProgress?.(schedule.plannedRepeats(), 0, limits.now() - startedAt);
  while (bestRepeats > schedule.historyRepeats && iteration < limits.maxIterations) {
    if (iteration % CLOCK_EVERY === 0) {
      const time = limits.now();
      if (time - startedAt >= limits.budgetMs) break;
      if (time - reportedAt >= PROGRESS_EVERY_MS) {
        reportedAt = time;
        limits.onProgress?.(bestRepeats - schedule.historyRepeats, iteration, time - startedAt);
      }
    }
    iteration++;
    const swap = bestSwap(schedule, tabu, iteration, runBestRepeats, sampleTables, random);
    if (swap !== null) {
      schedule.swap(swap.round, swap.x, swap.y);
      tabu.add(swap.round, swap.x, swap.y, iteration + TENURE_MIN + random.int(TENURE_SPAN));
    }
    if (schedule.repeats < runBestRepeats) {
      runBest = schedule.slots.slice();
      runBestRepeats = schedule.repeats;
      [stalled, shakes] = [0, 0];
      if (runBestRepeats < bestRepeats) [best, bestRepeats] = [runBest, runBestRepeats];
    } else if (++stalled > PATIENCE) {
      stalled = 0;
      tabu.clear();
      if (++shakes > SHAKES_BEFORE_RESTART) {
        shakes = 0;
        schedule.load(bestStart(schedule, random, firstRound));
        runBest = schedule.slots.slice();
        runBestRepeats = schedule.repeats;
      } else {
        schedule.load(runBest);
        shake(schedule, random);
      }
    }
  }
  schedule.load(best);
  const repeatPairs = schedule.plannedRepeats();
  limits.onProgress?.(repeatPairs, iteration, limits.now() - startedAt);
  return { slots: best, repeatPairs, iterations: iteration };
}

/** The better of a designed and a greedy start (history other than the first round may spoil the design). */
function bestStart(schedule: Schedule, random: Random, firstRound: Int32Array | null): Int32Array {
  const designed = patternStart(schedule, random, firstRound);
  schedule.load(designed);
  const designedRepeats = schedule.repeats;
  const greedy = greedyStart(schedule, random);
  schedule.load(greedy);
  return schedule.repeats <= designedRepeats ? greedy : designed;
}

/** A few random swaps in random rounds, to leave the valley the search is stuck in. */
function shake(schedule: Schedule, random: Random): void {
  const { playerCount: n, tableCount, roundCount, slots, slotOf } = schedule;
  for (let k = 0; k < SHAKE_SWAPS; k++) {
    const round = random.int(roundCount);
    const x = slots[round * tableCount * 4 + random.int(tableCount * 4)]!;
    const y = slots[round * tableCount * 4 + random.int(tableCount * 4)]!;
    if (x < 0 || y < 0 || slotOf[round * n + x]! >> 2 === slotOf[round * n + y]! >> 2) continue;
    schedule.swap(round, x, y);
  }
}
