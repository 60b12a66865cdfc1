import pg from 'pg';
import { Prisma } from './generated/client';

// What `pg` reads differently from Prisma's `$queryRaw`, read as Prisma does: `timestamp` columns hold UTC (pg would
// read them in the process's zone), `bigint` as BigInt (pg: text), `numeric` as Decimal (pg: text).
const { builtins } = pg.types;
const textArray = (pg.types.getTypeParser as (oid: number) => unknown)(1009 /* text[] */) as (
  value: string,
) => (string | null)[];
const each =
  <T>(parse: (value: string) => T) =>
  (value: string) =>
    textArray(value).map((entry) => (entry === null ? null : parse(entry)));

const utcTime = (value: string) => new Date(`${value.replace(' ', 'T')}Z`);
const utcDate = (value: string) => new Date(`${value}T00:00:00Z`);
const decimal = (value: string) => new Prisma.Decimal(value);

const parsers = new Map<number, (value: string) => unknown>([
  [builtins.INT8, BigInt],
  [1016 /* bigint[] */, each(BigInt)],
  [builtins.TIMESTAMP, utcTime],
  [1115 /* timestamp[] */, each(utcTime)],
  [builtins.DATE, utcDate],
  [1182 /* date[] */, each(utcDate)],
  [builtins.NUMERIC, decimal],
  [1231 /* numeric[] */, each(decimal)],
]);

/** The pool's readers of values, by type. */
export const poolTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    (format !== 'binary' && parsers.get(oid)) || pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A time as a `timestamp` column holds it, in UTC, as Prisma sends it. */
function utcText(at: Date): string {
  const date = `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
  const time = `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`;
  return `${date} ${time}.${pad(at.getUTCMilliseconds(), 3)}`;
}

/** A query's value as Prisma sends it: times in UTC (pg would send them in the process's zone). */
export function sqlValue(value: unknown): unknown {
  if (value instanceof Date) return utcText(value);
  if (Array.isArray(value)) return value.map(sqlValue);
  return value;
}
