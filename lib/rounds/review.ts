import 'server-only';
import type { Db } from '@/lib/db/client';
import { tournamentBySlug } from '@/lib/db/tournament-by-slug';
import { repeatReport } from '@/lib/seating/meetings';
import { unfairThreeSeats } from '@/lib/seating/three-seats';
import { latestSeatingJob } from './mutations/jobs';
import { roundSeating, roundTables } from './queries';
import { seatingHistory, toSeating } from './mutations/store';

/**
 * What the Director checks before publishing a round: its seating, who would meet again, who would sit at a 3-player
 * table again while others have not, the generator's state.
 */
export async function roundReview(db: Db, slug: string, number: number, now: Date) {
  const round = await roundSeating(db, slug, number, true);
  const tournamentId = round?.tournament.id ?? (await tournamentBySlug(db, slug))?.id;
  if (!tournamentId) return null;
  const job = await latestSeatingJob(db, tournamentId, number, now);
  if (!round) return { round: null, repeats: [], threeAgain: [], job };
  const [tables, history] = await Promise.all([
    roundTables(db, round.id),
    db.$transaction((tx) => seatingHistory(tx, tournamentId, number)),
  ]);
  const seating = toSeating(
    round.seats.map((s) => ({ ...s, playerId: s.player.id })),
    round.tableNumbers.length,
  );
  const names = new Map(round.seats.map((s) => [s.player.id, `${s.player.name} (#${s.player.number})`]));
  const repeats = repeatReport(history, seating).pairs.map((pair) => ({
    a: names.get(pair.a) ?? pair.a,
    b: names.get(pair.b) ?? pair.b,
    table: pair.table,
    rounds: pair.rounds,
  }));
  const threeAgain = unfairThreeSeats(history, seating).map((id) => names.get(id) ?? id);
  return { round: { ...round, tables }, repeats, threeAgain, job };
}
