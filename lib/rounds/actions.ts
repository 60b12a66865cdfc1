'use server';

import { randomBytes } from 'node:crypto';
import { briefList } from '@/lib/util/brief-list';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import type { Db } from '@/lib/db/client';
import { tournamentAction } from '@/lib/actions/action';
import { failure, success, type ActionResult } from '@/lib/actions/result';
import type { SeatingProblem } from '@/lib/seating/types';
import { draftByStanding } from './by-standing';
import { draftRound, swapInDraft, type DraftResult } from './draft';
import { latestSeatingJob, startSeatingJob } from './jobs';
import { advanceRound, grantExtraMinutes, tableTimeUp, type StepResult } from './lifecycle';
import { closeOutIncompleteSheets } from '@/lib/sheets/hand-in';
import { draftSchema, parseSeatingUpload, roundSchema, stepSchema, swapSchema, tableSchema } from './schema';

const problemText = (problems: readonly SeatingProblem[]) =>
  problems.map((p) => (p.row ? `line ${p.row}: ${p.message}` : p.message)).join(' ');

function draftFailure(result: Exclude<DraftResult, { ok: true }>): ActionResult<never> {
  if (result.reason === 'INVALID_INPUT') return failure('INVALID_INPUT', problemText(result.problems));
  return failure(result.reason, result.message);
}

/** A drafted round goes to its own page, where the Director checks it (repeat report, swaps) and publishes it. */
function draftAnswer(result: DraftResult, slug: string, number: number): ActionResult<never> {
  if (!result.ok) return draftFailure(result);
  revalidatePath(`/t/${slug}`, 'layout');
  redirect(`/t/${slug}/rounds/${number}`);
}

function stepAnswer(result: StepResult, slug: string, done: string): ActionResult<null> {
  if (!result.ok) return failure(result.reason, result.message);
  revalidatePath(`/t/${slug}`, 'layout');
  const recorded = result.recordedGames
    ? ` ${result.recordedGames} unfinished game${result.recordedGames === 1 ? '' : 's'} recorded as incomplete (T13.4).`
    : '';
  const hadTime = result.hadTime.length
    ? ` Table${result.hadTime.length === 1 ? '' : 's'} ${briefList(result.hadTime)} still had time on the clock.`
    : '';
  return success(null, `${done}${recorded}${hadTime}`);
}

const roundOf = (db: Db, tournamentId: string, id: string) =>
  db.round.findFirst({ where: { id, tournamentId }, select: { id: true } });
const tableOf = (db: Db, tournamentId: string, id: string) =>
  db.roundTable.findFirst({ where: { id, round: { tournamentId } }, select: { id: true } });

export const draftRoundAction = tournamentAction(
  'round.draft',
  draftSchema,
  async ({ input, db, actor, tournament }) => {
    switch (input.method) {
      case 'random':
        return draftAnswer(
          await draftRound(db, actor, tournament.id, input.number, { kind: 'random', seed: input.seed }),
          tournament.slug,
          input.number,
        );
      case 'rotation':
        return draftAnswer(
          await draftRound(db, actor, tournament.id, input.number, { kind: 'rotation' }),
          tournament.slug,
          input.number,
        );
      case 'standing':
        return draftAnswer(
          await draftByStanding(db, actor, tournament.id, input.number),
          tournament.slug,
          input.number,
        );
      case 'upload': {
        const upload = parseSeatingUpload(input.upload);
        if (!upload.ok) return failure('INVALID_INPUT', upload.errors.join(' '), { upload: upload.errors });
        return draftAnswer(
          await draftRound(db, actor, tournament.id, input.number, { kind: 'upload', rows: upload.rows }),
          tournament.slug,
          input.number,
        );
      }
      case 'generator': {
        const running = await latestSeatingJob(db, tournament.id, input.number, new Date());
        if (running?.status === 'RUNNING' && !running.stale) {
          return failure('CONFLICT', `A search for round ${input.number} is already running: wait for it to finish.`);
        }
        const seed = input.seed || randomBytes(4).toString('hex');
        await startSeatingJob(db, actor, tournament.id, input.number, seed, input.budgetSeconds * 1000);
        revalidatePath(`/t/${tournament.slug}`, 'layout');
        redirect(`/t/${tournament.slug}/rounds/${input.number}`);
      }
    }
  },
);

