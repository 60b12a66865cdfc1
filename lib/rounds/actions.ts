'use server';

import { briefList } from '@/lib/util/brief-list';
import { redirect } from 'next/navigation';
import type { Db } from '@/lib/db/client';
import { tournamentAction } from '@/lib/actions/action';
import { changed } from '@/lib/actions/changed';
import { failure, success } from '@/lib/actions/result';
import { draftAsAsked } from './mutations/draft-as-asked';
import { swapInDraft } from './mutations/draft';
import { advanceRound, grantExtraMinutes, tableTimeUp } from './mutations/lifecycle';
import { closeOutIncompleteSheets } from '@/lib/sheets/mutations/hand-in';
import { draftSchema, roundSchema, stepSchema, swapSchema, tableSchema } from './schema';

const roundOf = (db: Db, tournamentId: string, id: string) =>
  db.round.findFirst({ where: { id, tournamentId }, select: { id: true } });
const tableOf = (db: Db, tournamentId: string, id: string) =>
  db.roundTable.findFirst({ where: { id, round: { tournamentId } }, select: { id: true } });

export const draftRoundAction = tournamentAction(
  'round.draft',
  draftSchema,
  async ({ input, db, actor, tournament }) => {
    const drafted = changed(await draftAsAsked(db, actor, tournament.id, input, new Date()), tournament.slug);
    if (!drafted.ok) return drafted;
    // A drafted round goes to its own page, where the Director checks it (repeat report, swaps) and publishes it.
    redirect(`/t/${tournament.slug}/rounds/${input.number}`);
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
    return changed(await swapInDraft(db, actor, input.roundId, input.version, a, b), tournament.slug);
  },
);

export const roundStepAction = tournamentAction('round.step', stepSchema, async ({ input, db, actor, tournament }) => {
  if (!(await roundOf(db, tournament.id, input.roundId))) return failure('NOT_FOUND', 'There is no such round.');
  const moved = await advanceRound(db, actor, input.roundId, input.version, input.step, new Date());
  return changed(moved, tournament.slug);
});

export const extraMinutesAction = tournamentAction(
  'table.extra',
  tableSchema,
  async ({ input, db, actor, tournament }) => {
    if (!(await tableOf(db, tournament.id, input.roundTableId))) return failure('NOT_FOUND', 'There is no such table.');
    if (!input.minutes) return failure('INVALID_INPUT', 'How many minutes?', { minutes: ['Give 1 to 60 minutes'] });
    return changed(await grantExtraMinutes(db, actor, input.roundTableId, input.minutes), tournament.slug);
  },
);

export const tableTimeUpAction = tournamentAction(
  'table.timeUp',
  tableSchema,
  async ({ input, db, actor, tournament }) => {
    if (!(await tableOf(db, tournament.id, input.roundTableId))) return failure('NOT_FOUND', 'There is no such table.');
    return changed(await tableTimeUp(db, actor, input.roundTableId), tournament.slug);
  },
);

export const closeOutIncompleteAction = tournamentAction(
  'round.closeOutIncomplete',
  roundSchema,
  async ({ input, db, actor, tournament }) => {
    if (!(await roundOf(db, tournament.id, input.roundId))) return failure('NOT_FOUND', 'There is no such round.');
    // lib/sheets answers the tables it accepted, not a result: their words are said here.
    const closed = await closeOutIncompleteSheets(db, actor, input.roundId, new Date());
    if (closed.length === 0)
      return changed(success(null, 'No sheet holds only incomplete games with no points.'), tournament.slug);
    const tables = `table${closed.length === 1 ? '' : 's'} ${briefList(closed)}`;
    const accepted = `Accepted ${closed.length} sheet${closed.length === 1 ? '' : 's'} with only incomplete games: ${tables}.`;
    return changed(success(null, accepted), tournament.slug);
  },
);
