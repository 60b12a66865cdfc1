import 'server-only';
import { rows, sqlTransaction, type Db, type Sql } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';
import { isUniqueViolation } from '@/lib/db/errors';
import { auditMany, type Actor, type AuditEntry } from '@/lib/audit/log';
import { changedCards, scoreGame, validateGame, type GameRecord, type Problem, type Seat } from '@/lib/rules/index';
import { failure, success, type ActionResult, type Failure, type FieldErrors } from '@/lib/actions/result';
import { lockSheet, sheetGame, type LockedSheet, type SheetGame } from './locked-sheet';
import { pointsKeepingOverride } from './override';
import { logChange } from './change-log';
import { markApplied, pendingReason, pendingRulings, withPendingRulings } from './pending-rulings';

/**
 * A Director's change to an accepted sheet (T26): why, and that every player of the table was there. `ruling`: the
 * change is an incident ruling's effect (T27), logged as such.
 */
export type Amendment = { reason: string; allPresent: true; kind?: 'game' | 'ruling' };

export type RecordGameInput = {
  roundTableId: string;
  number: number;
  record: unknown;
  expectedVersion: number | null;
  amendment?: Amendment;
  /** A Director's ruling applied to a sheet not yet accepted: in the public change log too, with its words. */
  ruling?: { reason: string };
  /** The tournament the table must be in (an action's): a table of another is refused as unknown. */
  tournamentId?: string;
};

type Points = Partial<Record<Seat, number>>;
/** The game as it is now stored, shown to whoever lost a race to change it. */
export type NewerGame = { version: number; record: GameRecord; scores: Points; enteredBy: string | null };

export type SavedGame = { gameId: string; version: number; scores: Points; clearedCards: Seat[]; reopened: boolean };

/** What a refused save carries: the record's problems, or the game as now stored when someone else saved first. */
export type GameRefusal = { problems?: Problem[]; current?: NewerGame | null };

export type RecordGameResult = ActionResult<SavedGame, GameRefusal>;

/** Why this sheet takes no such write now, or null. Entry runs until acceptance; after it, only amendments. */
function statusRefusal(sheet: LockedSheet, amending: boolean): Failure<never> | null {
  // A draft's seating can still be redrawn, which replaces its tables (and would drop their games unaudited).
  if (sheet.round.status === 'DRAFT')
    return failure('LOCKED', `Round ${sheet.round.number} is not published yet: its seating may still change.`);
  if (amending && sheet.status !== 'ACCEPTED')
    return failure('LOCKED', 'This sheet is not accepted yet: correct the game on the sheet itself.');
  if (!amending && sheet.status === 'ACCEPTED')
    return failure('LOCKED', 'This sheet was accepted: it is locked. Only the Director can amend it (T26).');
  return null;
}

/** A table id of another tournament, refused as an unknown one. */
export const noTable = () => failure('NOT_FOUND', 'There is no such table in this tournament.');

/** A game of a sheet as stored, or null when not entered yet. */
export async function storedGame(db: Sql, roundTableId: string, number: number): Promise<SheetGame | null> {
  const [row] = await rows<{ game: SheetGame | null }>(
    db,
    Prisma.sql`SELECT ${sheetGame(roundTableId, number)} AS "game"`,
  );
  return row?.game ?? null;
}

async function conflict(db: Db, input: RecordGameInput): Promise<RecordGameResult> {
  const stored = await storedGame(db, input.roundTableId, input.number);
  if (!stored) {
    const message = `Game ${input.number} is not entered any more: reload the sheet.`;
    return failure('CONFLICT', message, undefined, { current: null });
  }
  const { enteredById, version, record, scores } = stored;
  const user = enteredById ? await db.user.findUnique({ where: { id: enteredById }, select: { name: true } }) : null;
  const current = { version, record, scores, enteredBy: user?.name ?? null };
  const message = `Game ${input.number} was changed by ${current.enteredBy ?? 'someone else'} meanwhile: their version is shown; yours was not saved.`;
  return failure('CONFLICT', message, undefined, { current });
}

