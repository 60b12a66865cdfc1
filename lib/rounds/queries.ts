import type { Db } from '@/lib/db/client';
import { collectorSeat } from '@/lib/seating/collector';

const PUBLIC_STATUSES = ['PUBLISHED', 'STARTED', 'TIME_UP', 'CLOSED'] as const;

/** A tournament's rounds, in order, with their state (staff see drafts too). */
export function roundsOf(db: Db, tournamentId: string, includeDrafts: boolean) {
  return db.round.findMany({
    where: { tournamentId, ...(includeDrafts ? {} : { status: { in: [...PUBLIC_STATUSES] } }) },
    orderBy: { number: 'asc' },
    select: { id: true, number: true, status: true, repeatPairs: true, startedAt: true, durationMinutes: true },
  });
}

export type SeatLine = { table: number; letter: 'A' | 'B' | 'C' | 'D'; player: { id: string; number: number; name: string } };

/**
 * One round with its seats sorted by table and seat, or null when the tournament or round does not exist
 * (or, for the public, is not yet published).
 */
export async function roundSeating(db: Db, slug: string, number: number, includeDrafts: boolean) {
  const round = await db.round.findFirst({
    where: { number, tournament: { slug }, ...(includeDrafts ? {} : { status: { in: [...PUBLIC_STATUSES] } }) },
    include: {
      tournament: { select: { id: true, name: true, slug: true, roundCount: true } },
      tables: { select: { id: true, table: true, status: true, extraMinutes: true }, orderBy: { table: 'asc' } },
      seats: {
        select: { table: true, letter: true, player: { select: { id: true, number: true, name: true } } },
        orderBy: [{ table: 'asc' }, { letter: 'asc' }],
      },
    },
  });
  return round && { ...round, collector: collectorSeat(round.number) };
}

export type RoundSeating = NonNullable<Awaited<ReturnType<typeof roundSeating>>>;

/** The round whose clock the projector shows: the latest started one, else the latest published one. */
export function clockRound(db: Db, slug: string) {
  return db.round.findFirst({
    where: { tournament: { slug }, status: { in: [...PUBLIC_STATUSES] } },
    orderBy: [{ number: 'desc' }],
    select: {
      id: true,
      number: true,
      status: true,
      startedAt: true,
      durationMinutes: true,
      tables: { where: { extraMinutes: { gt: 0 } }, select: { table: true, extraMinutes: true }, orderBy: { table: 'asc' } },
    },
  });
}
