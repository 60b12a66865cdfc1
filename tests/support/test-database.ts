import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminQuery } from '@/server/database-check';
import { startEmbeddedPostgres } from '@/server/embedded-postgres';
import { migrateDeploy } from '@/server/migrate';

/** The tests connect as the database's owner (a superuser): they empty tables between tests. */
export type TestDatabase = { url: string; mode: 'embedded' | 'postgres'; stop: () => Promise<void> };

/**
 * The tests never touch a user's data: with DATABASE_URL they make a scratch database on that server and drop it
 * afterwards (TEST_DATABASE_URL names one to use, and wipe, instead); without it, a fresh embedded PostgreSQL.
 */
async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DATABASE_URL) {
    return { url: process.env.TEST_DATABASE_URL, mode: 'postgres', stop: async () => undefined };
  }
  const server = process.env.DATABASE_URL;
  if (server) {
    const name = `mahjong_test_${process.pid}_${Date.now()}`;
    await adminQuery(server, `CREATE DATABASE "${name}"`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    const stop = () => adminQuery(server, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    return { url: url.toString(), mode: 'postgres', stop };
  }
  // A scratch cluster of its own, in the system's temporary folder (which the postgres user reaches when run as root).
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mahjong-test-pg-'));
  const embedded = await startEmbeddedPostgres(path.join(dir, 'pg'), () => undefined);
  const stop = async () => {
    await embedded.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: embedded.ownerUrl, mode: 'embedded', stop };
}

/** Creates and migrates the test database and points DATABASE_URL (and DATABASE_MODE) at it for everything started afterwards. */
export async function prepareTestDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  try {
    migrateDeploy(database.url);
  } catch (error) {
    await database.stop();
    throw error;
  }
  process.env.DATABASE_URL = database.url;
  process.env.DATABASE_MODE = database.mode;
  process.env.TEST_DATABASE_READY = '1';
  return database;
}
