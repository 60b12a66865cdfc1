import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/client';

/**
 * On the embedded database transactions take turns (its server runs one at a time), so one may wait for several
 * before it: longer than Prisma's 2 s default for starting a transaction, which stays on a real PostgreSQL.
 */
const EMBEDDED_TRANSACTION_MAX_WAIT_MS = 30_000;

function createClient() {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error('DATABASE_URL is not set: start the app with `npm start`.');
  const embedded = process.env.DATABASE_MODE === 'embedded';
  return clientFor(connectionString, Number(process.env.DATABASE_POOL_SIZE ?? 10), embedded);
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
