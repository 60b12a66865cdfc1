import type { Db, Tx } from '@/lib/db/client';
import { isUniqueViolation } from '@/lib/db/errors';
import { audit, type Actor } from '@/lib/audit/log';
import { rulesetSchema, scoreGame, validateGame, type GameRecord, type Problem, type Seat } from '@/lib/rules';
import { toJson } from '@/lib/util/json';

export type RecordGameInput = { roundTableId: string; number: number; record: unknown; expectedVersion: number | null };

export type RecordGameResult =
  | { ok: true; gameId: string; version: number; scores: Record<string, number> }
  | { ok: false; reason: 'INVALID_INPUT'; problems: Problem[] }
  | { ok: false; reason: 'NOT_FOUND' | 'LOCKED' | 'CONFLICT'; message: string };

const seatProblem = (seated: Seat[]): Problem => ({
  field: 'seats',
  code: 'seat_not_at_table',
  message: `The record's seats must be the seats taken at this table: ${seated.join(', ')}.`,
});

const conflict = (number: number): RecordGameResult => ({
  ok: false,
  reason: 'CONFLICT',
  message: `Game ${number} was changed by someone else meanwhile: reload it to see their version.`,
});

async function loadTable(tx: Tx, roundTableId: string) {
  return tx.roundTable.findUnique({
    where: { id: roundTableId },
    select: {
      id: true,
      table: true,
      status: true,
      round: { select: { id: true, number: true, status: true, tournamentId: true } },
    },
  });
}

/**
 * The tournament's ruleset, read under a share lock: a ruleset change (which locks the row for update and then
 * re-scores every stored game) waits for this game to be stored, or this game waits and is scored by the new ruleset.
 */
async function lockedTournament(tx: Tx, tournamentId: string) {
  const [row] = await tx.$queryRaw<{ ruleset: unknown; gamesPerRound: number }[]>`
    SELECT "ruleset", "gamesPerRound" FROM "Tournament" WHERE "id" = ${tournamentId} FOR SHARE`;
  if (!row) throw new Error(`Tournament ${tournamentId} of a round table is missing`);
  return { ruleset: rulesetSchema.parse(row.ruleset), gamesPerRound: row.gamesPerRound };
}

async function writeScores(tx: Tx, gameId: string, scores: Record<string, number>, playerBySeat: Map<Seat, string>) {
  for (const [letter, points] of Object.entries(scores) as [Seat, number][]) {
    const playerId = playerBySeat.get(letter) as string;
    const existing = await tx.gameScore.findUnique({ where: { gameId_letter: { gameId, letter } } });
    await tx.gameScore.upsert({
      where: { gameId_letter: { gameId, letter } },
      create: { gameId, letter, playerId, computedPoints: points, points },
      // A Director's override (T27) keeps its points; the computed value beside it is refreshed.
      update: { playerId, computedPoints: points, points: existing?.overriddenAt ? existing.points : points },
    });
  }
}

/**
 * Records (or, with the version the user saw, changes) one game of a table's open sheet: validates the record,
 * scores it under the tournament's ruleset and stores record, lines and points with an audit event, all at once.
 */
export async function recordGame(db: Db, actor: Actor, input: RecordGameInput): Promise<RecordGameResult> {
  const checked = validateGame(input.record);
  if (!checked.ok) return { ok: false, reason: 'INVALID_INPUT', problems: checked.problems };
  try {
    return await db.$transaction((tx) => write(tx, actor, input, checked.game));
  } catch (error) {
    if (isUniqueViolation(error)) return conflict(input.number);
    throw error;
  }
}

async function write(tx: Tx, actor: Actor, input: RecordGameInput, record: GameRecord): Promise<RecordGameResult> {
  // The sheet's row is locked first, so that a submission cannot slip in between checking it is open and writing.
  await tx.$executeRaw`SELECT 1 FROM "RoundTable" WHERE "id" = ${input.roundTableId} FOR UPDATE`;
  const table = await loadTable(tx, input.roundTableId);
  if (!table) return { ok: false, reason: 'NOT_FOUND', message: 'There is no such table in this round.' };
  if (table.status !== 'OPEN')
    return { ok: false, reason: 'LOCKED', message: 'This sheet was submitted: it is locked.' };
  // A draft's seating can still be redrawn, which replaces its tables (and would drop their games unaudited).
  if (table.round.status === 'DRAFT') {
    return {
      ok: false,
      reason: 'LOCKED',
      message: `Round ${table.round.number} is not published yet: its seating may still change.`,
    };
  }
  const { tournamentId } = table.round;
  const tournament = await lockedTournament(tx, tournamentId);
  if (!Number.isInteger(input.number) || input.number < 1 || input.number > tournament.gamesPerRound) {
    return { ok: false, reason: 'NOT_FOUND', message: `A round has games 1 to ${tournament.gamesPerRound}.` };
  }
  const seats = await tx.seat.findMany({ where: { roundId: table.round.id, table: table.table } });
  const playerBySeat = new Map(seats.map((s) => [s.letter as Seat, s.playerId]));
  const seated = [...playerBySeat.keys()].sort();
  if (record.seats.length !== seated.length || !record.seats.every((s) => playerBySeat.has(s))) {
    return { ok: false, reason: 'INVALID_INPUT', problems: [seatProblem(seated)] };
  }
  const { scores, lines } = scoreGame(record, tournament.ruleset);
  const existing = await tx.game.findUnique({
    where: { roundTableId_number: { roundTableId: table.id, number: input.number } },
  });
  if ((existing?.version ?? null) !== input.expectedVersion) {
    return conflict(input.number);
  }
  const data = { record: toJson(record), lines: toJson(lines), enteredById: actor.userId };
  const game = existing
    ? await tx.game
        .updateManyAndReturn({
          where: { id: existing.id, version: existing.version },
          data: { ...data, version: { increment: 1 } },
        })
        .then((rows) => rows[0])
    : await tx.game.create({ data: { ...data, roundTableId: table.id, number: input.number } });
  if (!game) return conflict(input.number);
  await writeScores(tx, game.id, scores, playerBySeat);
  await tx.roundTable.update({ where: { id: table.id }, data: { version: { increment: 1 } } });
  await audit(tx, actor, {
    tournamentId,
    action: existing ? 'game.change' : 'game.record',
    entity: 'Game',
    entityId: game.id,
    before: existing ? { record: existing.record, lines: existing.lines } : undefined,
    after: { record, lines, scores },
  });
  return { ok: true, gameId: game.id, version: game.version, scores };
}
