import { db } from '@/lib/db/client';
import { seedDemoTournament } from '@/lib/demo/seed';
import { rulesetSchema } from '@/lib/rules';
import { computeStandings } from '@/lib/standings/compute';

/**
 * The demo tournament (32 players: top 6 placed), 2 rounds played, tied at the cut-off: tie-breaks off (so that equal
 * totals share a rank), and the 7th player's total brought to the 6th's by a Director's ruling on one of their games.
 * With the seed `a`, the top four have not met in rounds 1 and 2 (the tests check it): by standing, they meet at table 1.
 */
export async function tiedDemo(slug: string, seed = 'a') {
  await seedDemoTournament(db(), { players: 32, seed, slug, name: `Prizes ${slug}`, date: '2026-11-22', rounds: 2 });
  const tournament = await db().tournament.findUniqueOrThrow({ where: { slug } });
  const ruleset = rulesetSchema.parse(tournament.ruleset);
  await db().tournament.update({ where: { id: tournament.id }, data: { ruleset: { ...ruleset, tieBreaks: [] } } });
  const { rows } = await computeStandings(db(), tournament.id);
  const [sixth, seventh] = [rows[5]!, rows[6]!];
  const score = await db().gameScore.findFirstOrThrow({
    where: { playerId: seventh.player.id },
    include: { game: { select: { roundTableId: true } } },
  });
  await db().gameScore.update({
    where: { id: score.id },
    data: { points: score.points + sixth.total - seventh.total, overrideReason: 'Ruled for the prize test' },
  });
  // Marks the sheet changed, as a ruling does: the standings follow it.
  await db().roundTable.update({ where: { id: score.game.roundTableId }, data: { version: { increment: 1 } } });
  return { tournamentId: tournament.id, sixth: sixth.player, seventh: seventh.player, top: rows.slice(0, 4) };
}
