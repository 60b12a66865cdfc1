'use server';

import { tournamentAction } from '@/lib/actions/action';
import { changed } from '@/lib/actions/changed';
import { recordIncidentOfCall, settleIncident } from './mutations';
import { overrideScore } from './override-score';
import { overrideScoreSchema, recordIncidentSchema, settleIncidentSchema } from './schema';

/** The Director records an incident and confirms or overrides the proposed ruling (T27); it closes the call it answers. */
export const recordIncidentAction = tournamentAction(
  'incident.record',
  recordIncidentSchema,
  async ({ input, db, actor, tournament }) =>
    // The mutation refuses a table of another tournament like an unknown one.
    changed(
      await recordIncidentOfCall(db, actor, { ...input, tournamentId: tournament.id }, new Date()),
      tournament.slug,
    ),
);

/** The Director settles a disputed dead-hand challenge when the game ends (DH). */
export const settleIncidentAction = tournamentAction(
  'incident.settle',
  settleIncidentSchema,
  async ({ input, db, actor, tournament }) =>
    changed(await settleIncident(db, actor, { ...input, tournamentId: tournament.id }), tournament.slug),
);

/** The Director rules a seat's points otherwise, with a reason (T27). */
export const overrideScoreAction = tournamentAction(
  'score.override',
  overrideScoreSchema,
  async ({ input, db, actor, tournament }) =>
    changed(await overrideScore(db, actor, { ...input, tournamentId: tournament.id }), tournament.slug),
);
