import { afterAll, beforeEach, expect, test } from 'vitest';
import { db } from '@/lib/db/client';
import { poolFor } from '@/lib/db/pool';
import type { Stamps } from '@/lib/live/grains';
import { everyStampJson, siteStamps } from '@/lib/live/stamps';
import { databaseStamps } from '@/server/http/database-stamps';
import { resetDatabase } from '../support/reset';
import { accepted, roundOne, staff } from '../support/sheets';

// The front's own pool, as server/serve.ts makes it.
const pool = poolFor(process.env.DATABASE_URL!, 2);
afterAll(() => pool.end());

let t: Awaited<ReturnType<typeof roundOne>>;
let scorekeeper: Awaited<ReturnType<typeof staff>>;
beforeEach(async () => {
  await resetDatabase(db());
  t = await roundOne(8);
  scorekeeper = await staff('Sam Keeper');
});

/** The front's reading, and the scopes it asked the app for instead (the app answering as its route does). */
function front() {
  const asked: string[] = [];
  const read = databaseStamps(pool, async (scope) => {
    asked.push(scope);
    const tournament = await db().tournament.findUnique({ where: { slug: scope } });
    return tournament && (JSON.parse(await everyStampJson(db(), tournament)) as Stamps);
  });
  return { read, asked };
}

const appStamps = async () =>
  JSON.parse(await everyStampJson(db(), await db().tournament.findUniqueOrThrow({ where: { id: t.tournamentId } })));

test('the front reads from the database the stamps the app gives, without asking it while the ranks hold', async () => {
  const { read, asked } = front();
  // No standings kept yet: the app is asked, and keeps them.
  expect(await read(t.slug)).toEqual(await appStamps());
  expect(asked).toEqual([t.slug]);
  await accepted(scorekeeper, t.tableId(1));
  expect(await read(t.slug)).toEqual(await appStamps());
  expect(await read('')).toEqual(await siteStamps(db()));
  expect(await read('nowhere')).toBeNull();
  expect(asked).toEqual([t.slug]);
});

test('a round’s last sheet accepted, the front has the app bring the standings up to date first', async () => {
  const { read, asked } = front();
  const before = await appStamps();
  await accepted(scorekeeper, t.tableId(1));
  expect(await read(t.slug)).toMatchObject({ places: before.places });
  expect(asked).toEqual([]);
  await accepted(scorekeeper, t.tableId(2));
  const closed = await read(t.slug);
  expect(asked).toEqual([t.slug]);
  // The players' ranks after round 1 are in the stamps read: their places moved.
  expect(Object.keys(closed!.places).filter((n) => closed!.places[n] !== before.places[n])).not.toEqual([]);
  expect(await read(t.slug)).toEqual(closed);
  expect(asked).toEqual([t.slug]);
});
