// The database is reached from the server only: a client component that imports this (or anything that reads or
// writes the database, which all come through here) fails the build. Scripts and tests run with the react-server
// condition (package.json, vitest.config.ts), under which this import is empty.
import 'server-only';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/client';

function createClient() {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error('DATABASE_URL is not set: start the app with `npm start`.');
  return clientFor(connectionString, Number(process.env.DATABASE_POOL_SIZE ?? 10));
}

/** A client on the database at `connectionString`, with the app's options (the app uses `db()`). */
export function clientFor(connectionString: string, max: number) {
  return new PrismaClient({
    adapter: new PrismaPg({ connectionString, max }),
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
