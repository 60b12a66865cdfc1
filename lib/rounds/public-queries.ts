import 'server-only';
import type { Db } from '@/lib/db/client';
import { tournamentBySlug } from '@/lib/db/tournament-by-slug';
import type { RoundStatus } from '@/lib/db/generated/client';
import type { ClockRound } from './clock';
import { serverTimeZone } from '@/lib/tournaments/time-zone';
import { clockRound } from './queries';

/** Whether a tournament and one of its rounds exist, and the round's state: to say why there is no seating. */
export async function roundPresence(
  db: Db,
  slug: string,
  number: number,
): Promise<{ tournament: boolean; status: RoundStatus | null }> {
  const tournament = await tournamentBySlug(db, slug);
  const round =
    tournament &&
    (await db.round.findUnique({
      where: { tournamentId_number: { tournamentId: tournament.id, number } },
      select: { status: true },
    }));
  return { tournament: tournament !== null, status: round?.status ?? null };
}

/**
 * What the clock page and its JSON route show: the server's time, the clock's round (null before any) and the
 * tournament's time zone, which the time a round ends is shown in.
 */
export type ClockPayload = { serverNow: number; timeZone: string; round: ClockRound | null };

/** The clock's JSON: the same without the server's time, which the answer's `Date` header gives, so it can be kept. */
export type ClockState = Omit<ClockPayload, 'serverNow'>;

/**
 * A tournament's clock round, or null when there is no such tournament. Read fresh on every call; `serverNow` is
 * taken after the read, as close as possible to the answer leaving.
 */
export async function clockPayload(db: Db, slug: string, now: () => number): Promise<ClockPayload | null> {
  const [tournament, round] = await Promise.all([tournamentBySlug(db, slug), clockRound(db, slug, new Date(now()))]);
  if (!tournament) return null;
  return {
    serverNow: now(),
    timeZone: tournament.timeZone ?? serverTimeZone(),
    round: round && {
      number: round.number,
      status: round.status,
      startedAt: round.startedAt?.toISOString() ?? null,
      durationMinutes: round.durationMinutes,
      tables: round.tables.map(({ table, extraMinutes }) => ({ table, extraMinutes })),
    },
  };
}
