import { readdirSync } from 'node:fs';
import pg from 'pg';
import { expect, test } from 'vitest';
import { adminQuery } from '@/server/database-check';
import { migrateDeploy } from '@/server/migrate';
import { expectScriptEnds } from '../support/script-ends';

// `prisma migrate deploy` (every start, every test database) ended some ten seconds after its last migration: the
// adapter's idle connections kept the CLI's process alive until the pool closed them.
test('the Prisma CLI’s migration adapter keeps no process alive once its work is done', () => {
  expectScriptEnds(
    [
      "const { migrationAdapter } = await import('./lib/db/migration-adapter.ts');",
      'const adapter = await migrationAdapter(process.env.DATABASE_URL).connect();',
      "await adapter.queryRaw({ sql: 'SELECT 1', args: [], argTypes: [] });",
    ],
    8_000,
  );
});

// The CLI's schema engine left a ten-second timer behind it: a fresh database took 12.6 s to migrate, 2–3 s of it work.
test('a fresh database is migrated, and migrated again with nothing to do, each in a few seconds', async () => {
  const server = process.env.DATABASE_URL!;
  const name = `mahjong_migrate_${process.pid}_${Date.now()}`;
  await adminQuery(server, `CREATE DATABASE "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  try {
    for (const pass of ['fresh', 'again']) {
      const began = performance.now();
      migrateDeploy(url.toString());
      expect({ pass, fast: performance.now() - began < 10_000 }).toEqual({ pass, fast: true });
    }
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const applied = await client.query(
      'SELECT count(*)::int AS "n" FROM "_prisma_migrations" WHERE "finished_at" IS NOT NULL',
    );
    await client.end();
    const committed = readdirSync('prisma/migrations', { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(applied.rows[0].n).toBe(committed.length);
  } finally {
    await adminQuery(server, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}, 120_000);