/**
 * Records (or, with the version the user saw, changes) one game of a table's sheet: validates the record, scores it
 * under the tournament's ruleset, stores record, lines and points, removes the verifications of the cards it changes
 * (a submitted sheet whose cards change goes back to the table) and audits it all, in one transaction. With an
 * amendment it changes a game of an accepted sheet instead, kept in the public change log.
 */
export async function recordGame(db: Db, actor: Actor, input: RecordGameInput): Promise<RecordGameResult> {
  const checked = validateGame(input.record);
  if (!checked.ok) return unsaved(input.number, checked.problems);
  try {
    const result = await sqlTransaction(db, async (tx) => {
      const written = await writeGame(tx, actor, input, checked.game);
      if (written === 'CONFLICT') return written;
      await auditMany(
        tx,
        written.entries.map((entry) => ({ actor, entry })),
      );
      return written.result;
    });
    return result === 'CONFLICT' ? conflict(db, input) : result;
  } catch (error) {
    if (isUniqueViolation(error)) return conflict(db, input);
    throw error;
  }
}

/** A record the rules refuse: each problem beside its field of the form (`record` for the whole game). */
function unsaved(number: number, problems: Problem[]): RecordGameResult {
  const fieldErrors: FieldErrors = {};
  for (const p of problems) (fieldErrors[p.field || 'record'] ??= []).push(p.message);
  const message = `Game ${number} was not saved: see the message beside each field.`;
  return failure('INVALID_INPUT', message, fieldErrors, { problems });
}

const seatProblem = (number: number, seated: Seat[]) =>
  unsaved(number, [
    {
      field: 'seats',
      code: 'seat_not_at_table',
      message: `The record's seats must be the seats taken at this table: ${seated.join(', ')}.`,
    },
  ]);

/** A game write done inside the caller's transaction, and the audit entries the caller appends after its own writes. */
export type GameWrite = { result: RecordGameResult; entries: AuditEntry[] };

const unwritten = (result: RecordGameResult): GameWrite => ({ result, entries: [] });

/**
 * The body of `recordGame` inside a transaction the caller holds (game entry, and an incident ruling's effect): the
 * record must be validated already. 'CONFLICT': the game is not at the version expected. The caller audits `entries`.
 */
export async function writeGame(
  tx: Sql,
  actor: Actor,
  input: RecordGameInput,
  entered: GameRecord,
): Promise<GameWrite | 'CONFLICT'> {
  const sheet = await lockSheet(tx, input.roundTableId, input.number);
  if (!sheet) return unwritten(failure('NOT_FOUND', 'There is no such table in this round.'));
  if (input.tournamentId !== undefined && sheet.round.tournamentId !== input.tournamentId) return unwritten(noTable());
  const refusal = statusRefusal(sheet, input.amendment !== undefined);
  if (refusal) return unwritten(refusal);
  if (!Number.isInteger(input.number) || input.number < 1 || input.number > sheet.gamesPerRound) {
    return unwritten(failure('NOT_FOUND', `A round has games 1 to ${sheet.gamesPerRound}.`));
  }
  if (entered.seats.length !== sheet.seated.length || !entered.seats.every((s) => sheet.players.has(s))) {
    return unwritten(seatProblem(input.number, sheet.seated));
  }
  const before = sheet.game;
  if ((before?.version ?? null) !== input.expectedVersion) return 'CONFLICT';
  const waiting = await withRulingsWaiting(tx, sheet, input.number, entered);
  if (!waiting.ok) return unwritten(unsaved(input.number, waiting.problems));
  const { record, pending } = waiting;
  const { scores, lines } = scoreGame(record, sheet.ruleset);
  const points = countedPoints(scores, before);
  const changed = input.amendment ? [] : changedCards(before?.scores ?? null, points, sheet.seated);
  const game = { record, lines, actor, scores };
  const stored = await storeGame(tx, sheet, input.number, before?.version ?? null, game, changed);
  if (!stored) return 'CONFLICT';
  const { gameId, removed: cleared, reopened } = stored;
  const entries: AuditEntry[] = [
    {
      tournamentId: sheet.round.tournamentId,
      action: input.amendment ? 'game.amend' : before ? 'game.change' : 'game.record',
      entity: 'Game',
      entityId: gameId,
      before: before ? { record: before.record, scores: before.scores } : undefined,
      after: { record, lines, scores: points },
      reason: input.amendment?.reason,
    },
  ];
  if (cleared.length > 0) entries.push(unverifyEntry(sheet, cleared, reopened));
  entries.push(...(await markApplied(tx, pending, gameId, sheet.round.tournamentId)));
  const ruling = input.ruling ?? (pending.length > 0 ? { reason: pendingReason(pending) } : undefined);
  const logged = input.amendment ?? (ruling && { ...ruling, kind: 'ruling' as const, allPresent: false });
  if (logged) {
    const was = before && { record: before.record, scores: before.scores };
    const line = {
      kind: 'game' as const,
      ...logged,
      number: input.number,
      before: was,
      after: { record, scores: points },
    };
    await logChange(tx, actor, sheet, line);
  }
  const version = (before?.version ?? 0) + 1;
  const saved = { gameId, version, scores: points, clearedCards: cleared, reopened };
  return { result: success(saved, savedMessage(input.number, cleared, reopened)), entries };
}

