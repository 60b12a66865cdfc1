import 'server-only';
import { rows, sqlTransaction, type Db, type Sql } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';
import { audit, type Actor } from '@/lib/audit/log';
import { collectorAt } from '@/lib/seating/collector';
import { INCIDENT_INFO, type IncidentKind } from '@/lib/rules/index';
import { sheetDigest, type DigestGame } from '../digest';
import { bumpSheet, lockSheet, type LockedSheet } from './locked-sheet';
import { failure, success, type ActionResult } from '@/lib/actions/result';

export type SheetStep = { roundTableId: string; version: number; now: Date };

type Step = (tx: Sql, sheet: LockedSheet) => Promise<ActionResult<{ status: string }>>;

/** Runs one step of a sheet's life (submit, accept, return) on the version the user saw, audited, at once. */
function sheetStep(name: string, step: Step, reason?: string) {
  return (db: Db, actor: Actor, input: SheetStep): Promise<ActionResult<{ status: string }>> =>
    sqlTransaction(db, async (tx) => {
      const sheet = await lockSheet(tx, input.roundTableId);
      if (!sheet) return failure('NOT_FOUND', 'There is no such table in this round.');
      if (sheet.version !== input.version)
        return failure('CONFLICT', 'The sheet changed since it was shown: reload it and look again.');
      const result = await step(tx, sheet);
      if (!result.ok) return result;
      await audit(tx, actor, {
        tournamentId: sheet.round.tournamentId,
        action: `sheet.${name}`,
        entity: 'RoundTable',
        entityId: sheet.id,
        before: { status: sheet.status },
        after: result.data,
        reason,
      });
      return result;
    });
}

/** Why the table cannot hand its sheet in yet (T25), or null. */
async function notReady(tx: Sql, sheet: LockedSheet): Promise<string | null> {
  const games = sheet.gamesEntered;
  if (games < sheet.gamesPerRound) return `Only ${games} of ${sheet.gamesPerRound} games are entered.`;
  const verified = await rows<{ letter: string }>(
    tx,
    Prisma.sql`SELECT "letter"::text AS "letter" FROM "Verification" WHERE "roundTableId" = ${sheet.id}`,
  );
  const missing = sheet.seated.filter((s) => !verified.some((v) => v.letter === s));
  if (missing.length > 0) return `Every card must be verified first (T25): not yet ${missing.join(', ')}.`;
  return openDispute(tx, sheet.id);
}

/** The table hands in its cards: every game entered, every card verified; the collector is recorded. */
export function submitSheet(db: Db, actor: Actor, input: SheetStep) {
  return sheetStep('submit', async (tx, sheet) => {
    if (sheet.status !== 'OPEN') return failure('LOCKED', `This sheet is already ${sheet.status.toLowerCase()}.`);
    const missing = await notReady(tx, sheet);
    if (missing) return failure('CONFLICT', missing);
    const collector = collectorAt(sheet.seated, sheet.round.number);
    await bumpSheet(tx, sheet.id, {
      status: 'SUBMITTED',
      submittedAt: input.now,
      submittedById: actor.userId,
      collectorId: sheet.players.get(collector)?.id,
    });
    return success({ status: 'SUBMITTED', collector }, 'Handed in: the sheet waits for acceptance.');
  })(db, actor, input);
}

/** The games of a sheet as the digest reads them. */
function digestGames(tx: Sql, roundTableId: string): Promise<DigestGame[]> {
  return rows<DigestGame>(
    tx,
    Prisma.sql`
    SELECT g."number", g."record",
           (SELECT coalesce(json_object_agg(gs."letter", gs."points"), '{}') FROM "GameScore" gs
             WHERE gs."gameId" = g."id") AS "scores"
    FROM "Game" g WHERE g."roundTableId" = ${roundTableId}`,
  );
}

/** Locks the sheet as accepted (T26) with the digest of its games as they are now; returns the digest. */
async function markAccepted(tx: Sql, sheet: LockedSheet, games: DigestGame[], actor: Actor, now: Date) {
  const digest = sheetDigest(sheet.ruleset, games);
  await bumpSheet(tx, sheet.id, {
    status: 'ACCEPTED',
    acceptedAt: now,
    acceptedById: actor.userId,
    acceptedDigest: digest,
  });
  return digest;
}

