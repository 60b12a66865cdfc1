import path from 'node:path';
import { unreachableMessage } from './database-check';
import { startEmbeddedPostgres } from './embedded-postgres';

export type DatabaseMode = 'embedded' | 'postgres';
/** `url`: the app's connection; `ownerUrl`: the role that owns the tables and runs the migrations (often the same). */
export type Database = { url: string; ownerUrl: string; mode: DatabaseMode; stop: () => Promise<void> };

export const DATA_DIR = path.resolve(process.env.DATA_DIR ?? '.data');
const EMBEDDED_DIR = path.join(DATA_DIR, 'pg');

/** A user-facing failure: printed as one line, no stack trace. */
export class StartupError extends Error {}

/**
 * DATABASE_URL when set (checked reachable; DATABASE_OWNER_URL, when set, runs the migrations), otherwise the embedded
 * PostgreSQL in DATA_DIR/pg: the server another of the app's processes runs there, or a new one; DATABASE_MODE tells
 * the health check which it is.
 */
export async function resolveDatabase(log: (line: string) => void): Promise<Database> {
  const configured = process.env.DATABASE_URL;
  if (configured) {
    const ownerUrl = process.env.DATABASE_OWNER_URL || configured;
    for (const url of new Set([configured, ownerUrl])) {
      const problem = await unreachableMessage(url);
      if (problem) throw new StartupError(problem);
    }
    return { url: configured, ownerUrl, mode: 'postgres', stop: async () => undefined };
  }
  process.env.DATABASE_MODE = 'embedded';
  try {
    const embedded = await startEmbeddedPostgres(EMBEDDED_DIR, log);
    return { ...embedded, mode: 'embedded' };
  } catch (error) {
    throw new StartupError((error as Error).message);
  }
}
