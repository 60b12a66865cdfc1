import 'server-only';
import { failure, success, type ActionResult, type Failure } from '@/lib/actions/result';
import type { Db } from '@/lib/db/client';
import { audit, type Actor } from '@/lib/audit/log';
import { freezeAnywayWords, freezeBlockers } from './freeze';
import { storeStandings } from './queries';

export type StandingsState = 'LIVE' | 'PENDING' | 'FROZEN';

/** What keeps the standings from being frozen without the Director's "anyway": the rounds and tables still open. */
export type NotFinal = { blockers: string[] };

const DONE = {
  LIVE: 'The standings are public.',
  PENDING: 'The standings are held back: players see “results pending”.',
  FROZEN: 'The standings are frozen as final.',
} as const;

const HELD_BACK = 'The standings are held back: release them first, then freeze them (frozen standings are public).';

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

/**
 * Why the standings may not be frozen now, if they may not: never while held back (freezing would make them public:
 * the Director releases them first); with rounds still open, only `anyway` (the confirmation names them).
 */
async function freezeRefusal(
  db: Db,
  tournamentId: string,
  from: StandingsState,
  anyway: boolean,
): Promise<Failure<NotFinal> | null> {
  if (from === 'PENDING') return failure('CONFLICT', HELD_BACK);
  const blockers = await freezeBlockersOf(db, tournamentId);
  if (blockers.length === 0 || anyway) return null;
  return failure('NEEDS_CONFIRMATION', freezeAnywayWords(blockers), undefined, { blockers });
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
): Promise<ActionResult<{ changed: boolean }, NotFinal>> {
  const { standingsState: from } = await db.tournament.findUniqueOrThrow({
    where: { id: tournamentId },
    select: { standingsState: true },
  });
  if (from === state) return success({ changed: false }, DONE[state]);
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
    if (moved.count === 0) return success({ changed: false }, DONE[state]);
    await audit(tx, actor, {
      tournamentId,
      action: 'standings.state',
      entity: 'Tournament',
      entityId: tournamentId,
      before: { standingsState: from },
      after: { standingsState: state, ...(state === 'FROZEN' && anyway ? { anyway: true } : {}) },
    });
    return success({ changed: true }, DONE[state]);
  });
}
