import 'server-only';
import { rows, type Db } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';
import { dateOf, ms } from '@/lib/db/sql';
import type { Seat } from '@/lib/rules';
import { callKindTitle, waitsByRound, type CallStatus, type RoundStatus, type RoundWaits } from './rules';

const CALL = {
  id: true,
  status: true,
  seat: true,
  confirmed: true,
  kind: true,
  line: true,
  calledAt: true,
  takenAt: true,
  takenById: true,
  closedAt: true,
  closedById: true,
  incidentId: true,
  note: true,
  roundTable: { select: { table: true, round: { select: { number: true } } } },
} as const;

/** A call as pages show it: where, what the caller said, and who took and closed it, by name. */
export type CallView = {
  id: string;
  status: CallStatus;
  round: number;
  table: number;
  seat: Seat | null;
  confirmed: boolean;
  /** What the caller chose (a kind's title, or "Something else") and their line. */
  what: string | null;
  line: string | null;
  calledAt: Date;
  takenAt: Date | null;
  takenBy: string | null;
  closedAt: Date | null;
  closedBy: string | null;
  incidentId: string | null;
  note: string | null;
};

type Row = Awaited<ReturnType<typeof findCalls>>[number];

const findCalls = (db: Db, where: object, order: 'asc' | 'desc') =>
  db.directorCall.findMany({ where, select: CALL, orderBy: [{ calledAt: order }, { id: order }] });

async function viewed(db: Db, rows: Row[]): Promise<CallView[]> {
  const ids = [...new Set(rows.flatMap((r) => [r.takenById, r.closedById]))].filter((id): id is string => !!id);
  const users = await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
  const name = (id: string | null) => (id ? (users.find((u) => u.id === id)?.name ?? 'a Director') : null);
  return rows.map(({ roundTable, takenById, closedById, kind, ...call }) => ({
    ...call,
    seat: call.seat as Seat | null,
    round: roundTable.round.number,
    table: roundTable.table,
    what: callKindTitle(kind),
    takenBy: name(takenById),
    closedBy: name(closedById),
  }));
}

/** The queue: the tournament's open calls (waiting, or taken and not yet closed), oldest first. */
export async function openCalls(db: Db, tournamentId: string): Promise<CallView[]> {
  return viewed(db, await findCalls(db, { tournamentId, status: { in: ['OPEN', 'TAKEN'] } }, 'asc'));
}

/** Every call of the tournament, newest first: for the incident log. */
export async function allCalls(db: Db, tournamentId: string): Promise<CallView[]> {
  return viewed(db, await findCalls(db, { tournamentId }, 'desc'));
}

/** Per round, the number of calls, the median and the longest wait for a Director. */
export async function roundWaits(db: Db, tournamentId: string, now: Date): Promise<RoundWaits[]> {
  const calls = await db.directorCall.findMany({
    where: { tournamentId },
    select: {
      calledAt: true,
      takenAt: true,
      closedAt: true,
      roundTable: { select: { round: { select: { number: true } } } },
    },
  });
  return waitsByRound(
    calls.map(({ roundTable, ...times }) => ({ round: roundTable.round.number, ...times })),
    now,
  );
}

/** The table a player sits at in the latest round in play, or null. */
export async function playerTableInPlay(db: Db, tournamentId: string, badge: number) {
  const [row] = await rows<{ roundTableId: string; round: number; table: number; seat: Seat }>(
    db,
    Prisma.sql`
    SELECT rt."id" AS "roundTableId", r."number" AS "round", s."table", s."letter"::text AS "seat"
    FROM "Seat" s
    JOIN "Player" p ON p."id" = s."playerId"
    JOIN "Round" r ON r."id" = s."roundId"
    JOIN "RoundTable" rt ON rt."roundId" = s."roundId" AND rt."table" = s."table"
    WHERE p."tournamentId" = ${tournamentId} AND p."number" = ${badge}
      AND r."status"::text IN ('PUBLISHED', 'STARTED', 'TIME_UP')
    ORDER BY r."number" DESC
    LIMIT 1`,
  );
  return row ?? null;
}

type StateRow = {
  table: number;
  round: number;
  status: RoundStatus;
  seats: { letter: Seat; name: string }[] | null;
  calls: (Omit<CallView, 'what' | 'calledAt' | 'takenAt' | 'closedAt'> & {
    kind: string | null;
    calledAt: number;
    takenAt: number | null;
    closedAt: number | null;
  })[];
};

/** Who took or closed a call, by name: "a Director" when their account is gone. */
const by = (id: Prisma.Sql, user: Prisma.Sql) =>
  Prisma.sql`CASE WHEN ${id} IS NULL THEN NULL ELSE coalesce(${user}."name", 'a Director') END`;

/**
 * What a table's page needs to call the Director: its round's state, who sits where, and its calls newest first. One
 * query: a table's page and its four players' pages are made again with every save at the table.
 */
export async function tableCallState(db: Db, roundTableId: string) {
  const [row] = await rows<StateRow>(
    db,
    Prisma.sql`
    SELECT rt."table", r."number" AS "round", r."status"::text AS "status",
      (SELECT json_agg(json_build_object('letter', s."letter"::text, 'name', p."name") ORDER BY s."letter")
         FROM "Seat" s JOIN "Player" p ON p."id" = s."playerId"
         WHERE s."roundId" = rt."roundId" AND s."table" = rt."table") AS "seats",
      coalesce((SELECT json_agg(json_build_object(
           'id', c."id", 'status', c."status"::text, 'round', r."number", 'table', rt."table", 'seat', c."seat"::text,
           'confirmed', c."confirmed", 'kind', c."kind", 'line', c."line", 'calledAt', ${ms(Prisma.sql`c."calledAt"`)},
           'takenAt', ${ms(Prisma.sql`c."takenAt"`)}, 'takenBy', ${by(Prisma.sql`c."takenById"`, Prisma.sql`tu`)},
           'closedAt', ${ms(Prisma.sql`c."closedAt"`)}, 'closedBy', ${by(Prisma.sql`c."closedById"`, Prisma.sql`cu`)},
           'incidentId', c."incidentId", 'note', c."note") ORDER BY c."calledAt" DESC, c."id" DESC)
         FROM "DirectorCall" c
         LEFT JOIN "User" tu ON tu."id" = c."takenById"
         LEFT JOIN "User" cu ON cu."id" = c."closedById"
         WHERE c."roundTableId" = rt."id"), '[]') AS "calls"
    FROM "RoundTable" rt JOIN "Round" r ON r."id" = rt."roundId"
    WHERE rt."id" = ${roundTableId}`,
  );
  if (!row) return null;
  return {
    roundTableId,
    table: row.table,
    round: { number: row.round, status: row.status },
    seats: row.seats ?? [],
    calls: row.calls.map(({ kind, calledAt, takenAt, closedAt, ...call }): CallView => ({
      ...call,
      what: callKindTitle(kind),
      calledAt: new Date(calledAt),
      takenAt: dateOf(takenAt),
      closedAt: dateOf(closedAt),
    })),
  };
}

export type TableCallState = NonNullable<Awaited<ReturnType<typeof tableCallState>>>;

/** The open call of this table an incident is being recorded from, or null. */
export function callToAnswer(db: Db, callId: string, roundTableId: string) {
  return db.directorCall.findFirst({
    where: { id: callId, roundTableId, status: { in: ['OPEN', 'TAKEN'] } },
    select: { id: true, kind: true, line: true, seat: true, calledAt: true },
  });
}