export const swapPlayersAction = tournamentAction(
  'round.swap',
  swapSchema,
  async ({ input, db, actor, tournament }) => {
    if (!(await roundOf(db, tournament.id, input.roundId))) return failure('NOT_FOUND', 'There is no such round.');
    const players = await db.player.findMany({
      where: { tournamentId: tournament.id, number: { in: [input.playerA, input.playerB] } },
      select: { id: true, number: true },
    });
    const idOf = (number: number) => players.find((p) => p.number === number)?.id;
    const [a, b] = [idOf(input.playerA), idOf(input.playerB)];
    if (!a || !b) {
      const missing = !a ? 'playerA' : 'playerB';
      return failure('INVALID_INPUT', 'No player has that number.', { [missing]: ['No player has that number'] });
    }
    const swapped = await swapInDraft(db, actor, input.roundId, input.version, a, b);
    if (!swapped.ok) return draftFailure(swapped);
    revalidatePath(`/t/${tournament.slug}`, 'layout');
    const repeats = swapped.repeatPairs ? `${swapped.repeatPairs} pairs would meet again.` : 'No pair meets again.';
    return success({ repeatPairs: swapped.repeatPairs }, `Swapped. ${repeats}`);
  },
);

const STEP_DONE = {
  publish: 'Published: players can see the seating.',
  start: 'Started: the clock is running.',
  timeUp: 'Time is up.',
  close: 'Round closed.',
};

export const roundStepAction = tournamentAction('round.step', stepSchema, async ({ input, db, actor, tournament }) => {
  if (!(await roundOf(db, tournament.id, input.roundId))) return failure('NOT_FOUND', 'There is no such round.');
  const result = await advanceRound(db, actor, input.roundId, input.version, input.step, new Date());
  return stepAnswer(result, tournament.slug, STEP_DONE[input.step]);
});

export const extraMinutesAction = tournamentAction(
  'table.extra',
  tableSchema,
  async ({ input, db, actor, tournament }) => {
    if (!(await tableOf(db, tournament.id, input.roundTableId))) return failure('NOT_FOUND', 'There is no such table.');
    if (!input.minutes) return failure('INVALID_INPUT', 'How many minutes?', { minutes: ['Give 1 to 60 minutes'] });
    return stepAnswer(
      await grantExtraMinutes(db, actor, input.roundTableId, input.minutes),
      tournament.slug,
      `${input.minutes} extra minutes granted.`,
    );
  },
);

export const tableTimeUpAction = tournamentAction(
  'table.timeUp',
  tableSchema,
  async ({ input, db, actor, tournament }) => {
    if (!(await tableOf(db, tournament.id, input.roundTableId))) return failure('NOT_FOUND', 'There is no such table.');
    return stepAnswer(await tableTimeUp(db, actor, input.roundTableId), tournament.slug, 'Time is up at this table.');
  },
);

export const closeOutIncompleteAction = tournamentAction(
  'round.closeOutIncomplete',
  roundSchema,
  async ({ input, db, actor, tournament }) => {
    if (!(await roundOf(db, tournament.id, input.roundId))) return failure('NOT_FOUND', 'There is no such round.');
    const closed = await closeOutIncompleteSheets(db, actor, input.roundId, new Date());
    revalidatePath(`/t/${tournament.slug}`, 'layout');
    if (closed.length === 0) return success(null, 'No sheet holds only incomplete games with no points.');
    const tables = `table${closed.length === 1 ? '' : 's'} ${briefList(closed)}`;
    return success(
      null,
      `Accepted ${closed.length} sheet${closed.length === 1 ? '' : 's'} with only incomplete games: ${tables}.`,
    );
  },
);
