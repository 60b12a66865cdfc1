import 'server-only';
import type { Db } from '@/lib/db/client';
import { Prisma, type RoundStatus, type SheetStatus } from '@/lib/db/generated/client';
import { collectorSeat } from '@/lib/seating/collector';
import { PUBLIC_ROUND_SQL, PUBLIC_ROUNDS } from '@/lib/sheets/public-rounds';
import { currentRound } from './current-round';

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
  return db.$queryRaw<RoundRow[]>`
    SELECT r."id", r."number", r."status"::text AS "status", r."repeatPairs", r."startedAt", r."durationMinutes",
      coalesce((SELECT json_agg(json_build_object('table', rt."table", 'extraMinutes', rt."extraMinutes",
                                                  'status', rt."status"::text) ORDER BY rt."table")
                FROM "RoundTable" rt WHERE rt."roundId" = r."id" AND rt."extraMinutes" > 0), '[]') AS "tables"
    FROM "Round" r
    WHERE r."tournamentId" = ${of} ${shown}
    ORDER BY r."number"`;
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
  db.$queryRaw<{ table: number; letter: SeatLine['letter']; id: string; number: number; name: string }[]>`
    SELECT s."table", s."letter"::text AS "letter", p."id", p."number", p."name"
    FROM "Seat" s
    JOIN "Round" r ON r."id" = s."roundId"
    JOIN "Tournament" t ON t."id" = r."tournamentId"
    JOIN "Player" p ON p."id" = s."playerId"
    WHERE t."slug" = ${slug} AND r."number" = ${number}
    ORDER BY s."table", s."letter"`.then((rows) =>
    rows.map(({ table, letter, ...player }): SeatLine => ({ table, letter, player })),
  );

/**
 * One round with its seats sorted by table and seat, or null when the tournament or round does not exist
 * (or, for the public, is not yet published). The round and its seats are read at once.
 */
export async function roundSeating(db: Db, slug: string, number: number, includeDrafts: boolean) {
  const [round, seats] = await Promise.all([
    db.round.findFirst({
      where: { number, tournament: { slug }, ...(includeDrafts ? {} : { status: { in: [...PUBLIC_ROUNDS] } }) },
      include: {
        tournament: { select: { id: true, name: true, slug: true, roundCount: true, gamesPerRound: true } },
        tables: {
          select: { id: true, table: true, status: true, extraMinutes: true, _count: { select: { games: true } } },
          orderBy: { table: 'asc' },
        },
      },
    }),
    seatLines(db, slug, number),
  ]);
  return round && { ...round, seats, collector: collectorSeat(round.number) };
}

export type RoundSeating = NonNullable<Awaited<ReturnType<typeof roundSeating>>>;

/** The round whose clock the clock page and the projectors show: the current round (see current-round). */
export async function clockRound(db: Db, slug: string, now: Date) {
  const rounds = await roundRows(db, Prisma.sql`(SELECT "id" FROM "Tournament" WHERE "slug" = ${slug})`, false);
  return currentRound(rounds, now.getTime());
}
