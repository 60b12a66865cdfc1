import { Prisma } from '@/lib/db/generated/client';

/** A timestamp column as milliseconds since 1970 (UTC, as stored) inside JSON built in SQL; `new Date(ms)` reads it. */
export const ms = (column: Prisma.Sql) => Prisma.sql`round(extract(epoch FROM ${column}) * 1000)::float8`;
