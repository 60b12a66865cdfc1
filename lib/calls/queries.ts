import 'server-only';
import type { Db } from '@/lib/db/client';
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

/** A table's calls in its round, newest first. */
export async function tableCalls(db: Db, roundTableId: string): Promise<CallView[]> {
  return viewed(db, await findCalls(db, { roundTableId }, 'desc'));
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
  const seat = await db.seat.findFirst({
    where: {
      player: { tournamentId, number: badge },
      round: { status: { in: ['PUBLISHED', 'STARTED', 'TIME_UP'] } },
    },
    orderBy: { round: { number: 'desc' } },
    select: { table: true, roundId: true, letter: true, round: { select: { number: true } } },
  });
  if (!seat) return null;
  const table = await db.roundTable.findUnique({
    where: { roundId_table: { roundId: seat.roundId, table: seat.table } },
    select: { id: true },
  });
  return table && { roundTableId: table.id, round: seat.round.number, table: seat.table, seat: seat.letter as Seat };
}

/** What a table's page needs to call the Director: its round's state, who sits where, and its calls. */
export async function tableCallState(db: Db, roundTableId: string) {
  const table = await db.roundTable.findUnique({
    where: { id: roundTableId },
    select: { id: true, table: true, roundId: true, round: { select: { number: true, status: true } } },
  });
  if (!table) return null;
  const [seats, calls] = await Promise.all([
    db.seat.findMany({
      where: { roundId: table.roundId, table: table.table },
      orderBy: { letter: 'asc' },
      select: { letter: true, player: { select: { name: true } } },
    }),
    tableCalls(db, roundTableId),
  ]);
  return {
    roundTableId,
    table: table.table,
    round: { number: table.round.number, status: table.round.status as RoundStatus },
    seats: seats.map((s) => ({ letter: s.letter as Seat, name: s.player.name })),
    calls,
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
