import 'server-only';
import { failure, type ActionResult } from '@/lib/actions/result';
import type { Actor } from '@/lib/audit/log';
import type { Db } from '@/lib/db/client';
import { currentStandings } from '@/lib/standings/queries';
import { draftRound, type Drafted, type SeatingProblems } from './draft';

/**
 * Drafts round `number` by standing: from the standings as the standings module ranks them (held back or not: only
 * the Director sees the draft), once every sheet of the round before is accepted, so that the groups follow its
 * results.
 */
export async function draftByStanding(
  db: Db,
  actor: Actor,
  tournamentId: string,
  number: number,
): Promise<ActionResult<Drafted, SeatingProblems>> {
  const tournament = await db.tournament.findUnique({
    where: { id: tournamentId },
    select: { id: true, standingsState: true },
  });
  if (!tournament) return failure('NOT_FOUND', 'There is no such tournament.');
  const { standings } = await currentStandings(db, tournament);
  if ((standings.afterRound ?? 0) < number - 1)
    return failure(
      'CONFLICT',
      `Round ${number - 1}'s sheets are not all accepted yet: seating by standing needs its results.`,
    );
  const order = standings.rows.filter((row) => row.rank !== null).map((row) => row.player.id);
  return draftRound(db, actor, tournamentId, number, { kind: 'standing', order });
}
