import 'server-only';
import type { Db } from '@/lib/db/client';

type Status = 'DRAFT' | 'PUBLISHED' | 'STARTED' | 'TIME_UP' | 'CLOSED';
type Who = { id: string; number: number; name: string; status: string };

/** A seat of a player who no longer plays, with its round's state and its table's sheet. */
export type StaleSeat = { player: Who; round: number; roundStatus: Status; table: number; sheet: string | null };

/** What a withdrawal or a disqualification leaves the Director to do, per player. */
export type LeftToFix = {
  player: Who;
  /** Rounds not started where the player still has a seat: withdraw them from those rounds and re-balance. */
  laterRounds: number[];
  /** Sheets of rounds in play, not yet accepted, where the player sat: the games still to enter or rule on. */
  sheets: { round: number; table: number; status: string }[];
};

/** Groups the seats by player, those with nothing left to do omitted; by badge number. Pure. */
export function leftToFixOf(seats: readonly StaleSeat[]): LeftToFix[] {
  const byPlayer = new Map<string, LeftToFix>();
  for (const seat of seats) {
    const entry = byPlayer.get(seat.player.id) ?? { player: seat.player, laterRounds: [], sheets: [] };
    if (seat.roundStatus === 'DRAFT' || seat.roundStatus === 'PUBLISHED') entry.laterRounds.push(seat.round);
    else if (seat.roundStatus !== 'CLOSED' && seat.sheet !== 'ACCEPTED')
      entry.sheets.push({ round: seat.round, table: seat.table, status: seat.sheet ?? 'OPEN' });
    byPlayer.set(seat.player.id, entry);
  }
  return [...byPlayer.values()]
    .filter((e) => e.laterRounds.length > 0 || e.sheets.length > 0)
    .map((e) => ({ ...e, laterRounds: e.laterRounds.sort((a, b) => a - b) }))
    .sort((a, b) => a.player.number - b.player.number);
}

/** The tournament's withdrawn and disqualified players' seats in rounds not closed. Two reads. */
export async function leftToFix(db: Db, tournamentId: string): Promise<LeftToFix[]> {
  const seats = await db.seat.findMany({
    where: {
      player: { tournamentId, status: { not: 'ACTIVE' } },
      round: { status: { not: 'CLOSED' } },
    },
    select: {
      roundId: true,
      table: true,
      round: { select: { number: true, status: true } },
      player: { select: { id: true, number: true, name: true, status: true } },
    },
  });
  if (seats.length === 0) return [];
  const sheets = await db.roundTable.findMany({
    where: { OR: seats.map((s) => ({ roundId: s.roundId, table: s.table })) },
    select: { roundId: true, table: true, status: true },
  });
  const sheetOf = new Map(sheets.map((t) => [`${t.roundId}:${t.table}`, t.status]));
  return leftToFixOf(
    seats.map((s) => ({
      player: s.player,
      round: s.round.number,
      roundStatus: s.round.status,
      table: s.table,
      sheet: sheetOf.get(`${s.roundId}:${s.table}`) ?? null,
    })),
  );
}
