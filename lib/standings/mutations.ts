import type { Db } from '@/lib/db/client';
import { audit, type Actor } from '@/lib/audit/log';
import { storeStandings } from './queries';

export type StandingsState = 'LIVE' | 'PENDING' | 'FROZEN';

/**
 * The Director holds the standings back while a round is checked, releases them, or freezes them as final. Frozen,
 * they are computed once more now and then stay as they are, whatever changes after.
 */
export async function setStandingsState(db: Db, actor: Actor, tournamentId: string, state: StandingsState) {
  if (state === 'FROZEN') await storeStandings(db, tournamentId);
  return db.$transaction(async (tx) => {
    const before = await tx.tournament.findUniqueOrThrow({
      where: { id: tournamentId },
      select: { standingsState: true },
    });
    if (before.standingsState === state) return { changed: false };
    await tx.tournament.update({ where: { id: tournamentId }, data: { standingsState: state } });
    await audit(tx, actor, {
      tournamentId,
      action: 'standings.state',
      entity: 'Tournament',
      entityId: tournamentId,
      before: { standingsState: before.standingsState },
      after: { standingsState: state },
    });
    return { changed: true };
  });
}
