import 'server-only';
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Db } from '@/lib/db/client';
import { audit, type Actor } from '@/lib/audit/log';

// A path, not require.resolve: the bundler must not pull tsx into the server build.
const TSX_CLI = path.join('node_modules', 'tsx', 'dist', 'cli.mjs');

/** A search that has not reported for this long died with its process. */
const STALE_AFTER_MS = 30_000;

/**
 * Starts a fewest-repeats search for round `roundNumber` in a process of its own (the web process stays
 * responsive); it reports progress into the SeatingJob row and drafts the round when done.
 */
export async function startSeatingJob(
  db: Db,
  actor: Actor,
  tournamentId: string,
  roundNumber: number,
  seed: string,
  budgetMs: number,
) {
  const job = await db.$transaction(async (tx) => {
    const created = await tx.seatingJob.create({
      data: { tournamentId, roundNumber, seed, budgetMs, createdById: actor.userId },
    });
    await audit(tx, actor, {
      tournamentId,
      action: 'round.generate',
      entity: 'SeatingJob',
      entityId: created.id,
      after: { roundNumber, seed, budgetMs },
    });
    return created;
  });
  // The react-server condition makes 'server-only' (lib/db/client.ts) empty, as in the app's server.
  const script = [TSX_CLI, '--conditions=react-server', path.join('server', 'plan-seating.ts'), job.id];
  const child = spawn(process.execPath, script, {
    cwd: process.cwd(),
    env: process.env,
    detached: true,
    stdio: 'ignore',
  });
  child.unref();
  return job;
}

/** The latest search for a round, with `stale` when its process stopped reporting. */
export async function latestSeatingJob(db: Db, tournamentId: string, roundNumber: number, now: Date) {
  const job = await db.seatingJob.findFirst({ where: { tournamentId, roundNumber }, orderBy: { createdAt: 'desc' } });
  if (!job) return null;
  const stale = job.status === 'RUNNING' && now.getTime() - job.updatedAt.getTime() > STALE_AFTER_MS;
  return { ...job, stale };
}
