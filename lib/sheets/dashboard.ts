import 'server-only';
import { lockedPinsOfRound, lockMinutes } from '@/lib/auth/pin-lock';
import { rows, type Db } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';

/** What a table still lacks, first thing first. */
export type TableProgress =
  'no games' | 'games missing' | 'cards unverified' | 'not handed in' | 'awaiting acceptance' | 'accepted';

export const PROGRESS_ORDER: readonly TableProgress[] = [
  'no games',
  'games missing',
  'cards unverified',
  'not handed in',
  'awaiting acceptance',
  'accepted',
];

type Counts = { status: string; games: number; gamesPerRound: number; verified: number; seated: number };

export function progressOf(t: Counts): TableProgress {
  if (t.status === 'ACCEPTED') return 'accepted';
  if (t.status === 'SUBMITTED') return 'awaiting acceptance';
  if (t.games === 0) return 'no games';
  if (t.games < t.gamesPerRound) return 'games missing';
  if (t.verified < t.seated) return 'cards unverified';
  return 'not handed in';
}

type RoundRow = { id: string; number: number; status: string; gamesPerRound: number };

/**
 * A round's tables with how far each sheet has come, for the missing-results dashboard. Null: no such round. In SQL:
 * every scorekeeper's dashboard renders again on every change at a round's end (500 tables: 70–125 ms through the ORM).
 */
export async function roundResults(db: Db, tournamentId: string, number: number) {
  const [round] = await rows<RoundRow>(
    db,
    Prisma.sql`
    SELECT r."id", r."number", r."status"::text AS "status", t."gamesPerRound"
    FROM "Round" r JOIN "Tournament" t ON t."id" = r."tournamentId"
    WHERE r."tournamentId" = ${tournamentId} AND r."number" = ${number}`,
  );
  if (!round) return null;
  const [counts, locked] = await Promise.all([
    rows<Omit<Counts, 'gamesPerRound'> & { table: number }>(
      db,
      Prisma.sql`
      SELECT rt."table", rt."status"::text AS "status",
             (SELECT count(*)::int FROM "Game" g WHERE g."roundTableId" = rt."id") AS "games",
             (SELECT count(*)::int FROM "Verification" v WHERE v."roundTableId" = rt."id") AS "verified",
             (SELECT count(*)::int FROM "Seat" s WHERE s."roundId" = rt."roundId" AND s."table" = rt."table") AS "seated"
      FROM "RoundTable" rt WHERE rt."roundId" = ${round.id}
      ORDER BY rt."table"`,
    ),
    lockedPinsOfRound(db, round.id),
  ]);
  const tables = counts.map((t) => {
    const table = { ...t, gamesPerRound: round.gamesPerRound };
    return { ...table, progress: progressOf(table) };
  });
  const lockedPins = locked.map(({ table, name, seconds }) => ({ table, name, minutes: lockMinutes(seconds) }));
  return { number: round.number, status: round.status, tables, lockedPins };
}
