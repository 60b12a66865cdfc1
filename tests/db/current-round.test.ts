import { beforeEach, expect, test } from 'vitest';
import { SYSTEM } from '@/lib/audit/log';
import { db } from '@/lib/db/client';
import { clockPayload } from '@/lib/rounds/public-queries';
import { roundSeating, roundsOf, roundTables } from '@/lib/rounds/queries';
import { recordGame } from '@/lib/sheets/mutations/record-game';
import { PUBLIC_ROUNDS } from '@/lib/sheets/public-rounds';
import { advanceRound } from '@/lib/rounds/mutations/lifecycle';
import { tournamentInputSchema } from '@/lib/tournaments/schema';
import { serverTimeZone } from '@/lib/tournaments/time-zone';
import { seatRound, tournamentWithPlayers } from '../support/fixtures';
import { resetDatabase } from '../support/reset';

beforeEach(() => resetDatabase(db()));

async function start(roundId: string) {
  const round = await db().round.findUniqueOrThrow({ where: { id: roundId } });
  const started = await advanceRound(db(), SYSTEM, roundId, round.version, 'start', new Date('2026-11-21T09:30:00Z'));
  if (!started.ok) throw new Error(started.message);
}

// The issue's event: every round published ahead. The clock (and the projectors, which show it) follow the round
// being played, not the last one seated.
test('with rounds 1–3 published ahead, the clock shows round 1: before its start and while it is played', async () => {
  const { id, slug } = await tournamentWithPlayers(8);
  const [first] = [await seatRound(id, 1, 'a'), await seatRound(id, 2, 'b'), await seatRound(id, 3, 'c')];
  const now = () => Date.parse('2026-11-21T09:40:00Z');
  expect((await clockPayload(db(), slug, now))?.round).toMatchObject({ number: 1, status: 'PUBLISHED' });
  await start(first as string);
  expect((await clockPayload(db(), slug, now))?.round).toMatchObject({ number: 1, status: 'STARTED' });
});

test('the clock names the tournament’s time zone: its own once chosen, else the server’s', async () => {
  const { id, slug } = await tournamentWithPlayers(8);
  const now = () => Date.parse('2026-11-21T09:40:00Z');
  await expect(clockPayload(db(), slug, now)).resolves.toMatchObject({ timeZone: serverTimeZone() });
  await db().tournament.update({ where: { id }, data: { timeZone: 'America/Chicago' } });
  await expect(clockPayload(db(), slug, now)).resolves.toMatchObject({ timeZone: 'America/Chicago' });
});

test('a time zone the runtime does not know is refused in the settings', () => {
  const base = { name: 'Zone Open', slug: 'zone-open', startsOn: '2026-11-21', endsOn: '2026-11-22', roundCount: 4 };
  expect(tournamentInputSchema.parse({ ...base, timeZone: 'Europe/Paris' }).timeZone).toBe('Europe/Paris');
  expect(tournamentInputSchema.parse(base).timeZone).toBeNull();
  const wrong = tournamentInputSchema.safeParse({ ...base, timeZone: 'Mars/Olympus' });
  expect(wrong.success ? null : wrong.error.issues[0]?.message).toBe('Choose a time zone from the list');
});

test('a tournament’s rounds in order, with the tables on extra minutes; drafts for staff only', async () => {
  const { id } = await tournamentWithPlayers(12);
  const [first, second] = [
    await seatRound(id, 1, 'a'),
    await seatRound(id, 2, 'b'),
    await seatRound(id, 3, 'c', false),
  ];
  await start(first as string);
  await db().roundTable.updateMany({ where: { roundId: first, table: { in: [1, 3] } }, data: { extraMinutes: 5 } });
  await db().roundTable.updateMany({ where: { roundId: second, table: 2 }, data: { extraMinutes: 10 } });
  // What the rounds were read as before they were one query: the same rows, the same shape.
  const read = (drafts: boolean) =>
    db().round.findMany({
      where: { tournamentId: id, ...(drafts ? {} : { status: { not: 'DRAFT' } }) },
      orderBy: { number: 'asc' },
      select: {
        id: true,
        number: true,
        status: true,
        repeatPairs: true,
        startedAt: true,
        durationMinutes: true,
        tables: {
          where: { extraMinutes: { gt: 0 } },
          select: { table: true, extraMinutes: true, status: true },
          orderBy: { table: 'asc' },
        },
      },
    });
  expect(await roundsOf(db(), id, true)).toEqual(await read(true));
  expect(await roundsOf(db(), id, false)).toEqual(await read(false));
  expect((await roundsOf(db(), id, false)).map((r) => [r.number, r.tables.map((t) => t.table)])).toEqual([
    [1, [1, 3]],
    [2, [2]],
  ]);
});

test('a round’s seating: the round and its tables’ numbers in order, and its tables with their games counted, as the ORM read them', async () => {
  const { id, slug } = await tournamentWithPlayers(12);
  const [first] = [await seatRound(id, 1, 'a'), await seatRound(id, 2, 'b', false)];
  await start(first as string);
  const table = await db().roundTable.findFirstOrThrow({ where: { roundId: first, table: 2 } });
  const record = { seats: ['A', 'B', 'C', 'D'], east: 'A', outcome: 'wall' };
  await recordGame(db(), SYSTEM, { roundTableId: table.id, number: 1, record, expectedVersion: null });
  // What the round was read as before it was one query.
  const read = (number: number, drafts: boolean) =>
    db().round.findFirst({
      where: { number, tournament: { slug }, ...(drafts ? {} : { status: { in: [...PUBLIC_ROUNDS] } }) },
      include: {
        tournament: { select: { id: true, name: true, slug: true, roundCount: true, gamesPerRound: true } },
        tables: {
          select: { id: true, table: true, status: true, extraMinutes: true, _count: { select: { games: true } } },
          orderBy: { table: 'asc' },
        },
      },
    });
  const seating = async (number: number, drafts: boolean) => {
    const round = await roundSeating(db(), slug, number, drafts);
    return round && (({ seats, collector, ...rest }) => rest)(round);
  };
  // The public pages read the tables' numbers only; the Director's round page each table's state (roundTables).
  const expected = async (number: number, drafts: boolean) => {
    const round = await read(number, drafts);
    return round && (({ tables, ...rest }) => ({ ...rest, tableNumbers: tables.map((t) => t.table) }))(round);
  };
  expect(await seating(1, false)).toEqual(await expected(1, false));
  expect(await roundTables(db(), first as string)).toEqual((await read(1, false))!.tables);
  expect((await roundTables(db(), first as string)).map((t) => t._count.games)).toEqual([0, 1, 0]);
  expect(await seating(2, true)).toEqual(await expected(2, true));
  expect(await seating(2, false)).toBeNull();
  expect(await seating(3, true)).toBeNull();
});