function savedMessage(number: number, cleared: Seat[], reopened: boolean) {
  const unverified = cleared.length
    ? ` Verification of card ${cleared.join(', ')} removed: check ${cleared.length === 1 ? 'it' : 'them'} again.`
    : '';
  return `Game ${number} saved.${unverified}${reopened ? ' The sheet is back at the table.' : ''}`;
}

/**
 * The record as entered, with the rulings made before the game was first entered merged in (a disputed challenge
 * settled at the game's end, lib/sheets/pending-rulings.ts), checked again.
 */
async function withRulingsWaiting(tx: Sql, sheet: LockedSheet, number: number, entered: GameRecord) {
  const pending = sheet.game ? [] : await pendingRulings(tx, sheet.id, number);
  if (pending.length === 0) return { ok: true as const, record: entered, pending };
  const checked = withPendingRulings(entered, pending, sheet.seated);
  return checked.ok ? { ok: true as const, record: checked.game, pending } : checked;
}

type GameData = { record: GameRecord; lines: unknown; actor: Actor; scores: Points };

/** The points that count: the computed ones, except where a Director's ruling (T27) set a seat's points. */
function countedPoints(scores: Points, before: SheetGame | null): Points {
  const ruled = new Set(before?.overridden ?? []);
  return Object.fromEntries(
    (Object.entries(scores) as [Seat, number][]).map(([seat, points]) => [
      seat,
      ruled.has(seat) ? before!.scores[seat] : points,
    ]),
  );
}

/**
 * In one statement: creates the game, or updates it where its version is still the one read; stores each seat's
 * computed points with it (a Director's override keeps its points); and clears the changed cards (`changeCards`).
 * Null when someone else got there first: nothing is written then.
 */
