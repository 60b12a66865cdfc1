import { beforeEach, describe, expect, test } from 'vitest';
import { GET } from '@/app/api/tournaments/[slug]/rounds/[n]/seating/route';
import { SYSTEM } from '@/lib/audit/log';
import { db } from '@/lib/db/client';
import type { RoundStatus } from '@/lib/db/generated/client';
import { createTournament } from '@/lib/tournaments/mutations';
import { tournamentInputSchema } from '@/lib/tournaments/schema';
import { resetDatabase } from '../support/reset';

const SLUG = 'seating-open';

/** Calls the route handler the way Next.js does: a Request and its params as a promise. */
async function getSeating(slug: string, n: string) {
  const response = await GET(new Request(`http://localhost/api/tournaments/${slug}/rounds/${n}/seating`), {
    params: Promise.resolve({ slug, n }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** A tournament of 7 players; round 1 seats them at two tables (one of three), stored out of order. */
async function seed(status: RoundStatus) {
  const created = await createTournament(
    db(),
    SYSTEM,
    tournamentInputSchema.parse({
      name: 'Seating Open',
      slug: SLUG,
      startsOn: '2026-11-21',
      endsOn: '2026-11-21',
      roundCount: 4,
    }),
    null,
  );
  if (!created.ok) throw new Error('tournament not created');
  const names = ['Ruth Adler', 'Iris Chen', 'Gail Katz', 'Vera Park', 'Myra Stein', 'Joan Levy', 'Edith Wolf'];
  const players: { id: string; name: string }[] = [];
  for (const [i, name] of names.entries()) {
    players.push(
      await db().player.create({ data: { tournamentId: created.data.id, number: i + 1, name, pinHash: 'x' } }),
    );
  }
  const round = await db().round.create({
    data: { tournamentId: created.data.id, number: 1, status, seatingMethod: 'upload', durationMinutes: 60 },
  });
  await db().roundTable.createMany({
    data: [
      { roundId: round.id, table: 2 },
      { roundId: round.id, table: 1 },
    ],
  });
  const places = [
    [2, 'C'],
    [1, 'D'],
    [2, 'A'],
    [1, 'B'],
    [1, 'A'],
    [2, 'B'],
    [1, 'C'],
  ] as const;
  await db().seat.createMany({
    data: places.map(([table, letter], i) => ({ roundId: round.id, table, letter, playerId: players[i]!.id })),
  });
  return players;
}

beforeEach(() => resetDatabase(db()));

describe('GET /api/tournaments/{slug}/rounds/{n}/seating', () => {
  test('a published round: every seat, sorted by table and seat, with the player', async () => {
    const players = await seed('PUBLISHED');
    const { status, body } = await getSeating(SLUG, '1');
    expect(status).toBe(200);
    const player = (i: number) => ({ id: players[i]!.id, number: i + 1, name: players[i]!.name });
    expect(body).toEqual([
      { table: 1, seat: 'A', player: player(4) },
      { table: 1, seat: 'B', player: player(3) },
      { table: 1, seat: 'C', player: player(6) },
      { table: 1, seat: 'D', player: player(1) },
      { table: 2, seat: 'A', player: player(2) },
      { table: 2, seat: 'B', player: player(5) },
      { table: 2, seat: 'C', player: player(0) },
    ]);
  });

  test('kept between reads, read again after a change: a player renamed, two seats swapped', async () => {
    const players = await seed('PUBLISHED');
    const nameAt = async (table: number, seat: string) => {
      const { body } = await getSeating(SLUG, '1');
      return (body as { table: number; seat: string; player: { name: string } }[]).find(
        (s) => s.table === table && s.seat === seat,
      )?.player.name;
    };
    expect(await nameAt(1, 'A')).toBe('Myra Stein');
    await db().player.update({ where: { id: players[4]!.id }, data: { name: 'Myra Stein-Cohen' } });
    expect(await nameAt(1, 'A')).toBe('Myra Stein-Cohen');
    // As a Director's swap writes it: the two seats' players exchanged and the round's version moved.
    const round = await db().round.findFirstOrThrow({ where: { tournament: { slug: SLUG } } });
    const [a, b] = await Promise.all(
      [1, 2].map((table) => db().seat.findFirstOrThrow({ where: { roundId: round.id, table, letter: 'A' } })),
    );
    await db().seat.deleteMany({ where: { id: { in: [a!.id, b!.id] } } });
    await db().seat.createMany({
      data: [
        { ...a!, id: undefined, playerId: b!.playerId },
        { ...b!, id: undefined, playerId: a!.playerId },
      ],
    });
    await db().round.update({ where: { id: round.id }, data: { version: { increment: 1 } } });
    expect([await nameAt(1, 'A'), await nameAt(2, 'A')]).toEqual(['Gail Katz', 'Myra Stein-Cohen']);
  });

  test.each(['STARTED', 'TIME_UP', 'CLOSED'] as const)('a %s round stays readable', async (status) => {
    await seed(status);
    const { status: code, body } = await getSeating(SLUG, '1');
    expect(code).toBe(200);
    expect(body).toHaveLength(7);
  });

  test('an unknown tournament: 404 with a message', async () => {
    await seed('PUBLISHED');
    await expect(getSeating('no-such-event', '1')).resolves.toEqual({
      status: 404,
      body: { message: 'There is no tournament "no-such-event".' },
    });
  });

  test.each(['2', '0', 'one', '1.5'])('an unknown round (%s): 404 with a message', async (n) => {
    await seed('PUBLISHED');
    const { status, body } = await getSeating(SLUG, n);
    expect(status).toBe(404);
    expect(body).toEqual({ message: expect.stringContaining('has no round') });
  });

  test('a draft round: 404, not yet published, and no seats', async () => {
    await seed('DRAFT');
    await expect(getSeating(SLUG, '1')).resolves.toEqual({
      status: 404,
      body: { message: 'Round 1 is not yet published.' },
    });
  });
});
