import 'server-only';
import { rows, type Db } from '@/lib/db/client';
import { Prisma, type RoundStatus, type SheetStatus } from '@/lib/db/generated/client';
import { collectorSeat } from '@/lib/seating/collector';
import { PUBLIC_ROUND_SQL } from '@/lib/sheets/public-rounds';
import { currentRound } from './current-round';
import { rosterStamp } from '@/lib/standings/markers';
import { processMap } from '@/lib/util/process-map';

type RoundRow = {
  id: string;
  number: number;
  status: RoundStatus;
  repeatPairs: number;
  startedAt: Date | null;
  durationMinutes: number;
  /** A round's tables given extra minutes: whether the round is still being played after its time (see current-round). */
  tables: { table: number; extraMinutes: number; status: SheetStatus }[];
};

/** The rounds of the tournament `of` names, in order, published ones only unless `includeDrafts`: one SQL query. */
function roundRows(db: Db, of: Prisma.Sql, includeDrafts: boolean): Promise<RoundRow[]> {
  const shown = includeDrafts ? Prisma.empty : Prisma.sql`AND ${PUBLIC_ROUND_SQL}`;
  return rows<RoundRow>(
    db,
    Prisma.sql`
    SELECT r."id", r."number", r."status"::text AS "status", r."repeatPairs", r."startedAt", r."durationMinutes",
      coalesce((SELECT json_agg(json_build_object('table', rt."table", 'extraMinutes', rt."extraMinutes",
                                                  'status', rt."status"::text) ORDER BY rt."table")
                FROM "RoundTable" rt WHERE rt."roundId" = r."id" AND rt."extraMinutes" > 0), '[]') AS "tables"
    FROM "Round" r
    WHERE r."tournamentId" = ${of} ${shown}
    ORDER BY r."number"`,
  );
}

/** A tournament's rounds, in order, with their state (staff see drafts too), as most of its pages read them. */
export const roundsOf = (db: Db, tournamentId: string, includeDrafts: boolean) =>
  roundRows(db, Prisma.sql`${tournamentId}`, includeDrafts);

export type SeatLine = {
  table: number;
  letter: 'A' | 'B' | 'C' | 'D';
  player: { id: string; number: number; name: string };
};

/** The seats of round `number` of the tournament `slug`, sorted by table and seat, with their players: one query. */
const seatLines = (db: Db, slug: string, number: number) =>
  rows<{ table: number; letter: SeatLine['letter']; id: string; number: number; name: string }>(
    db,
    Prisma.sql`
    SELECT s."table", s."letter"::text AS "letter", p."id", p."number", p."name"
    FROM "Seat" s
    JOIN "Round" r ON r."id" = s."roundId"
    JOIN "Tournament" t ON t."id" = r."tournamentId"
    JOIN "Player" p ON p."id" = s."playerId"
    WHERE t."slug" = ${slug} AND r."number" = ${number}
    ORDER BY s."table", s."letter"`,
  ).then((rows) => rows.map(({ table, letter, ...player }): SeatLine => ({ table, letter, player })));

type SeatingRound = {
  id: string;
  tournamentId: string;
  number: number;
  status: RoundStatus;
  seatingMethod: string;
  seed: string | null;
  repeatPairs: number;
  durationMinutes: number;
  publishedAt: Date | null;
  startedAt: Date | null;
  closedAt: Date | null;
  version: number;
  /** The players' count and latest change: with the round's version, what its seat lines are read from. */
  roster: string;
  tournament: { id: string; name: string; slug: string; roundCount: number; gamesPerRound: number };
  /** Its tables' numbers, in order. */
  tableNumbers: number[];
};

/** Round `number` of the tournament `slug` with its tables' numbers in order: one query. */
async function seatingRound(db: Db, slug: string, number: number, includeDrafts: boolean) {
  const [round] = await rows<SeatingRound>(
    db,
    Prisma.sql`
    SELECT r."id", r."tournamentId", r."number", r."status"::text AS "status", r."seatingMethod", r."seed",
      r."repeatPairs", r."durationMinutes", r."publishedAt", r."startedAt", r."closedAt", r."version",
      ${rosterStamp(Prisma.sql`r."tournamentId"`)} AS "roster",
      json_build_object('id', t."id", 'name', t."name", 'slug', t."slug", 'roundCount', t."roundCount",
        'gamesPerRound', t."gamesPerRound") AS "tournament",
      (SELECT coalesce(array_agg(rt."table" ORDER BY rt."table"), '{}') FROM "RoundTable" rt
        WHERE rt."roundId" = r."id") AS "tableNumbers"
    FROM "Round" r JOIN "Tournament" t ON t."id" = r."tournamentId"
    WHERE t."slug" = ${slug} AND r."number" = ${number} AND (${includeDrafts} OR ${PUBLIC_ROUND_SQL})`,
  );
  return round ?? null;
}

export type RoundTableState = {
  id: string;
  table: number;
  status: SheetStatus;
  extraMinutes: number;
  _count: { games: number };
};

/** A round's tables in order, each with its state, extra minutes and count of games (the Director's round page). */
export const roundTables = (db: Db, roundId: string) =>
  rows<RoundTableState>(
    db,
    Prisma.sql`
    SELECT rt."id", rt."table", rt."status"::text AS "status", rt."extraMinutes",
      json_build_object('games', (SELECT count(*) FROM "Game" g WHERE g."roundTableId" = rt."id")) AS "_count"
    FROM "RoundTable" rt WHERE rt."roundId" = ${roundId}
    ORDER BY rt."table"`,
  );

/**
 * One round with its seats sorted by table and seat, or null when the tournament or round does not exist
 * (or, for the public, is not yet published). The round and its seats are read at once.
 */
export async function roundSeating(db: Db, slug: string, number: number, includeDrafts: boolean) {
  const key = `${slug} ${number}`;
  const kept = keptSeatLines.get(key);
  // Read with the round when none are kept; when some are, only if the round says they moved.
  const [round, read] = await Promise.all([
    seatingRound(db, slug, number, includeDrafts),
    kept ? null : seatLines(db, slug, number),
  ]);
  if (!round) return null;
  const { roster, ...shown } = round;
  const stamp = `${round.id} ${round.version} ${roster}`;
  const seats = kept?.stamp === stamp ? kept.seats : (read ?? (await seatLines(db, slug, number)));
  keptSeatLines.set(key, { stamp, seats });
  return { ...shown, seats, collector: collectorSeat(round.number) };
}

/**
 * Each round's seat lines as last read in this process, with the stamp of what they were read from (the round's
 * version, which every draft, swap and re-seating moves, and the players'): 2,000 seats are read again only when
 * those move, not at each of a hall's requests for its seating. A cache only: the stamp is read every time.
 */
const keptSeatLines = processMap<string, { stamp: string; seats: SeatLine[] }>('rounds.seatLines');

export type RoundSeating = NonNullable<Awaited<ReturnType<typeof roundSeating>>>;

/** The round whose clock the clock page and the projectors show: the current round (see current-round). */
export async function clockRound(db: Db, slug: string, now: Date) {
  const rounds = await roundRows(db, Prisma.sql`(SELECT "id" FROM "Tournament" WHERE "slug" = ${slug})`, false);
  return currentRound(rounds, now.getTime());
}
