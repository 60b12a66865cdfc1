import 'server-only';
import { rows, type Db } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';
import { dateOf, ms } from '@/lib/db/sql';
import type { Seat } from '@/lib/rules';
import { callKindTitle, waitsByRound, type CallStatus, type RoundStatus, type RoundWaits } from './rules';

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

/** A call as read in SQL (`callJson`), before its times are dates and its kind a title. */
type CallRow = Omit<CallView, 'what' | 'calledAt' | 'takenAt' | 'closedAt'> & {
  kind: string | null;
  calledAt: number;
  takenAt: number | null;
  closedAt: number | null;
};

/** Who took or closed a call, by name: "a Director" when their account is gone. */
const by = (id: Prisma.Sql, user: Prisma.Sql) =>
  Prisma.sql`CASE WHEN ${id} IS NULL THEN NULL ELSE coalesce(${user}."name", 'a Director') END`;

/** A call `c` at table `rt` of round `r` as JSON (a `CallRow`), its takers' accounts joined as `tu` and `cu`. */
const callJson = Prisma.sql`json_build_object(
  'id', c."id", 'status', c."status"::text, 'round', r."number", 'table', rt."table", 'seat', c."seat"::text,
  'confirmed', c."confirmed", 'kind', c."kind", 'line', c."line", 'calledAt', ${ms(Prisma.sql`c."calledAt"`)},
  'takenAt', ${ms(Prisma.sql`c."takenAt"`)}, 'takenBy', ${by(Prisma.sql`c."takenById"`, Prisma.sql`tu`)},
  'closedAt', ${ms(Prisma.sql`c."closedAt"`)}, 'closedBy', ${by(Prisma.sql`c."closedById"`, Prisma.sql`cu`)},
  'incidentId', c."incidentId", 'note', c."note")`;

/** The accounts that took and closed call `c`. */
const TAKERS = Prisma.sql`LEFT JOIN "User" tu ON tu."id" = c."takenById" LEFT JOIN "User" cu ON cu."id" = c."closedById"`;

const viewOf = ({ kind, calledAt, takenAt, closedAt, ...call }: CallRow): CallView => ({
  ...call,
  what: callKindTitle(kind),
  calledAt: new Date(calledAt),
  takenAt: dateOf(takenAt),
  closedAt: dateOf(closedAt),
});

/**
 * The queue: the tournament's open calls (waiting, or taken and not yet closed), oldest first. In SQL: the Directors'
 * queue renders again every second while the tournament changes.
 */
export async function openCalls(db: Db, tournamentId: string): Promise<CallView[]> {
  const found = await rows<{ call: CallRow }>(
    db,
    Prisma.sql`
    SELECT ${callJson} AS "call"
    FROM "DirectorCall" c
    JOIN "RoundTable" rt ON rt."id" = c."roundTableId"
    JOIN "Round" r ON r."id" = rt."roundId"
    ${TAKERS}
    WHERE c."tournamentId" = ${tournamentId} AND c."status"::text IN ('OPEN', 'TAKEN')
    ORDER BY c."calledAt", c."id"`,
  );
  return found.map(({ call }) => viewOf(call));
}

/** Per round, the number of calls, the median and the longest wait for a Director. */
export async function roundWaits(db: Db, tournamentId: string, now: Date): Promise<RoundWaits[]> {
  const calls = await rows<{ round: number; calledAt: Date; takenAt: Date | null; closedAt: Date | null }>(
    db,
    Prisma.sql`
    SELECT r."number" AS "round", c."calledAt", c."takenAt", c."closedAt"
    FROM "DirectorCall" c
    JOIN "RoundTable" rt ON rt."id" = c."roundTableId"
    JOIN "Round" r ON r."id" = rt."roundId"
    WHERE c."tournamentId" = ${tournamentId}`,
  );
  return waitsByRound(calls, now);
}

type StateRow = {
  table: number;
  round: number;
  status: RoundStatus;
  seats: { letter: Seat; name: string }[] | null;
  calls: CallRow[];
};

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
      coalesce((SELECT json_agg(${callJson} ORDER BY c."calledAt" DESC, c."id" DESC)
         FROM "DirectorCall" c ${TAKERS}
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
    calls: row.calls.map(viewOf),
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
