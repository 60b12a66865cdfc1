import { clientFor, type Db } from '@/lib/db/client';
import { migrateDeploy } from '@/server/migrate';
import { adminQuery } from '@/server/database-check';

/**
 * Another installation: a fresh database on the test database's server, migrated, with a client of its own (the
 * same options as the app's); `timeZone`, the database's own time zone (as a laptop's PostgreSQL has it).
 */
export async function secondDatabase(name: string, timeZone?: string): Promise<{ db: Db; drop: () => Promise<void> }> {
  const server = process.env.DATABASE_URL;
  if (!server) throw new Error('DATABASE_URL is not set: run through the db test project');
  const database = `mahjong_${name}_${process.pid}_${Date.now()}`;
  await adminQuery(server, `CREATE DATABASE "${database}"`);
  const url = new URL(server);
  url.pathname = `/${database}`;
  migrateDeploy(url.toString());
  if (timeZone) await adminQuery(server, `ALTER DATABASE "${database}" SET timezone = '${timeZone}'`);
  const db: Db = clientFor(url.toString(), 4);
  const drop = async () => {
    await db.$disconnect();
    await adminQuery(server, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  };
  return { db, drop };
}
