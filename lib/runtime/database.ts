import path from 'node:path';
import { unreachableMessage } from './database-check';
import { startEmbeddedPostgres } from './embedded-postgres';

export type DatabaseMode = 'embedded' | 'postgres';
export type Database = { url: string; mode: DatabaseMode; stop: () => Promise<void> };

export const DATA_DIR = path.resolve(process.env.DATA_DIR ?? '.data');
const EMBEDDED_DIR = path.join(DATA_DIR, 'pg');

/** A user-facing failure: printed as one line, no stack trace. */
export class StartupError extends Error {}

/**
 * DATABASE_URL when set (checked reachable), otherwise the embedded PostgreSQL in DATA_DIR/pg: the server another of
 * the app's processes runs there, or a new one; DATABASE_MODE tells the health check which it is.
 */
export async function resolveDatabase(log: (line: string) => void): Promise<Database> {
  const configured = process.env.DATABASE_URL;
  if (configured) {
    const problem = await unreachableMessage(configured);
    if (problem) throw new StartupError(problem);
    return { url: configured, mode: 'postgres', stop: async () => undefined };
  }
  process.env.DATABASE_MODE = 'embedded';
  try {
    const embedded = await startEmbeddedPostgres(EMBEDDED_DIR, log);
    return { ...embedded, mode: 'embedded' };
  } catch (error) {
    throw new StartupError((error as Error).message);
  }
}
