import { Prisma } from '@/lib/db/generated/client';

/** A timestamp column as milliseconds since 1970 (UTC, as stored) inside JSON built in SQL; `dateOf` reads it. */
export const ms = (column: Prisma.Sql) => Prisma.sql`round(extract(epoch FROM ${column}) * 1000)::float8`;

/** Milliseconds since 1970 of a timestamp column, as text (null for none): a stamp only has to change when its row does. */
export const msText = (column: Prisma.Sql) => Prisma.sql`${ms(column)}::bigint::text`;

/** A time sent as `ms`, or null. */
export const dateOf = (at: number | null) => (at === null ? null : new Date(at));

/** The player of table alias `alias` as JSON: `{ id, number, name }`. */
export const playerJson = (alias: string) => {
  const p = Prisma.raw(`"${alias}"`);
  return Prisma.sql`json_build_object('id', ${p}."id", 'number', ${p}."number", 'name', ${p}."name")`;
};
