import 'server-only';
import { failure, fieldFailure, success, type ActionResult, type Failure } from '@/lib/actions/result';
import { audit, type Actor } from '@/lib/audit/log';
import type { Db, Tx } from '@/lib/db/client';
import { isUniqueViolation } from '@/lib/db/errors';
import { SLUG_PATTERN } from '@/lib/tournaments/schema';
import { AUDIT_ALTERED, storedChainProblem } from './chain-check';
import { checkBackup } from './check';
import { countsOf, type Backup, type BackupCounts } from './format';
import { writeBackup, type Staffing } from './write';

export type ImportedTournament = {
  tournamentId: string;
  slug: string;
  counts: BackupCounts;
  /** Staff assignments of the file whose email has no account here: not imported. */
  skippedStaff: string[];
  /** Other staff the rows name (who entered, accepted, ruled …) without an account here: those names cleared. */
  clearedStaff: string[];
  /** No Director of the file has an account here, so the importing user was made its Director. */
  addedDirector: boolean;
};

/** What a new address must be, beside the upload form's `slug` field. */
export const SLUG_RULE = '3–60 lowercase letters, digits and dashes, not starting or ending with a dash';

/** A refusal of the file itself: beside the upload form's `file` field. */
const fileRefused = (reason: 'INVALID_INPUT' | 'CONFLICT', message: string): Failure<never> =>
  fieldFailure(reason, 'file', message);

type RawFailure = { meta?: { driverAdapterError?: { cause?: { kind?: string; originalCode?: string } } } };

/** A unique key refused a row: through the client (P2002) or a raw bulk insert (P2010 carrying the driver's cause). */
function duplicate(error: unknown): boolean {
  const cause = (error as RawFailure | null)?.meta?.driverAdapterError?.cause;
  return isUniqueViolation(error) || cause?.kind === 'UniqueConstraintViolation' || cause?.originalCode === '23505';
}

/** Thrown inside the transaction to roll every write back. */
class ChainRejected extends Error {}

/** Every staff email the file names: its assignments' and those on its rows. */
function emailsOf(backup: Backup): Set<string> {
  const named = [
    ...backup.staff.map((s) => s.email),
    ...backup.roundTables.flatMap((t) => [t.submittedByEmail, t.acceptedByEmail]),
    ...backup.games.map((g) => g.enteredByEmail),
    ...backup.gameScores.map((s) => s.overriddenByEmail),
    ...backup.verifications.map((v) => v.recordedByEmail),
    ...backup.incidents.flatMap((i) => [i.createdByEmail, i.ruledByEmail]),
    ...backup.amendments.map((a) => a.actorEmail),
    ...backup.calls.flatMap((c) => [c.takenByEmail, c.closedByEmail]),
    ...backup.prizesCollected.map((p) => p.collectedByEmail),
  ];
  return new Set(named.filter((email): email is string => email !== null));
}

/** The file's staff matched to this installation's users by email; the importer becomes Director if none matched. */
async function staffingOf(tx: Tx, backup: Backup, actor: Actor) {
  const emails = emailsOf(backup);
  const users = await tx.user.findMany({ where: { email: { in: [...emails] } }, select: { id: true, email: true } });
  const idOf = new Map(users.map((user) => [user.email, user.id]));
  const kept = backup.staff.flatMap(({ email, role }) => (idOf.has(email) ? [{ userId: idOf.get(email)!, role }] : []));
  const skippedStaff = backup.staff.filter((s) => !idOf.has(s.email)).map((s) => s.email);
  const listed = new Set(backup.staff.map((s) => s.email));
  const clearedStaff = [...emails].filter((email) => !idOf.has(email) && !listed.has(email)).sort();
  const addedDirector = !!actor.userId && !kept.some((a) => a.role === 'DIRECTOR');
  const assignments = addedDirector
    ? [...kept.filter((a) => a.userId !== actor.userId), { userId: actor.userId!, role: 'DIRECTOR' as const }]
    : kept;
  const staffing: Staffing = { assignments, userOf: (email) => (email === null ? null : (idOf.get(email) ?? null)) };
  return { staffing, skippedStaff, clearedStaff, addedDirector };
}

/** Why the tournament cannot be stored here under `slug`, if it cannot: the file's fault, or the address's. */
async function conflict(tx: Tx, backup: Backup, slug: string): Promise<Failure<never> | null> {
  const { id } = backup.tournament;
  const same = await tx.tournament.findUnique({ where: { id }, select: { slug: true } });
  if (same)
    return fileRefused(
      'CONFLICT',
      `This tournament is already in this installation, at /t/${same.slug}: a backup keeps its ids and audit chain, so it can be imported only once here.`,
    );
  if (await tx.auditChain.findUnique({ where: { chain: id } }))
    return fileRefused(
      'CONFLICT',
      'This installation already holds an audit chain for this tournament: it cannot hold a second one.',
    );
  if (await tx.tournament.findUnique({ where: { slug }, select: { id: true } }))
    return fieldFailure(
      'CONFLICT',
      'slug',
      `Another tournament already uses the address "${slug}" here: import this one under a new address.`,
    );
  return null;
}

/**
 * Imports a backup (the parsed file, or its text) as a new tournament: checked in full first, then every row written
 * in one transaction, ids and audit chain as they were (only the slug may change: no hash covers it), the stored chain
 * verified before commit. The import is recorded in the installation's own chain (events of no tournament), never in
 * the tournament's, which must stay the source's.
 */
export async function importTournament(
  db: Db,
  actor: Actor,
  raw: unknown,
  options: { slug?: string } = {},
): Promise<ActionResult<ImportedTournament>> {
  const checked = checkBackup(raw);
  if (!checked.ok) return fileRefused('INVALID_INPUT', checked.message);
  const { backup } = checked;
  const newSlug = options.slug?.trim().toLowerCase() || null;
  if (newSlug !== null && !SLUG_PATTERN.test(newSlug))
    return failure('INVALID_INPUT', `The new address: ${SLUG_RULE}.`, { slug: [SLUG_RULE] });
  const slug = newSlug ?? backup.tournament.slug;
  const counts = countsOf(backup);
  try {
    return await db.$transaction(
      async (tx): Promise<ActionResult<ImportedTournament>> => {
        const clash = await conflict(tx, backup, slug);
        if (clash) return clash;
        const { staffing, ...staff } = await staffingOf(tx, backup, actor);
        await writeBackup(tx, backup, slug, staffing);
        const problem = await storedChainProblem(tx, backup.tournament.id);
        if (problem) throw new ChainRejected(problem);
        await audit(tx, actor, {
          tournamentId: null,
          action: 'tournament.import',
          entity: 'Tournament',
          entityId: backup.tournament.id,
          after: { slug, sourceSlug: backup.tournament.slug, exportedAt: backup.exportedAt, counts, ...staff },
        });
        return success({ tournamentId: backup.tournament.id, slug, counts, ...staff });
      },
      { maxWait: 60_000, timeout: 30 * 60_000 },
    );
  } catch (error) {
    if (error instanceof ChainRejected) return fileRefused('INVALID_INPUT', `${AUDIT_ALTERED} (${error.message}).`);
    // Two imports of one file at once, or ids that another tournament here already has.
    if (duplicate(error))
      return fileRefused('CONFLICT', 'Rows of this backup already exist in this installation: nothing was imported.');
    throw error;
  }
}
