'use server';

import { revalidatePath } from 'next/cache';
import { tournamentAction } from '@/lib/actions/action';
import { failure, success, type ActionResult } from '@/lib/actions/result';
import { closeCall } from '@/lib/calls/mutations';
import { recordIncident, settleIncident } from './mutations';
import { overrideScore } from './override-score';
import type { IncidentResult } from './outcome';
import { overrideScoreSchema, recordIncidentSchema, settleIncidentSchema } from './schema';

type Ruled = Extract<IncidentResult, { ok: true }>['data'];

function answer(result: IncidentResult, slug: string): ActionResult<Ruled> {
  if (!result.ok) {
    if (result.reason !== 'INVALID_INPUT') return failure(result.reason, result.message);
    const fieldErrors = {
      ...(result.needs?.length ? { facts: result.needs } : {}),
      ...(result.problems?.length ? { record: result.problems.map((p) => p.message) } : {}),
    };
    return failure('INVALID_INPUT', result.message, fieldErrors, { needs: result.needs, problems: result.problems });
  }
  revalidatePath(`/t/${slug}`, 'layout');
  const { status, waitsForGame } = result.data;
  const done =
    status === 'OPEN'
      ? 'Recorded: the dispute is settled when the game ends.'
      : waitsForGame
        ? `Ruled: it applies when game ${waitsForGame} is entered.`
        : 'Ruled.';
  return success(result.data, done);
}

/** The Director records an incident and confirms or overrides the proposed ruling (T27). */
export const recordIncidentAction = tournamentAction(
  'incident.record',
  recordIncidentSchema,
  async ({ input, db, actor, tournament }) => {
    // The mutation refuses a table of another tournament like an unknown one.
    const { callId, ...incident } = input;
    const result = await recordIncident(db, actor, { ...incident, tournamentId: tournament.id });
    const ruled = answer(result, tournament.slug);
    if (!ruled.ok || !callId) return ruled;
    const call = { tournamentId: tournament.id, callId, incidentId: ruled.data.incidentId };
    const closed = await closeCall(db, actor, call, new Date());
    return closed.ok ? ruled : { ...ruled, message: `${ruled.message} The call was not closed: ${closed.message}` };
  },
);

/** The Director settles a disputed dead-hand challenge when the game ends (DH). */
export const settleIncidentAction = tournamentAction(
  'incident.settle',
  settleIncidentSchema,
  async ({ input, db, actor, tournament }) =>
    answer(await settleIncident(db, actor, { ...input, tournamentId: tournament.id }), tournament.slug),
);

/** The Director rules a seat's points otherwise, with a reason (T27). */
export const overrideScoreAction = tournamentAction(
  'score.override',
  overrideScoreSchema,
  async ({ input, db, actor, tournament }) => {
    const result = await overrideScore(db, actor, { ...input, tournamentId: tournament.id });
    if (!result.ok)
      return failure(result.reason, result.message, result.field ? { [result.field]: [result.message] } : undefined);
    revalidatePath(`/t/${tournament.slug}`, 'layout');
    return success(result.data, `Seat ${input.letter}: ${input.points} points, as ruled.`);
  },
);
