import 'server-only';
import { lockedPins } from '@/lib/auth/pin-lock';
import type { Db } from '@/lib/db/client';

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

/** A round's tables with how far each sheet has come, for the missing-results dashboard. Null: no such round. */
export async function roundResults(db: Db, tournamentId: string, number: number) {
  const round = await db.round.findUnique({
    where: { tournamentId_number: { tournamentId, number } },
    select: {
      number: true,
      status: true,
      tournament: { select: { gamesPerRound: true } },
      tables: {
        orderBy: { table: 'asc' },
        select: { id: true, table: true, status: true, _count: { select: { games: true, verifications: true } } },
      },
      seats: {
        orderBy: [{ table: 'asc' }, { letter: 'asc' }],
        select: { table: true, player: { select: { id: true, name: true } } },
      },
    },
  });
  if (!round) return null;
  const seated = new Map<number, number>();
  for (const s of round.seats) seated.set(s.table, (seated.get(s.table) ?? 0) + 1);
  const tables = round.tables.map((t) => {
    const counts = {
      status: t.status,
      games: t._count.games,
      gamesPerRound: round.tournament.gamesPerRound,
      verified: t._count.verifications,
      seated: seated.get(t.table) ?? 0,
    };
    return { ...counts, table: t.table, progress: progressOf(counts) };
  });
  return { number: round.number, status: round.status, tables, lockedPins: await lockedAt(db, round.seats) };
}

/** The seated players whose PIN is locked (five wrong tries), with the minutes left: their cards need initials. */
async function lockedAt(db: Db, seats: readonly { table: number; player: { id: string; name: string } }[]) {
  const locked = await lockedPins(
    db,
    seats.map((s) => s.player.id),
  );
  return seats.flatMap(({ table, player }) => {
    const until = locked.get(player.id);
    return until
      ? [{ table, name: player.name, minutes: Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000)) }]
      : [];
  });
}
