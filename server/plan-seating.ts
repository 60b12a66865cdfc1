// `tsx server/plan-seating.ts JOB_ID`: runs one fewest-repeats search (started by the round page) to its end.
import { Worker } from 'node:worker_threads';
import { SYSTEM } from '@/lib/audit/log';
import { db } from '@/lib/db/client';
import { draftRound } from '@/lib/rounds/mutations/draft';
import { seatingHistory } from '@/lib/rounds/mutations/store';
import type { PlanRoundsInput, PlanRoundsResult } from '@/lib/seating/plan-rounds';
import { runCli } from './cli';

type Progress = { bestRepeatPairs: number; iterations: number; elapsedMs: number };

function search(
  input: Omit<PlanRoundsInput, 'now' | 'onProgress'>,
  onProgress: (p: Progress) => void,
): Promise<PlanRoundsResult> {
  const entry = new URL('./plan-seating-worker.ts', import.meta.url).href;
  const worker = new Worker(new URL('./worker-boot.mjs', import.meta.url), { workerData: { entry, input } });
  return new Promise((resolve, reject) => {
    worker.on('message', (m: ({ type: 'progress' } & Progress) | { type: 'done'; result: PlanRoundsResult }) =>
      m.type === 'done' ? resolve(m.result) : onProgress(m),
    );
    worker.on('error', reject);
  });
}

async function run(jobId: string) {
  const job = await db().seatingJob.findUniqueOrThrow({ where: { id: jobId } });
  const tournament = await db().tournament.findUniqueOrThrow({ where: { id: job.tournamentId } });
  const players = await db().player.findMany({
    where: { tournamentId: job.tournamentId, status: 'ACTIVE' },
    select: { id: true },
  });
  const history = await db().$transaction((tx) => seatingHistory(tx, job.tournamentId, job.roundNumber));
  let lastWrite = 0;
  const result = await search(
    {
      playerIds: players.map((p) => p.id),
      history,
      rounds: Math.max(1, tournament.roundCount - job.roundNumber + 1),
      seed: job.seed,
      budgetMs: job.budgetMs,
    },
    (progress) => {
      if (progress.elapsedMs - lastWrite < 500) return;
      lastWrite = progress.elapsedMs;
      void db()
        .seatingJob.update({ where: { id: jobId }, data: progress })
        .catch(() => undefined);
    },
  );
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join(' '));
  const [seating] = result.rounds;
  if (!seating) throw new Error('The search planned no round.');
  const actor = job.createdById ? { userId: job.createdById, label: 'fewest-repeats generator' } : SYSTEM;
  const drafted = await draftRound(db(), actor, job.tournamentId, job.roundNumber, {
    kind: 'planned',
    seating,
    seed: job.seed,
  });
  if (!drafted.ok) throw new Error(drafted.message);
  await db().seatingJob.update({
    where: { id: jobId },
    data: {
      status: 'DONE',
      bestRepeatPairs: drafted.data.repeatPairs,
      iterations: result.iterations,
      result: { repeatPairs: drafted.data.repeatPairs, complete: result.complete },
    },
  });
}

runCli(async () => {
  const jobId = process.argv[2];
  if (!jobId) throw new Error('Usage: tsx server/plan-seating.ts JOB_ID');
  try {
    await run(jobId);
  } catch (error) {
    await db().seatingJob.update({
      where: { id: jobId },
      data: { status: 'FAILED', error: (error as Error).message.slice(0, 500) },
    });
    throw error;
  } finally {
    await db().$disconnect();
  }
});
