import 'server-only';
import type { Db, Tx } from '@/lib/db/client';
import {
  AMENDMENT,
  AUDIT_EVENT,
  DIRECTOR_CALL,
  GAME,
  GAME_SCORE,
  INCIDENT,
  PLAYER,
  PRIZE_COLLECTED,
  ROUND,
  ROUND_TABLE,
  SEAT,
  TOURNAMENT,
  VERIFICATION,
} from './columns';
import { BACKUP_FORMAT, BACKUP_VERSION, type Backup } from './format';

/** A row with its dates as ISO strings, the way the file holds them. */
type Dated<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

function dated<T extends object>(row: T): Dated<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[key] = value instanceof Date ? value.toISOString() : value;
  return out as Dated<T>;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

const byRound = { round: { number: 'asc' } } as const;
const byTable = [{ roundTable: byRound }, { roundTable: { table: 'asc' } }] as const;

/** Every row of the tournament, read in one snapshot, each table in a fixed order; one query per table. */
async function readRows(tx: Tx, tournamentId: string) {
  const ofTournament = { round: { tournamentId } };
  const ofSheet = { roundTable: ofTournament };
  return {
    staff: await tx.staffAssignment.findMany({
      where: { tournamentId },
      select: { role: true, user: { select: { email: true } } },
      orderBy: [{ role: 'asc' }, { user: { email: 'asc' } }],
    }),
    players: await tx.player.findMany({ where: { tournamentId }, select: PLAYER, orderBy: { number: 'asc' } }),
    rounds: await tx.round.findMany({ where: { tournamentId }, select: ROUND, orderBy: { number: 'asc' } }),
    seats: await tx.seat.findMany({
      where: ofTournament,
      select: SEAT,
      orderBy: [byRound, { table: 'asc' }, { letter: 'asc' }],
    }),
    roundTables: await tx.roundTable.findMany({
      where: ofTournament,
      select: ROUND_TABLE,
      orderBy: [byRound, { table: 'asc' }],
    }),
    games: await tx.game.findMany({ where: ofSheet, select: GAME, orderBy: [...byTable, { number: 'asc' }] }),
    gameScores: await tx.gameScore.findMany({
      where: { game: ofSheet },
      select: GAME_SCORE,
      orderBy: [...byTable.map((order) => ({ game: order })), { game: { number: 'asc' } }, { letter: 'asc' }],
    }),
    verifications: await tx.verification.findMany({
      where: ofSheet,
      select: VERIFICATION,
      orderBy: [...byTable, { letter: 'asc' }],
    }),
    incidents: await tx.incident.findMany({
      where: { tournamentId },
      select: INCIDENT,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    }),
    amendments: await tx.amendment.findMany({
      where: { tournamentId },
      select: AMENDMENT,
      orderBy: [{ at: 'asc' }, { id: 'asc' }],
    }),
    calls: await tx.directorCall.findMany({
      where: { tournamentId },
      select: DIRECTOR_CALL,
      orderBy: [{ calledAt: 'asc' }, { id: 'asc' }],
    }),
    prizesCollected: await tx.prizeCollected.findMany({
      where: { tournamentId },
      select: PRIZE_COLLECTED,
      orderBy: [{ collectedAt: 'asc' }, { id: 'asc' }],
    }),
    auditEvents: await tx.auditEvent.findMany({ where: { tournamentId }, select: AUDIT_EVENT, orderBy: { id: 'asc' } }),
    head: await tx.auditChain.findUnique({ where: { chain: tournamentId } }),
  };
}

type Rows = Awaited<ReturnType<typeof readRows>>;

/** The emails of every staff member a row names; a user the installation no longer has is left out (null). */
async function staffEmails(tx: Tx, rows: Rows): Promise<(id: string | null) => string | null> {
  const ids = new Set<string | null>([
    ...rows.roundTables.flatMap((t) => [t.submittedById, t.acceptedById]),
    ...rows.games.map((g) => g.enteredById),
    ...rows.gameScores.map((s) => s.overriddenById),
    ...rows.verifications.map((v) => v.recordedById),
    ...rows.incidents.flatMap((i) => [i.createdById, i.ruledById]),
    ...rows.amendments.map((a) => a.actorId),
    ...rows.calls.flatMap((c) => [c.takenById, c.closedById]),
    ...rows.prizesCollected.map((p) => p.collectedById),
  ]);
  const known = [...ids].filter((id): id is string => !!id);
  const users = await tx.user.findMany({ where: { id: { in: known } }, select: { id: true, email: true } });
  const emails = new Map(users.map((user) => [user.id, user.email]));
  return (id) => (id ? (emails.get(id) ?? null) : null);
}

/**
 * The whole tournament as a backup (see ./format), or null when there is no such tournament. Read in one
 * repeatable-read snapshot, so the rows, the audit chain and its head agree with each other.
 */
export function exportTournament(db: Db, tournamentId: string): Promise<Backup | null> {
  const run = async (tx: Tx): Promise<Backup | null> => {
    const tournament = await tx.tournament.findUnique({ where: { id: tournamentId }, select: TOURNAMENT });
    if (!tournament) return null;
    const rows = await readRows(tx, tournamentId);
    const email = await staffEmails(tx, rows);
    return {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exportedAt: new Date().toISOString(),
      tournament: { ...dated(tournament), startsOn: day(tournament.startsOn), endsOn: day(tournament.endsOn) },
      staff: rows.staff.map(({ role, user }) => ({ email: user.email, role })),
      players: rows.players.map(dated),
      rounds: rows.rounds.map(dated),
      seats: rows.seats,
      roundTables: rows.roundTables.map(({ submittedById, acceptedById, ...t }) => ({
        ...dated(t),
        submittedByEmail: email(submittedById),
        acceptedByEmail: email(acceptedById),
      })),
      games: rows.games.map(({ enteredById, ...g }) => ({ ...dated(g), enteredByEmail: email(enteredById) })),
      gameScores: rows.gameScores.map(({ overriddenById, ...s }) => ({
        ...dated(s),
        overriddenByEmail: email(overriddenById),
      })),
      verifications: rows.verifications.map(({ recordedById, ...v }) => ({
        ...dated(v),
        recordedByEmail: email(recordedById),
      })),
      incidents: rows.incidents.map(({ createdById, ruledById, ...i }) => ({
        ...dated(i),
        createdByEmail: email(createdById),
        ruledByEmail: email(ruledById),
      })),
      amendments: rows.amendments.map(({ actorId, ...a }) => ({
        ...dated(a),
        actorEmail: email(actorId),
      })),
      calls: rows.calls.map(({ takenById, closedById, ...c }) => ({
        ...dated(c),
        takenByEmail: email(takenById),
        closedByEmail: email(closedById),
      })),
      prizesCollected: rows.prizesCollected.map(({ collectedById, ...p }) => ({
        ...dated(p),
        collectedByEmail: email(collectedById),
      })),
      auditEvents: rows.auditEvents.map(dated),
      auditChain: rows.head && { lastHash: rows.head.lastHash, length: rows.head.length },
    };
  };
  return db.$transaction(run, { isolationLevel: 'RepeatableRead', maxWait: 60_000, timeout: 10 * 60_000 });
}
