import { beforeEach, expect, test } from 'vitest';
import { db } from '@/lib/db/client';
import type { Actor } from '@/lib/audit/log';
import { seedDemoTournament } from '@/lib/demo/seed';
import { overrideScore } from '@/lib/incidents/override-score';
import { changeLogOf } from '@/lib/sheets/queries';
import type { GameRecordInput } from '@/lib/rules';
import { resetDatabase } from '../support/reset';
import { save } from '../support/sheets';

beforeEach(() => resetDatabase(db()));

test('the public change log: each change with its round and table, what it was and became, newest first', async () => {
  await seedDemoTournament(db(), {
    players: 8,
    seed: 'log',
    slug: 'log',
    name: 'Log Open',
    date: '2026-11-22',
    rounds: 2,
  });
  const { id } = await db().tournament.findUniqueOrThrow({ where: { slug: 'log' } });
  expect(await changeLogOf(db(), id)).toEqual([]);
  const user = await db().user.findUniqueOrThrow({ where: { email: 'director@demo.test' } });
  const director: Actor = { userId: user.id, label: user.name };
  const table = await db().roundTable.findFirstOrThrow({
    where: { table: 2, round: { tournamentId: id, number: 2 } },
    include: { games: { orderBy: { number: 'asc' }, include: { scores: { orderBy: { letter: 'asc' } } } } },
  });
  const [first, second] = table.games;
  const { seats, east } = first!.record as { seats: GameRecordInput['seats']; east: GameRecordInput['east'] };
  const amended = await save(director, table.id, {
    number: 1,
    record: { seats, east, outcome: 'wall' },
    expectedVersion: first!.version,
    amendment: { reason: 'The wall game was entered as a win', allPresent: true },
  });
  expect(amended).toMatchObject({ version: 2 });
  const letter = second!.scores[0]!.letter;
  const overridden = await overrideScore(db(), director, {
    tournamentId: id,
    gameId: second!.id,
    letter,
    points: 77,
    reason: 'Misread from the card',
    allPresent: true,
  });
  expect(overridden).toMatchObject({ ok: true });

  const [override, change, ...more] = await changeLogOf(db(), id);
  expect(more).toEqual([]);
  expect(override).toMatchObject({
    round: 2,
    table: 2,
    gameNumber: 2,
    kind: 'override',
    reason: 'Misread from the card',
    allPresent: true,
    actorLabel: user.name,
    after: { letter, points: 77 },
  });
  expect(change).toMatchObject({ round: 2, table: 2, gameNumber: 1, kind: 'game', allPresent: true });
  expect(change!.before).toMatchObject({ record: first!.record });
  expect(change!.after).toMatchObject({ record: { outcome: 'wall' } });
  expect(change!.at).toBeInstanceOf(Date);
  expect(override!.at.getTime()).toBeGreaterThanOrEqual(change!.at.getTime());
});
