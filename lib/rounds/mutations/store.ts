import 'server-only';
import type { Tx } from '@/lib/db/client';
import { SEATS, type Seating } from '@/lib/seating/types';

type SeatRow = { table: number; letter: string; playerId: string };

/** Database seats (no row for an empty seat) as a seating of `tableCount` tables. */
export function toSeating(rows: readonly SeatRow[], tableCount: number): Seating {
  const byPlace = new Map(rows.map((r) => [`${r.table}${r.letter}`, r.playerId]));
  return Array.from({ length: tableCount }, (_, t) =>
    SEATS.map((seat) => ({ table: t + 1, seat, playerId: byPlace.get(`${t + 1}${seat}`) ?? null })),
  ).flat();
}

/** The seatings of a tournament's rounds before `beforeNumber`, in order: the history repeats are counted against. */
export async function seatingHistory(tx: Tx, tournamentId: string, beforeNumber: number): Promise<Seating[]> {
  const rounds = await tx.round.findMany({
    where: { tournamentId, number: { lt: beforeNumber } },
    orderBy: { number: 'asc' },
    select: { seats: { select: { table: true, letter: true, playerId: true } }, _count: { select: { tables: true } } },
  });
  return rounds.map((r) => toSeating(r.seats, r._count.tables));
}

/** Replaces a draft round's seats and tables with `seating`. */
export async function writeSeating(tx: Tx, roundId: string, seating: Seating): Promise<void> {
  await tx.seat.deleteMany({ where: { roundId } });
  await tx.roundTable.deleteMany({ where: { roundId } });
  const tables = [...new Set(seating.map((s) => s.table))];
  await tx.roundTable.createMany({ data: tables.map((table) => ({ roundId, table })) });
  await tx.seat.createMany({
    data: seating.flatMap((s) =>
      s.playerId ? [{ roundId, table: s.table, letter: s.seat, playerId: s.playerId }] : [],
    ),
  });
}