/** A scorekeeper or the Director accepts a submitted sheet: from now on it is locked (T26). */
export function acceptSheet(db: Db, actor: Actor, input: SheetStep) {
  return sheetStep('accept', async (tx, sheet) => {
    if (sheet.status !== 'SUBMITTED')
      return failure(
        'LOCKED',
        sheet.status === 'OPEN' ? 'The table has not handed this sheet in yet.' : 'This sheet is already accepted.',
      );
    const digest = await markAccepted(tx, sheet, await digestGames(tx, sheet.id), actor, input.now);
    return success({ status: 'ACCEPTED', digest }, 'Accepted: the sheet is locked.');
  })(db, actor, input);
}

/** A submitted sheet goes back to the table (a card to correct before acceptance); its verifications stay. */
export function returnSheet(db: Db, actor: Actor, input: SheetStep & { reason: string }) {
  return sheetStep(
    'return',
    async (tx, sheet) => {
      if (sheet.status !== 'SUBMITTED') return failure('LOCKED', 'Only a submitted sheet can go back to the table.');
      await bumpSheet(tx, sheet.id, { status: 'OPEN', submittedAt: null, submittedById: null, collectorId: null });
      return success({ status: 'OPEN' }, 'The sheet is back at the table.');
    },
    input.reason,
  )(db, actor, input);
}

/** Whether a sheet holds only games time ran out on, every seat at 0: nothing for its players to verify. */
export const onlyIncomplete = (games: readonly DigestGame[], gamesPerRound: number) =>
  games.length === gamesPerRound &&
  games.every((g) => g.record.outcome === 'incomplete' && Object.values(g.scores).every((points) => points === 0));

/**
 * Once time is called, the Director accepts in one step every sheet of the round that holds only incomplete games
 * with no points (T13.4): there is nothing on their cards to verify. Each is audited as the Director's acceptance.
 * Returns the tables closed out.
 */
export async function closeOutIncompleteSheets(db: Db, actor: Actor, roundId: string, now: Date): Promise<number[]> {
  return sqlTransaction(db, async (tx) => {
    const tables = await rows<{ id: string }>(
      tx,
      Prisma.sql`
      SELECT rt."id" FROM "RoundTable" rt JOIN "Round" r ON r."id" = rt."roundId"
      WHERE rt."roundId" = ${roundId} AND rt."status"::text IN ('OPEN', 'SUBMITTED') AND r."status"::text = 'TIME_UP'
      ORDER BY rt."table"`,
    );
    const closed: number[] = [];
    for (const { id } of tables) {
      const sheet = await lockSheet(tx, id);
      if (!sheet || (await openDispute(tx, sheet.id))) continue;
      const games = await digestGames(tx, sheet.id);
      if (!onlyIncomplete(games, sheet.gamesPerRound)) continue;
      const digest = await markAccepted(tx, sheet, games, actor, now);
      await audit(tx, actor, {
        tournamentId: sheet.round.tournamentId,
        action: 'sheet.closeOut',
        entity: 'RoundTable',
        entityId: sheet.id,
        before: { status: sheet.status },
        after: { status: 'ACCEPTED', digest },
        reason: 'Only incomplete games, no points: closed out by the Director once time was called (T13.4).',
      });
      closed.push(sheet.table);
    }
    return closed;
  });
}

/** Why a sheet with a dispute still open cannot be handed in, or null (DH: it is settled when the game ends). */
export async function openDispute(tx: Sql, roundTableId: string): Promise<string | null> {
  const [open] = await rows<{ kind: string; gameNumber: number | null }>(
    tx,
    Prisma.sql`
    SELECT "kind"::text AS "kind", "gameNumber" FROM "Incident"
    WHERE "roundTableId" = ${roundTableId} AND "status"::text = 'OPEN'
    ORDER BY "createdAt" LIMIT 1`,
  );
  if (!open) return null;
  const what = INCIDENT_INFO[open.kind as IncidentKind]?.title ?? open.kind;
  const game = open.gameNumber ? ` in game ${open.gameNumber}` : '';
  return `A disputed ${what.toLowerCase()}${game} is still open: the Director settles it before the sheet is handed in.`;
}
