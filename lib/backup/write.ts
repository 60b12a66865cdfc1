// Bulk writes of a backup's rows. Prisma's createMany takes about a third of a millisecond a row here (80,000 game
// scores: 26 s), so each table goes in as JSON through jsonb_populate_recordset, a few thousand rows a statement:
// PostgreSQL converts every column by its type (text to enum, ISO text to timestamp, JSON as is), JSON null to NULL.
import 'server-only';
import type { Tx } from '@/lib/db/client';
import type * as Model from '@/lib/db/generated/client';
import type { StaffRole } from '@/lib/db/generated/client';
import type { Backup } from './format';

const CHUNK = 5_000;

/** A row as the file gives it to PostgreSQL: every column of the table named, each value as JSON. */
type Row<M> = { [column in keyof M]: unknown };

const identifier = (name: string) => {
  if (!/^[A-Za-z]+$/.test(name)) throw new Error(`Not a column name: ${name}`);
  return `"${name}"`;
};

/**
 * Inserts `rows` into `table`, in their order (the ids an identity column gives follow it), `CHUNK` rows a statement.
 * Every row names the same columns; the table and column names are this module's, never the file's.
 */
async function insert<M>(tx: Tx, table: string, rows: readonly Row<M>[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first).map(identifier);
  const sql = `INSERT INTO ${identifier(table)} (${columns.join(', ')})
    SELECT ${columns.map((c) => `v.${c}`).join(', ')}
    FROM jsonb_populate_recordset(NULL::${identifier(table)}, $1::jsonb) WITH ORDINALITY AS v
    ORDER BY v.ordinality`;
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.$executeRawUnsafe(sql, JSON.stringify(rows.slice(i, i + CHUNK)));
  }
}

/** Players in an order where each one's substitute is stored before them, so no row needs a second write. */
function substitutesFirst(players: Backup['players']): Backup['players'] {
  const byId = new Map(players.map((player) => [player.id, player]));
  const placed = new Set<string>();
  const ordered: Backup['players'] = [];
  const place = (player: Backup['players'][number]) => {
    if (placed.has(player.id)) return;
    placed.add(player.id);
    const substitute = player.substituteId ? byId.get(player.substituteId) : undefined;
    if (substitute) place(substitute);
    ordered.push(player);
  };
  players.forEach(place);
  return ordered;
}

export type Staffing = {
  assignments: readonly { userId: string; role: StaffRole }[];
  /** This installation's user id for a staff email of the file, or null when it has no such user. */
  userOf: (email: string | null) => string | null;
};

/** Writes every row of the backup as the tournament `slug`, each table after those it refers to. */
export async function writeBackup(tx: Tx, backup: Backup, slug: string, staffing: Staffing): Promise<void> {
  const { userOf } = staffing;
  const tournamentId = backup.tournament.id;
  await insert<Model.Tournament>(tx, 'Tournament', [{ ...backup.tournament, slug }]);
  await tx.staffAssignment.createMany({ data: staffing.assignments.map((a) => ({ ...a, tournamentId })) });
  const players = substitutesFirst(backup.players).map((p) => ({ ...p, tournamentId }));
  await insert<Model.Player>(tx, 'Player', players);
  await insert<Model.Round>(
    tx,
    'Round',
    backup.rounds.map((r) => ({ ...r, tournamentId })),
  );
  await insert<Model.Seat>(tx, 'Seat', backup.seats);
  const tables = backup.roundTables.map(({ submittedByEmail, acceptedByEmail, ...t }) => ({
    ...t,
    submittedById: userOf(submittedByEmail),
    acceptedById: userOf(acceptedByEmail),
  }));
  await insert<Model.RoundTable>(tx, 'RoundTable', tables);
  const games = backup.games.map(({ enteredByEmail, ...g }) => ({ ...g, enteredById: userOf(enteredByEmail) }));
  await insert<Model.Game>(tx, 'Game', games);
  const scores = backup.gameScores.map(({ overriddenByEmail, ...s }) => ({
    ...s,
    overriddenById: userOf(overriddenByEmail),
  }));
  await insert<Model.GameScore>(tx, 'GameScore', scores);
  const cards = backup.verifications.map(({ recordedByEmail, ...v }) => ({
    ...v,
    recordedById: userOf(recordedByEmail),
  }));
  await insert<Model.Verification>(tx, 'Verification', cards);
  const incidents = backup.incidents.map(({ createdByEmail, ruledByEmail, ...i }) => ({
    ...i,
    tournamentId,
    // Not nullable: the app itself records '' when no staff member is known (lib/incidents/mutations.ts).
    createdById: userOf(createdByEmail) ?? '',
    ruledById: userOf(ruledByEmail),
  }));
  await insert<Model.Incident>(tx, 'Incident', incidents);
  const amendments = backup.amendments.map(({ actorEmail, ...a }) => ({
    ...a,
    tournamentId,
    actorId: userOf(actorEmail),
  }));
  await insert<Model.Amendment>(tx, 'Amendment', amendments);
  const calls = backup.calls.map(({ takenByEmail, closedByEmail, ...c }) => ({
    ...c,
    tournamentId,
    takenById: userOf(takenByEmail),
    closedById: userOf(closedByEmail),
  }));
  await insert<Model.DirectorCall>(tx, 'DirectorCall', calls);
  const collected = backup.prizesCollected.map(({ collectedByEmail, ...p }) => ({
    ...p,
    tournamentId,
    collectedById: userOf(collectedByEmail),
  }));
  await insert<Model.PrizeCollected>(tx, 'PrizeCollected', collected);
  await writeChain(tx, backup);
}

/**
 * The audit chain exactly as exported, in its order (new ids, given in that order), and its head. Nothing the hashes
 * cover changes, whatever the tournament's slug is here.
 */
async function writeChain(tx: Tx, backup: Backup): Promise<void> {
  const tournamentId = backup.tournament.id;
  const events = backup.auditEvents.map((event) => ({ ...event, tournamentId }));
  await insert<Omit<Model.AuditEvent, 'id'>>(tx, 'AuditEvent', events);
  const head = backup.auditChain;
  // Through the database's own function: the app's role cannot write a chain's head (docs/SECURITY.md).
  if (head) await tx.$executeRaw`SELECT audit_chain_import(${tournamentId}, ${head.lastHash}, ${head.length})`;
}
