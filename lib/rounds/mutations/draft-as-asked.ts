import 'server-only';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { failure, success, type ActionResult } from '@/lib/actions/result';
import type { Actor } from '@/lib/audit/log';
import type { Db } from '@/lib/db/client';
import { draftByStanding } from './by-standing';
import { draftRound, type Drafted, type SeatingProblems } from './draft';
import { latestSeatingJob, startSeatingJob } from './jobs';
import { parseSeatingUpload, type draftSchema } from '../schema';

/**
 * Drafts round `input.number` by the method the Director chose: at random, by rotation, by standing, from an uploaded
 * seating, or by the fewest-repeats generator, whose search drafts the round later in a process of its own.
 */
export async function draftAsAsked(
  db: Db,
  actor: Actor,
  tournamentId: string,
  input: z.output<typeof draftSchema>,
  now: Date,
): Promise<ActionResult<Drafted | { jobId: string }, SeatingProblems>> {
  switch (input.method) {
    case 'random':
      return draftRound(db, actor, tournamentId, input.number, { kind: 'random', seed: input.seed });
    case 'rotation':
      return draftRound(db, actor, tournamentId, input.number, { kind: 'rotation' });
    case 'standing':
      return draftByStanding(db, actor, tournamentId, input.number);
    case 'upload': {
      const upload = parseSeatingUpload(input.upload);
      if (!upload.ok) return failure('INVALID_INPUT', upload.errors.join(' '), { upload: upload.errors });
      return draftRound(db, actor, tournamentId, input.number, { kind: 'upload', rows: upload.rows });
    }
    case 'generator': {
      const running = await latestSeatingJob(db, tournamentId, input.number, now);
      if (running?.status === 'RUNNING' && !running.stale)
        return failure('CONFLICT', `A search for round ${input.number} is already running: wait for it to finish.`);
      const seed = input.seed || randomBytes(4).toString('hex');
      const job = await startSeatingJob(db, actor, tournamentId, input.number, seed, input.budgetSeconds * 1000);
      return success({ jobId: job.id });
    }
  }
}
