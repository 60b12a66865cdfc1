import type { Db } from '@/lib/db/client';
import { audit, type Actor } from '@/lib/audit/log';
import { freezeBlockers } from './freeze';
import { storeStandings } from './queries';

export type StandingsState = 'LIVE' | 'PENDING' | 'FROZEN';

export type StateChange =
  | { ok: true; changed: boolean }
  /** Freezing held-back standings would make them public; the Director releases them first. */
  | { ok: false; reason: 'HELD_BACK' }
  /** Rounds are not all closed: frozen only with `anyway`, the confirmation naming them. */
  | { ok: false; reason: 'NOT_FINAL'; blockers: string[] };

/** What keeps the tournament's standings from being final (lib/standings/freeze): its open rounds and tables. */
export async function freezeBlockersOf(db: Db, tournamentId: string): Promise<string[]> {
  const tournament = await db.tournament.findUniqueOrThrow({
    where: { id: tournamentId },
    select: {
      roundCount: true,
      rounds: {
        select: {
          number: true,
          status: true,
          tables: { where: { status: { not: 'ACCEPTED' } }, select: { table: true } },
        },
      },
    },
  });
  const rounds = tournament.rounds.map((r) => ({
    number: r.number,
    status: r.status,
    openTables: r.tables.map((t) => t.table).sort((a, b) => a - b),
  }));
  return freezeBlockers(tournament.roundCount, rounds);
}

/** Whether the standings may be frozen now: never while held back; with rounds still open, only `anyway`. */
async function freezeRefusal(db: Db, tournamentId: string, from: StandingsState, anyway: boolean) {
  if (from === 'PENDING') return { ok: false as const, reason: 'HELD_BACK' as const };
  const blockers = await freezeBlockersOf(db, tournamentId);
  return blockers.length > 0 && !anyway ? { ok: false as const, reason: 'NOT_FINAL' as const, blockers } : null;
}

/**
 * The Director holds the standings back while a round is checked, releases them, or freezes them as final. Frozen,
 * they are computed once more now and then stay as they are, whatever changes after; unfrozen, they are live again
 * (they were live when frozen: held-back standings are released before they can be frozen).
 */
export async function setStandingsState(
  db: Db,
  actor: Actor,
  tournamentId: string,
  state: StandingsState,
  { anyway = false } = {},
): Promise<StateChange> {
  const { standingsState: from } = await db.tournament.findUniqueOrThrow({
    where: { id: tournamentId },
    select: { standingsState: true },
  });
  if (from === state) return { ok: true, changed: false };
  if (state === 'FROZEN') {
    const refusal = await freezeRefusal(db, tournamentId, from, anyway);
    if (refusal) return refusal;
    await storeStandings(db, tournamentId);
  }
  return db.$transaction(async (tx) => {
    const moved = await tx.tournament.updateMany({
      where: { id: tournamentId, standingsState: from },
      data: { standingsState: state },
    });
    if (moved.count === 0) return { ok: true as const, changed: false };
    await audit(tx, actor, {
      tournamentId,
      action: 'standings.state',
      entity: 'Tournament',
      entityId: tournamentId,
      before: { standingsState: from },
      after: { standingsState: state, ...(state === 'FROZEN' && anyway ? { anyway: true } : {}) },
    });
    return { ok: true as const, changed: true };
  });
}
