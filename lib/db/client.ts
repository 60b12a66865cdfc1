// The database is reached from the server only: a client component that imports this (or anything that reads or
// writes the database, which all come through here) fails the build. Scripts and tests run with the react-server
// condition (package.json, vitest.config.ts), under which this import is empty.
import 'server-only';
import { PrismaPg } from '@prisma/adapter-pg';
import type pg from 'pg';
import { Prisma, PrismaClient } from './generated/client';
import { executeOn, poolFor, rowsOn, type PoolSide } from './pool';

function createClient() {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error('DATABASE_URL is not set: start the app with `npm start`.');
  return clientFor(connectionString, Number(process.env.DATABASE_POOL_SIZE ?? 10));
}

// Each client's pool of connections, which its SQL reads use straight (`rows`). Kept on the process, as the client is:
// a build may hold this module more than once (one copy per layer of the app), and each must find every client's pool.
const shared = globalThis as unknown as { mahjongPools?: WeakMap<object, pg.Pool> };
const pools = (shared.mahjongPools ??= new WeakMap());

/** A client on the database at `connectionString`, with the app's options (the app uses `db()`). */
export function clientFor(connectionString: string, max: number) {
  // Prisma's `$disconnect` leaves a pool it was given open: the pool's idle connections keep no process alive.
  const pool = poolFor(connectionString, max);
  const client = new PrismaClient({
    adapter: new PrismaPg(pool),
    // Secrets leave the database only when a query asks for them by name.
    omit: { user: { passwordHash: true }, player: { pinHash: true } },
  });
  pools.set(client, pool);
  return client;
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

/** A transaction on one of the pool's connections: SQL only (`rows`, `execute`), none of Prisma's model methods. */
export type SqlTx = { readonly connection: pg.PoolClient };
/** Where SQL runs: the client, one of Prisma's transactions, or a SQL transaction. */
export type Sql = Db | Tx | SqlTx;

/** The pool's side of `db`: a SQL transaction's connection, the client's pool, or null inside Prisma's transaction. */
function poolSide(db: Sql): PoolSide | null {
  if ('connection' in db) return db.connection;
  return pools.get(db) ?? null;
}

/**
 * The rows of a SQL query, their values as Prisma's `$queryRaw` gives them (times as UTC dates, `bigint` columns as
 * BigInt). On a client or a SQL transaction, the query goes to the pool straight: Prisma's client costs four to five
 * times the CPU of the query itself (docs/PERFORMANCE.md, session 23), and pages make many. In Prisma's transaction,
 * it goes through it.
 */
export async function rows<T>(db: Sql, query: Prisma.Sql): Promise<T[]> {
  const side = poolSide(db);
  return side ? rowsOn<T>(side, query) : (db as Tx).$queryRaw<T[]>(query);
}

/** Runs a SQL statement as `rows` does; returns how many rows it changed. */
export async function execute(db: Sql, query: Prisma.Sql): Promise<number> {
  const side = poolSide(db);
  return side ? executeOn(side, query) : (db as Tx).$executeRaw(query);
}

/**
 * Runs `run` in a transaction on one of the client's connections, committed when it returns and rolled back when it
 * throws: for writes made of SQL alone, on every scorekeeper's path (a game's save), where Prisma's interactive
 * transaction cost more of the app's CPU than the statements themselves.
 */
export async function sqlTransaction<T>(db: Db, run: (tx: SqlTx) => Promise<T>): Promise<T> {
  const pool = pools.get(db);
  if (!pool) throw new Error('A SQL transaction needs a client made by clientFor.');
  const connection = await pool.connect();
  let broken: Error | undefined;
  // The database ending the connection between two statements (a restart) is an error event on it, which would end
  // the process unheard: the next statement fails instead, and the connection is closed on release.
  const lost = (error: Error) => (broken = error);
  connection.on('error', lost);
  try {
    await connection.query('BEGIN');
    const result = await run({ connection });
    await connection.query('COMMIT');
    return result;
  } catch (error) {
    await connection.query('ROLLBACK').catch((e: Error) => (broken = e));
    throw error;
  } finally {
    connection.off('error', lost);
    // A connection lost or that could not even roll back is closed rather than given to the next query.
    connection.release(broken);
  }
}
