import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { StartupError, type Database } from './database';
import { grantAppRole } from './database-roles';

const require = createRequire(import.meta.url);

/** What `prisma migrate deploy` says when every migration is applied (Prisma 6.19). */
const APPLIED = /All migrations have been successfully applied|No pending migrations to apply/;

/** Applies the committed migrations (`prisma migrate deploy`) to `url`. */
export function migrateDeploy(url: string): void {
  const cli = require.resolve('prisma/build/index.js');
  const timers = require.resolve('./migrate-timers.cjs');
  const result = spawnSync(process.execPath, ['--require', timers, cli, 'migrate', 'deploy'], {
    env: { ...process.env, DATABASE_URL: url, CHECKPOINT_DISABLE: '1', PRISMA_HIDE_UPDATE_MESSAGE: '1' },
    encoding: 'utf8',
  });
  // A process that ended with work pending would end with 0 too: only the CLI's own word counts.
  if (result.status !== 0 || !APPLIED.test(result.stdout)) {
    const output = `${result.stdout}\n${result.stderr}`.trim().split('\n').slice(-15).join('\n');
    throw new StartupError(`Applying the database migrations failed:\n${output}`);
  }
}

/**
 * Migrates the database as its owner and, where the app connects as a role of its own, grants that role its rights
 * (none to change the audit log); then points this process's DATABASE_URL at the app's connection.
 */
export async function prepareDatabase(database: Database): Promise<void> {
  migrateDeploy(database.ownerUrl);
  const appRole = decodeURIComponent(new URL(database.url).username);
  if (appRole !== decodeURIComponent(new URL(database.ownerUrl).username))
    await grantAppRole(database.ownerUrl, appRole);
  process.env.DATABASE_URL = database.url;
}
