// A pool of connections to the database and SQL on it, without Prisma's client: what the app's client is given
// (lib/db/client.ts), and what the front process reads the stamps with (server/http/database-stamps.ts).
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Prisma } from './generated/client';
import { poolTypes, sqlValue } from './pool-types';

/** Where SQL runs straight: a pool, or one connection of it (a transaction's). */
export type PoolSide = pg.Pool | pg.PoolClient;

/** How long a connection may stay idle in the pool. */
const IDLE_MS = 5 * 60_000;

/** A pool on the database at `connectionString`, reading values as Prisma's `$queryRaw` does (lib/db/pool-types.ts). */
export function poolFor(connectionString: string, max: number): pg.Pool {
  // Idle connections keep no process alive: a script ends when its work does. They are closed after minutes, not pg's
  // ten seconds: a connection's prepared statements (see `sqlOf`) go with it, and each new one plans every statement
  // five times over before it has a generic plan (a player's page 25–30 ms against 11 ms on a warm connection).
  const pool = new pg.Pool({
    connectionString,
    // Times are kept in UTC (Prisma writes them so); a database's own zone (an embedded PostgreSQL takes the laptop's)
    // would shift every time written by `now()` or a column's default. No statement is JIT-compiled: the planner sends
    // any it puts above jit_above_cost to LLVM, and a table's sheet on a database without statistics yet (just loaded,
    // or autovacuum off) took 35 ms to compile and 1 ms to run. A connection string's own options win.
    options: '-c TimeZone=UTC -c jit=off',
    max,
    types: poolTypes,
    allowExitOnIdle: true,
    idleTimeoutMillis: IDLE_MS,
  });
  // An idle connection the database closed (a restart, a dropped database) leaves the pool by itself; the next query
  // opens another. Without a listener, the pool's 'error' event would end the process.
  pool.on('error', () => undefined);
  return pool;
}

/** Each query's statement name, by its text: the same on every copy of this module (the build may hold several). */
const names = new Map<string, string>();
const MOST_NAMES = 2_000;

function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `q${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size < MOST_NAMES) names.set(text, name);
  }
  return name;
}

/**
 * A query as sent: a named statement, prepared once per connection, so that PostgreSQL plans it once (after five
 * runs, a generic plan when it costs no more) rather than at every run: a player's page spent 25 of its 38 ms of
 * PostgreSQL's time parsing and planning its queries, and 13 running them. The tables are not altered while the app
 * runs (migrations come first), so a prepared statement's columns stay what they were.
 */
const sqlOf = (query: Prisma.Sql) => ({
  name: nameOf(query.text),
  text: query.text,
  values: query.values.map(sqlValue),
});

/** The rows of a SQL query made with `Prisma.sql`, on a pool or one of its connections. */
export async function rowsOn<T>(side: PoolSide, query: Prisma.Sql): Promise<T[]> {
  return (await side.query(sqlOf(query))).rows as T[];
}

/** Runs a SQL statement as `rowsOn` does; returns how many rows it changed. */
export async function executeOn(side: PoolSide, query: Prisma.Sql): Promise<number> {
  return (await side.query(sqlOf(query))).rowCount ?? 0;
}
