import { beforeEach, expect, test } from 'vitest';
import { db } from '@/lib/db/client';
import { listTournaments, staffTournaments } from '@/lib/tournaments/queries';
import { resetDatabase } from '../support/reset';
import { tournamentWithPlayers } from '../support/fixtures';

beforeEach(() => resetDatabase(db()));

test('the tournaments as their cards show them, newest first: dates, rounds and players; a staff member’s with the role', async () => {
  const spring = await tournamentWithPlayers(3, { name: 'Spring Open', startsOn: '2026-04-04', endsOn: '2026-04-05' });
  const fall = await tournamentWithPlayers(0, { name: 'Fall Classic', startsOn: '2026-10-10', endsOn: '2026-10-10' });
  const card = (id: string, name: string, slug: string, from: string, to: string, players: number) => ({
    id,
    slug,
    name,
    startsOn: new Date(`${from}T00:00:00Z`),
    endsOn: new Date(`${to}T00:00:00Z`),
    roundCount: 6,
    players,
  });
  const fallCard = card(fall.id, 'Fall Classic', fall.slug, '2026-10-10', '2026-10-10', 0);
  const springCard = card(spring.id, 'Spring Open', spring.slug, '2026-04-04', '2026-04-05', 3);
  expect(await listTournaments(db())).toEqual([fallCard, springCard]);

  const user = await db().user.create({ data: { email: 'keeper@list.test', name: 'Keeper', passwordHash: 'x' } });
  await db().staffAssignment.create({ data: { userId: user.id, tournamentId: spring.id, role: 'SCOREKEEPER' } });
  expect(await staffTournaments(db(), user.id)).toEqual([{ role: 'SCOREKEEPER', tournament: springCard }]);
});
