import { afterEach, beforeEach, expect, test } from 'vitest';
import { db, execute, rows, sqlTransaction } from '@/lib/db/client';
import { isUniqueViolation } from '@/lib/db/errors';
import { Prisma } from '@/lib/db/generated/client';
import { resetDatabase } from '../support/reset';
import { tournamentWithPlayers } from '../support/fixtures';
import { secondDatabase } from '../support/second-database';
import { expectScriptEnds } from '../support/script-ends';

const zone = process.env.TZ;
beforeEach(async () => {
  await resetDatabase(db());
  // A process far from UTC: pg alone would read and send `timestamp` columns in this zone.
  process.env.TZ = 'Pacific/Auckland';
});
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

test('a SQL read through the pool gives what Prisma’s $queryRaw gives: times in UTC, bigint, date, numeric, arrays', async () => {
  const { id } = await tournamentWithPlayers(4);
  const at = new Date(Date.UTC(2026, 10, 27, 22, 13, 7, 123));
  const query = Prisma.sql`
    SELECT t."createdAt", t."name", t."gamesPerRound", t."ruleset",
           '2026-11-27 23:30:00.5'::timestamp(3) AS "time", ARRAY['2026-01-02 03:04:05'::timestamp(3)] AS "times",
           '2026-11-27'::date AS "day", 12345678901::bigint AS "big", ARRAY[1, 2]::bigint[] AS "bigs",
           count(*) AS "count", 1.25::numeric AS "decimal", true AS "yes", NULL::timestamp AS "never",
           ${at}::timestamp(3) = '2026-11-27 22:13:07.123'::timestamp(3) AS "sentInUtc"
    FROM "Tournament" t WHERE t."id" = ${id} GROUP BY t."id"`;
  const [pooled] = await rows<Record<string, unknown>>(db(), query);
  const [prisma] = await db().$queryRaw<Record<string, unknown>[]>(query);
  expect(pooled).toEqual(prisma);
  expect(pooled).toMatchObject({
    time: new Date('2026-11-27T23:30:00.500Z'),
    day: new Date('2026-11-27T00:00:00Z'),
    big: 12345678901n,
    bigs: [1n, 2n],
    count: 1n,
    sentInUtc: true,
    never: null,
  });
  const tournament = await db().tournament.findUniqueOrThrow({ where: { id } });
  expect(pooled?.createdAt).toEqual(tournament.createdAt);
});

test('in a transaction a SQL read goes through it: it sees the transaction’s own writes', async () => {
  const { id } = await tournamentWithPlayers(4);
  const read = Prisma.sql`SELECT "name" FROM "Tournament" WHERE "id" = ${id}`;
  const seen = await db().$transaction(async (tx) => {
    await tx.tournament.update({ where: { id }, data: { name: 'Renamed' } });
    return rows<{ name: string }>(tx, read);
  });
  expect(seen).toEqual([{ name: 'Renamed' }]);
});

test('a SQL transaction commits what it wrote when it returns, and writes nothing when it throws', async () => {
  const { id, slug } = await tournamentWithPlayers(4);
  const other = await tournamentWithPlayers(4);
  const rename = (name: string) => Prisma.sql`UPDATE "Tournament" SET "name" = ${name} WHERE "id" = ${id}`;
  const read = Prisma.sql`SELECT "name" FROM "Tournament" WHERE "id" = ${id}`;
  const seen = await sqlTransaction(db(), async (tx) => {
    expect(await execute(tx, rename('Committed'))).toBe(1);
    return rows<{ name: string }>(tx, read);
  });
  expect(seen).toEqual([{ name: 'Committed' }]);
  const failed = sqlTransaction(db(), async (tx) => {
    await execute(tx, rename('Rolled back'));
    // Slugs are unique: giving the other tournament this one's is refused, and the rename above goes with it.
    await execute(tx, Prisma.sql`UPDATE "Tournament" SET "slug" = ${slug} WHERE "id" = ${other.id}`);
  });
  const error = await failed.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isUniqueViolation(error)).toBe(true);
  expect(await rows(db(), read)).toEqual([{ name: 'Committed' }]);
});

test('a script that read through the pool ends when its work does: idle connections keep no process alive', () => {
  // The pool closes an idle connection after 10 s: a process kept alive by one would take that long to end.
  expectScriptEnds(
    [
      "const { db, rows } = await import('@/lib/db/client');",
      "const { Prisma } = await import('@/lib/db/generated/client');",
      'await rows(db(), Prisma.sql`SELECT 1`);',
      'await db().$disconnect();',
    ],
    9_000,
    ['react-server'],
  );
});

test('a SQL query is prepared once per connection and planned from then on as one statement, whatever its values', async () => {
  const { id } = await tournamentWithPlayers(4);
  const query = (number: number) =>
    Prisma.sql`SELECT "name" FROM "Player" WHERE "tournamentId" = ${id} AND "number" = ${number}`;
  const names = await sqlTransaction(db(), async (tx) => {
    const read = [];
    // More runs than PostgreSQL's five custom plans: a generic plan, if any, still gives each run's own rows.
    for (let run = 0; run < 8; run++) read.push(...(await rows<{ name: string }>(tx, query((run % 4) + 1))));
    const prepared = await rows<{ count: bigint }>(
      tx,
      Prisma.sql`SELECT count(*) AS "count" FROM pg_prepared_statements WHERE "statement" = ${query(1).text}`,
    );
    return { read: read.map((r) => r.name), prepared: prepared[0]!.count };
  });
  const players = await db().player.findMany({ where: { tournamentId: id }, orderBy: { number: 'asc' } });
  expect(names.read).toEqual([...players, ...players].map((p) => p.name));
  expect(names.prepared).toBe(1n);
});

test('times the database writes itself are UTC, whatever its own time zone (a laptop’s PostgreSQL has the laptop’s)', async () => {
  const second = await secondDatabase('zone', 'America/New_York');
  try {
    const [session] = await rows<{ zone: string; at: Date }>(
      second.db,
      Prisma.sql`SELECT current_setting('TimeZone') AS "zone", now()::timestamp(3) AS "at"`,
    );
    expect(session?.zone).toBe('UTC');
    expect(Math.abs(session!.at.getTime() - Date.now())).toBeLessThan(60_000);
    // Prisma's own queries go through the same connections.
    const [prisma] = await second.db.$queryRaw<{ at: Date }[]>`SELECT now()::timestamp(3) AS "at"`;
    expect(Math.abs(prisma!.at.getTime() - Date.now())).toBeLessThan(60_000);
  } finally {
    await second.drop();
  }
});

test('the app’s statements are never compiled by the database’s JIT (35 ms to compile a table’s sheet, 1 ms to read it)', async () => {
  // A freshly loaded database has no statistics yet: the planner puts a table's sheet at 240,000 (JIT from 100,000).
  const [plan] = await rows<{ 'QUERY PLAN': [{ JIT?: unknown }] }>(
    db(),
    Prisma.sql`EXPLAIN (FORMAT JSON) SELECT sum(a * b * c)
      FROM generate_series(1, 1000) a, generate_series(1, 1000) b, generate_series(1, 100) c`,
  );
  expect(plan!['QUERY PLAN'][0].JIT).toBeUndefined();
  const [setting] = await rows<{ jit: string }>(db(), Prisma.sql`SELECT current_setting('jit') AS "jit"`);
  expect(setting?.jit).toBe('off');
});
