import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/client';

/**
 * The embedded database's server runs one connection's query or transaction at a time (lib/runtime/embedded-server.ts):
 * more than one connection per process would only wait there, and a transaction may wait for several before it, longer
 * than Prisma's 2 s default for starting one (which stays on a real PostgreSQL, with DATABASE_POOL_SIZE connections).
 */
const EMBEDDED_POOL_SIZE = 1;
const EMBEDDED_TRANSACTION_MAX_WAIT_MS = 30_000;

function createClient() {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error('DATABASE_URL is not set: start the app with `npm start`.');
  const embedded = process.env.DATABASE_MODE === 'embedded';
  const max = embedded ? EMBEDDED_POOL_SIZE : Number(process.env.DATABASE_POOL_SIZE ?? 10);
  return clientFor(connectionString, max, embedded);
}

/** A client on the database at `connectionString`, with the app's options (the app uses `db()`). */
export function clientFor(connectionString: string, max: number, embedded = false) {
  return new PrismaClient({
    adapter: new PrismaPg({ connectionString, max }),
    ...(embedded && { transactionOptions: { maxWait: EMBEDDED_TRANSACTION_MAX_WAIT_MS } }),
    // Secrets leave the database only when a query asks for them by name.
    omit: { user: { passwordHash: true }, player: { pinHash: true } },
  });
}

export type Db = ReturnType<typeof createClient>;
/** The client inside `db.$transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];

// One client per process, kept across hot reloads in development.
const holder = globalThis as unknown as { mahjongDb?: Db };

/** The one Prisma client of the app, created on first use. */
export function db(): Db {
  holder.mahjongDb ??= createClient();
  return holder.mahjongDb;
}
