import type { Db } from '@/lib/db/client';
import { repeatReport } from '@/lib/seating/meetings';
import { latestSeatingJob } from './jobs';
import { roundSeating } from './queries';
import { seatingHistory, toSeating } from './store';

/** What the Director checks before publishing a round: its seating, who would meet again, the generator's state. */
export async function roundReview(db: Db, slug: string, number: number, now: Date) {
  const round = await roundSeating(db, slug, number, true);
  const tournamentId =
    round?.tournament.id ?? (await db.tournament.findUnique({ where: { slug }, select: { id: true } }))?.id;
  if (!tournamentId) return null;
  const job = await latestSeatingJob(db, tournamentId, number, now);
  if (!round) return { round: null, repeats: [], job };
  const history = await db.$transaction((tx) => seatingHistory(tx, tournamentId, number));
  const seating = toSeating(
    round.seats.map((s) => ({ ...s, playerId: s.player.id })),
    round.tables.length,
  );
  const names = new Map(round.seats.map((s) => [s.player.id, `${s.player.name} (#${s.player.number})`]));
  const repeats = repeatReport(history, seating).pairs.map((pair) => ({
    a: names.get(pair.a) ?? pair.a,
    b: names.get(pair.b) ?? pair.b,
    table: pair.table,
    rounds: pair.rounds,
  }));
  return { round, repeats, job };
}
