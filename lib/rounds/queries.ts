import type { Db } from '@/lib/db/client';
import { collectorSeat } from '@/lib/seating/collector';
import { PUBLIC_ROUNDS } from '@/lib/rounds/public-rounds';

/** A tournament's rounds, in order, with their state (staff see drafts too). */
export function roundsOf(db: Db, tournamentId: string, includeDrafts: boolean) {
  return db.round.findMany({
    where: { tournamentId, ...(includeDrafts ? {} : { status: { in: [...PUBLIC_ROUNDS] } }) },
    orderBy: { number: 'asc' },
    select: { id: true, number: true, status: true, repeatPairs: true, startedAt: true, durationMinutes: true },
  });
}

export type SeatLine = {
  table: number;
  letter: 'A' | 'B' | 'C' | 'D';
  player: { id: string; number: number; name: string };
};

/**
 * One round with its seats sorted by table and seat, or null when the tournament or round does not exist
 * (or, for the public, is not yet published).
 */
export async function roundSeating(db: Db, slug: string, number: number, includeDrafts: boolean) {
  const round = await db.round.findFirst({
    where: { number, tournament: { slug }, ...(includeDrafts ? {} : { status: { in: [...PUBLIC_ROUNDS] } }) },
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

const clockSelect = {
  id: true,
  number: true,
  status: true,
  startedAt: true,
  durationMinutes: true,
  tables: {
    where: { extraMinutes: { gt: 0 } },
    select: { table: true, extraMinutes: true, status: true },
    orderBy: { table: 'asc' },
  },
} as const;

/**
 * The round whose clock the projector shows: a running round; else a round past its time with a table still playing
 * on extra minutes; else the latest published one (not started yet, or over).
 */
export async function clockRound(db: Db, slug: string, now: Date) {
  const rounds = await db.round.findMany({
    where: { tournament: { slug }, status: { in: [...PUBLIC_ROUNDS] } },
    orderBy: { number: 'desc' },
    select: clockSelect,
  });
  const endsAt = (r: (typeof rounds)[number], extra: number) =>
    (r.startedAt?.getTime() ?? 0) + (r.durationMinutes + extra) * 60_000;
  const onExtraTime = (r: (typeof rounds)[number]) =>
    r.status === 'TIME_UP' && r.tables.some((t) => t.status === 'OPEN' && endsAt(r, t.extraMinutes) > now.getTime());
  return rounds.find((r) => r.status === 'STARTED') ?? rounds.find(onExtraTime) ?? rounds[0] ?? null;
}
