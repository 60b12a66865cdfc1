import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import type { Db } from '@/lib/db/client';
import { PrismaClient } from '@/lib/db/generated/client';
import { migrateDeploy } from '@/lib/runtime/migrate';

async function onServer(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Another installation: a fresh database on the test database's server, migrated, with a client of its own (the
 * same options as the app's). Needs a real PostgreSQL: the embedded one serves a single database.
 */
export async function secondDatabase(name: string): Promise<{ db: Db; drop: () => Promise<void> }> {
  const server = process.env.DATABASE_URL;
  if (!server) throw new Error('DATABASE_URL is not set: run through the db test project');
  const database = `mahjong_${name}_${process.pid}_${Date.now()}`;
  await onServer(server, `CREATE DATABASE "${database}"`);
  const url = new URL(server);
  url.pathname = `/${database}`;
  migrateDeploy(url.toString());
  const db: Db = new PrismaClient({
    adapter: new PrismaPg({ connectionString: url.toString(), max: 4 }),
    omit: { user: { passwordHash: true }, player: { pinHash: true } },
  });
  const drop = async () => {
    await db.$disconnect();
    await onServer(server, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  };
  return { db, drop };
}
