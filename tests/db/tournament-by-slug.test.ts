import { beforeEach, expect, test } from 'vitest';
import { db } from '@/lib/db/client';
import { tournamentBySlug } from '@/lib/db/tournament-by-slug';
import { resetDatabase } from '../support/reset';
import { tournamentWithPlayers } from '../support/fixtures';

beforeEach(() => resetDatabase(db()));

test('a tournament by its address: its whole row as the ORM reads it, or null', async () => {
  const { id, slug } = await tournamentWithPlayers(4);
  await db().tournament.update({ where: { id }, data: { timeZone: 'America/New_York', standingsState: 'PENDING' } });
  const row = await db().tournament.findUniqueOrThrow({ where: { slug } });
  expect(await tournamentBySlug(db(), slug)).toEqual(row);
  expect(await tournamentBySlug(db(), 'no-such-tournament')).toBeNull();
});
