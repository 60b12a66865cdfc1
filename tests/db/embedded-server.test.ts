import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@/lib/runtime/embedded-postgres';

// The embedded server itself (a fresh one, whatever DATABASE_URL says): connections of their own, as the web server,
// scripts and tests have, share its one session one query or transaction at a time.

let server: EmbeddedPostgres;

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: server.url });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

beforeAll(async () => {
  const dir = path.resolve('tests/.tmp/embedded-server-pg');
  rmSync(dir, { recursive: true, force: true });
  server = await startEmbeddedPostgres(dir, () => undefined);
  const client = await connect();
  await client.query('CREATE TABLE t (w int, i int)');
  await client.end();
});

afterAll(() => server?.stop());

test('connections interleaving parameterised queries and transactions each get their own answers', async () => {
  const CLIENTS = 8;
  const ROUNDS = 30;
  const problems: string[] = [];
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, w) => {
      const client = await connect();
      for (let i = 0; i < ROUNDS; i++) {
        try {
          await client.query('BEGIN');
          await client.query('INSERT INTO t (w, i) VALUES ($1, $2)', [w, i]);
          const mine = await client.query('SELECT count(*)::int AS n FROM t WHERE w = $1', [w]);
          if (mine.rows[0].n !== i + 1)
            problems.push(`client ${w} saw ${mine.rows[0].n} rows of its own, not ${i + 1}`);
          await client.query(i % 2 ? 'COMMIT' : 'ROLLBACK');
          if (i % 2 === 0) await client.query('INSERT INTO t (w, i) VALUES ($1, $2)', [w, i]);
          const sum = await client.query('SELECT $1::int + $2::int AS s, $3::text AS tag', [w, i, `c${w}`]);
          if (sum.rows[0].s !== w + i || sum.rows[0].tag !== `c${w}`) problems.push(`client ${w} got another's row`);
        } catch (error) {
          problems.push((error as Error).message);
          await client.query('ROLLBACK').catch(() => undefined);
        }
      }
      await client.end();
    }),
  );
  expect(problems).toEqual([]);
  const check = await connect();
  expect((await check.query('SELECT count(*)::int AS n FROM t')).rows[0].n).toBe(CLIENTS * ROUNDS);
  await check.end();
});

test('a connection that goes inside a transaction: rolled back, and the next waiting one goes on', async () => {
  const leaver = await connect();
  await leaver.query('BEGIN');
  await leaver.query('INSERT INTO t (w, i) VALUES ($1, $2)', [-1, -1]);
  // Waits: the session is in the leaver's transaction (its connecting too).
  const waiting = connect().then((client) =>
    client.query('SELECT count(*)::int AS n FROM t WHERE w = -1').finally(() => client.end()),
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
  (leaver as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
  expect((await waiting).rows[0].n).toBe(0);
});
