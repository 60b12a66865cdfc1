// Throwaway: seeds DATABASE_URL like the bench (2,000 × 10, round 11 started). Not committed.
import { db } from '@/lib/db/client';
import { SYSTEM } from '@/lib/audit/log';
import { seedDemoTournament } from '@/lib/demo/seed';
import { draftRound } from '@/lib/rounds/mutations/draft';
import { advanceRound, type RoundStep } from '@/lib/rounds/mutations/lifecycle';
import { scorekeepers } from '../bench-http-saves';
import { runCli } from '@/server/cli';

async function step(tournamentId: string, number: number, name: RoundStep) {
  const round = await db().round.findUniqueOrThrow({ where: { tournamentId_number: { tournamentId, number } } });
  const moved = await advanceRound(db(), SYSTEM, round.id, round.version, name, new Date());
  if (!moved.ok) throw new Error(moved.message);
}

runCli(async () => {
  const date = new Date().toISOString().slice(0, 10);
  await seedDemoTournament(db(), { players: 2000, rounds: 10, seed: 'bench', slug: 'bench', name: 'Bench', date });
  const { id } = await db().tournament.update({ where: { slug: 'bench' }, data: { roundCount: { increment: 1 } } });
  const drafted = await draftRound(db(), SYSTEM, id, 11, { kind: 'rotation' });
  if (!drafted.ok) throw new Error('draft');
  await step(id, 11, 'publish');
  await step(id, 11, 'start');
  const logins = await scorekeepers(id, 10);
  console.log(JSON.stringify(logins));
  await db().$disconnect();
});
