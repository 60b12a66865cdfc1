// Bulk writes of played demo sheets: one INSERT … SELECT FROM unnest(…) per table of rows, each column sent as one
// array. Prisma's createMany takes about half a millisecond a row here, far too slow for 20,000 games.
import 'server-only';
import type { Tx } from '@/lib/db/client';
import { SEATS, type Seat } from '@/lib/rules';
import type { PlayedTable } from './played-sheet';

type GameRow = { id: string; roundTableId: string; number: number; record: unknown; lines: unknown; at: Date };
type ScoreRow = { id: string; gameId: string; letter: Seat; playerId: string; points: number };
type CardRow = {
  id: string;
  roundTableId: string;
  letter: Seat;
  verifiedByLetter: Seat;
  verifiedByPlayerId: string;
  initials: string;
  sheetVersion: number;
};
type AcceptedRow = { roundTableId: string; collectorId: string; digest: string };

/** Times go as UTC text: the columns hold UTC without a zone, as Prisma writes them, whatever the machine's zone. */
const utc = (at: Date) => at.toISOString();

/** Games as entered by `enteredById`: version 1, the record and its lines as JSON. */
async function insertGames(tx: Tx, enteredById: string, rows: readonly GameRow[]): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO "Game" ("id", "roundTableId", "number", "record", "lines", "version", "enteredById", "createdAt", "updatedAt")
    SELECT v.id, v.sheet, v.number, v.record::jsonb, v.lines::jsonb, 1, ${enteredById}, v.at, v.at
    FROM unnest(${rows.map((r) => r.id)}::text[], ${rows.map((r) => r.roundTableId)}::text[],
      ${rows.map((r) => r.number)}::int[], ${rows.map((r) => JSON.stringify(r.record))}::text[],
      ${rows.map((r) => JSON.stringify(r.lines))}::text[], ${rows.map((r) => utc(r.at))}::timestamp(3)[])
      AS v(id, sheet, number, record, lines, at)`;
}

/** Each seat's computed points, which are the points that count (no Director's override). */
async function insertScores(tx: Tx, rows: readonly ScoreRow[]): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO "GameScore" ("id", "gameId", "letter", "playerId", "computedPoints", "points")
    SELECT v.id, v.game, v.letter::"SeatLetter", v.player, v.points, v.points
    FROM unnest(${rows.map((r) => r.id)}::text[], ${rows.map((r) => r.gameId)}::text[],
      ${rows.map((r) => r.letter)}::text[], ${rows.map((r) => r.playerId)}::text[],
      ${rows.map((r) => r.points)}::int[]) AS v(id, game, letter, player, points)`;
}

/** Cards verified by initials that the scorekeeper `recordedById` copied from the paper cards, at `at`. */
async function insertCards(tx: Tx, recordedById: string, at: Date, rows: readonly CardRow[]): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO "Verification" ("id", "roundTableId", "letter", "verifiedByLetter", "verifiedByPlayerId", "initials",
      "method", "recordedById", "sheetVersion", "at")
    SELECT v.id, v.sheet, v.letter::"SeatLetter", v.verifier::"SeatLetter", v.player, v.initials,
      'INITIALS'::"VerificationMethod", ${recordedById}, v.version, ${utc(at)}::timestamp(3)
    FROM unnest(${rows.map((r) => r.id)}::text[], ${rows.map((r) => r.roundTableId)}::text[],
      ${rows.map((r) => r.letter)}::text[], ${rows.map((r) => r.verifiedByLetter)}::text[],
      ${rows.map((r) => r.verifiedByPlayerId)}::text[], ${rows.map((r) => r.initials)}::text[],
      ${rows.map((r) => r.sheetVersion)}::int[]) AS v(id, sheet, letter, verifier, player, initials, version)`;
}

/** Sheets handed in at `submittedAt` and accepted at `acceptedAt` by `staffId`, at sheet version `version`. */
async function acceptSheets(
  tx: Tx,
  staff: { staffId: string; submittedAt: Date; acceptedAt: Date; version: number },
  rows: readonly AcceptedRow[],
): Promise<void> {
  await tx.$executeRaw`
    UPDATE "RoundTable" AS t SET "status" = 'ACCEPTED'::"SheetStatus", "version" = ${staff.version},
      "submittedAt" = ${utc(staff.submittedAt)}::timestamp(3), "submittedById" = ${staff.staffId}, "collectorId" = v.collector,
      "acceptedAt" = ${utc(staff.acceptedAt)}::timestamp(3), "acceptedById" = ${staff.staffId}, "acceptedDigest" = v.digest
    FROM unnest(${rows.map((r) => r.roundTableId)}::text[], ${rows.map((r) => r.collectorId)}::text[],
      ${rows.map((r) => r.digest)}::text[]) AS v(id, collector, digest)
    WHERE t."id" = v.id`;
}

const MINUTE = 60_000;

/** When the round's sheets were filled in: the games evenly over the round, handed in at its end, accepted after. */
export type SheetTimes = { start: Date; minutes: number; gamesPerRound: number };

/**
 * Writes the played sheets of a round: games as the scorekeeper `staffId` entered them, each seat's points, the cards
 * verified by initials once every game was entered (each entry bumped the sheet's version), then the hand-in and the
 * acceptance, which bump it once more each, as in the app.
 */
export async function writePlayedSheets(
  tx: Tx,
  staffId: string,
  played: readonly PlayedTable[],
  times: SheetTimes,
  newId: () => string,
): Promise<void> {
  const start = times.start.getTime();
  const minutesPerGame = times.minutes / times.gamesPerRound;
  const gameAt = (number: number) => new Date(start + Math.round(number * minutesPerGame) * MINUTE);
  const submittedAt = new Date(start + times.minutes * MINUTE);
  const acceptedAt = new Date(submittedAt.getTime() + 5 * MINUTE);
  const games = played.flatMap(({ table, sheet, gameIds }) =>
    sheet.games.map(({ number, record, lines }, i) => {
      return { id: gameIds[i] as string, roundTableId: table.id, number, record, lines, at: gameAt(number) };
    }),
  );
  const scores = played.flatMap(({ table, sheet, gameIds }) =>
    sheet.games.flatMap((game, i) =>
      SEATS.flatMap((letter) => {
        const points = game.scores[letter];
        const player = table.players.get(letter);
        if (points === undefined || !player) return [];
        return [{ id: newId(), gameId: gameIds[i] as string, letter, playerId: player.id, points }];
      }),
    ),
  );
  const cards = played.flatMap(({ table, sheet }) =>
    sheet.cards.map((card) => ({
      id: newId(),
      roundTableId: table.id,
      letter: card.card,
      verifiedByLetter: card.verifiedBy,
      verifiedByPlayerId: card.verifier.id,
      initials: card.initials,
      sheetVersion: times.gamesPerRound + 1,
    })),
  );
  const accepted = played.map(({ table, sheet }) => {
    return { roundTableId: table.id, collectorId: sheet.collector.player.id, digest: sheet.digest };
  });
  await insertGames(tx, staffId, games);
  await insertScores(tx, scores);
  await insertCards(tx, staffId, submittedAt, cards);
  const version = times.gamesPerRound + 3;
  await acceptSheets(tx, { staffId, submittedAt, acceptedAt, version }, accepted);
}
