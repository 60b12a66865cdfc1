import path from 'node:path';
import { unreachableMessage } from './database-check';
import { runningEmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres';

export type DatabaseMode = 'embedded' | 'postgres';
export type Database = { url: string; mode: DatabaseMode; stop: () => Promise<void> };

export const DATA_DIR = path.resolve(process.env.DATA_DIR ?? '.data');
const EMBEDDED_DIR = path.join(DATA_DIR, 'pg');

/** A user-facing failure: printed as one line, no stack trace. */
export class StartupError extends Error {}

/**
 * DATABASE_URL when set (checked reachable), otherwise the embedded PostgreSQL in .data/: the one this app already
 * runs, or a new server; DATABASE_MODE then tells this process's database client which it is.
 */
export async function resolveDatabase(log: (line: string) => void): Promise<Database> {
  const configured = process.env.DATABASE_URL;
  if (configured) {
    const problem = await unreachableMessage(configured);
    if (problem) throw new StartupError(problem);
    return { url: configured, mode: 'postgres', stop: async () => undefined };
  }
  process.env.DATABASE_MODE = 'embedded';
  const running = runningEmbeddedPostgres(EMBEDDED_DIR);
  if (running) return { url: running.url, mode: 'embedded', stop: async () => undefined };
  log(`Starting the embedded PostgreSQL (data in ${path.relative(process.cwd(), EMBEDDED_DIR) || EMBEDDED_DIR}) …`);
  try {
    const embedded = await startEmbeddedPostgres(EMBEDDED_DIR, log);
    return { ...embedded, mode: 'embedded' };
  } catch (error) {
    throw new StartupError((error as Error).message);
  }
}