async function storeGame(
  tx: Sql,
  sheet: LockedSheet,
  number: number,
  version: number | null,
  game: GameData,
  changed: Seat[],
) {
  const seats = (Object.entries(game.scores) as [Seat, number][]).map(([letter, points]) => ({
    letter,
    playerId: sheet.players.get(letter)?.id,
    points,
  }));
  const [row] = await rows<{ gameId: string | null } & ClearedCards>(
    tx,
    Prisma.sql`
    WITH "game" AS (
      INSERT INTO "Game" ("id", "roundTableId", "number", "record", "lines", "enteredById", "updatedAt")
      VALUES (gen_random_uuid()::text, ${sheet.id}, ${number}, ${JSON.stringify(game.record)}::jsonb,
              ${JSON.stringify(game.lines)}::jsonb, ${game.actor.userId}, now() AT TIME ZONE 'UTC')
      ON CONFLICT ("roundTableId", "number") DO UPDATE
      SET "record" = EXCLUDED."record", "lines" = EXCLUDED."lines", "enteredById" = EXCLUDED."enteredById",
          "version" = "Game"."version" + 1, "updatedAt" = EXCLUDED."updatedAt"
      WHERE "Game"."version" = ${version}
      RETURNING "id"
    ),
    "scores" AS (
      INSERT INTO "GameScore" ("id", "gameId", "letter", "playerId", "computedPoints", "points")
      SELECT gen_random_uuid()::text, g."id", s."letter"::"SeatLetter", s."playerId", s."points", s."points"
      FROM "game" g,
           jsonb_to_recordset(${JSON.stringify(seats)}::jsonb) AS s("letter" text, "playerId" text, "points" int)
      ON CONFLICT ("gameId", "letter") DO UPDATE
      SET "playerId" = EXCLUDED."playerId", "computedPoints" = EXCLUDED."computedPoints",
          "points" = ${pointsKeepingOverride('"GameScore"', 'EXCLUDED."points"')}
    ),
    ${clearCards(sheet, changed, Prisma.sql`EXISTS (SELECT 1 FROM "game")`)},
    (SELECT "id" FROM "game") AS "gameId"`,
  );
  return row?.gameId ? { gameId: row.gameId, removed: row.removed, reopened: row.reopened } : null;
}

type ClearedCards = { removed: Seat[]; reopened: boolean };

/**
 * The end of a statement that marks the sheet changed (its version, which verifications and hand-ins name, moves on)
 * and removes the verifications of `cards`, where `only` holds: two more CTEs and the sheet's update, returning the
 * cards cleared and whether a submitted sheet went back to the table. A returned column may follow.
 */
function clearCards(sheet: LockedSheet, cards: Seat[], only: Prisma.Sql) {
  return Prisma.sql`
    "removed" AS (
      DELETE FROM "Verification"
      WHERE "roundTableId" = ${sheet.id} AND ${only}
        AND "letter"::text IN (SELECT jsonb_array_elements_text(${JSON.stringify(cards)}::jsonb))
      RETURNING "letter"::text AS "letter"
    ),
    "reopen" AS (SELECT ${sheet.status === 'SUBMITTED'} AND EXISTS (SELECT 1 FROM "removed") AS "yes")
    UPDATE "RoundTable"
    SET "version" = "version" + 1,
        "status" = CASE WHEN (SELECT "yes" FROM "reopen") THEN 'OPEN' ELSE "status" END,
        "submittedAt" = CASE WHEN (SELECT "yes" FROM "reopen") THEN NULL ELSE "submittedAt" END,
        "submittedById" = CASE WHEN (SELECT "yes" FROM "reopen") THEN NULL ELSE "submittedById" END,
        "collectorId" = CASE WHEN (SELECT "yes" FROM "reopen") THEN NULL ELSE "collectorId" END
    WHERE "id" = ${sheet.id} AND ${only}
    RETURNING (SELECT coalesce(json_agg("letter" ORDER BY "letter"), '[]') FROM "removed") AS "removed",
              (SELECT "yes" FROM "reopen") AS "reopened"`;
}

/**
 * Marks the sheet changed and removes the verifications of changed cards; a submitted sheet with a card no longer
 * verified goes back to the table. One statement. Returns the cards whose verification was removed.
 */
export async function changeCards(tx: Sql, sheet: LockedSheet, cards: Seat[]): Promise<ClearedCards> {
  const [row] = await rows<ClearedCards>(tx, Prisma.sql`WITH ${clearCards(sheet, cards, Prisma.sql`true`)}`);
  return row!;
}

export const unverifyEntry = (sheet: LockedSheet, cards: Seat[], reopened: boolean): AuditEntry => ({
  tournamentId: sheet.round.tournamentId,
  action: 'card.unverify',
  entity: 'RoundTable',
  entityId: sheet.id,
  after: { cards, reopened },
  reason: 'A game on these cards changed after they were verified.',
});
