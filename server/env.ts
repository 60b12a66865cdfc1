import path from 'node:path';
import { DATA_DIR, StartupError, type Database } from './database';
import { ensureSecret } from './secret';

/** Loads `.env` if there is one (variables already set win). */
export function loadDotEnv(): void {
  try {
    process.loadEnvFile('.env');
  } catch {
    // no .env: the environment alone configures the app
  }
}

/**
 * The environment the Next.js server runs with. In embedded mode the session secret is generated on first start
 * into .data/; with a real PostgreSQL it must be given.
 */
export function serverEnv(database: Pick<Database, 'url' | 'mode'>): NodeJS.ProcessEnv {
  const secret =
    process.env.NEXTAUTH_SECRET ??
    (database.mode === 'embedded' ? ensureSecret(path.join(DATA_DIR, 'nextauth-secret')) : undefined);
  if (!secret)
    throw new StartupError('Set NEXTAUTH_SECRET (any long random string) when using DATABASE_URL; see .env.example.');
  return {
    ...process.env,
    DATABASE_URL: database.url,
    DATABASE_MODE: database.mode,
    NEXTAUTH_SECRET: secret,
    // Without a fixed NEXTAUTH_URL, sign-in works from whatever address the venue's devices use.
    AUTH_TRUST_HOST: process.env.NEXTAUTH_URL ? process.env.AUTH_TRUST_HOST : 'true',
    NEXT_TELEMETRY_DISABLED: '1',
    CHECKPOINT_DISABLE: '1',
  };
}
