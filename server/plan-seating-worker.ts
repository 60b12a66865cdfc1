// The search itself, in a worker thread so that its caller can write progress to the database meanwhile.
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { planRounds, type PlanRoundsInput } from '@/lib/seating/plan-rounds';

const input = workerData.input as Omit<PlanRoundsInput, 'now' | 'onProgress'>;
const result = planRounds({
  ...input,
  now: () => performance.now(),
  onProgress: (bestRepeatPairs, iterations, elapsedMs) =>
    parentPort?.postMessage({ type: 'progress', bestRepeatPairs, iterations, elapsedMs }),
});
parentPort?.postMessage({ type: 'done', result });
