import 'server-only';
import { execute, rows, type Db, type Sql } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';

/**
 * now() cut to the millisecond "resetAt" keeps: a window written from it ends when it says, where PostgreSQL would round
 * now() + ten minutes up to the next millisecond, and a lock just begun would be told as ten minutes and a second.
 */
export const NOW_KEPT = Prisma.sql`date_trunc('milliseconds', now())`;

/**
 * Counts an attempt against `key` in PostgreSQL (so every app instance shares the count) and says whether it is
 * within `limit` attempts per `windowSeconds`.
 */
export async function allowAttempt(db: Db, key: string, limit: number, windowSeconds: number): Promise<boolean> {
  await purgeExpired(db);
  const counted = await rows<{ count: number }>(
    db,
    Prisma.sql`
    INSERT INTO "Throttle" ("key", "count", "resetAt")
    VALUES (${key}, 1, ${NOW_KEPT} + make_interval(secs => ${windowSeconds}))
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "Throttle"."resetAt" < now() THEN 1 ELSE "Throttle"."count" + 1 END,
      "resetAt" = CASE WHEN "Throttle"."resetAt" < now() THEN EXCLUDED."resetAt" ELSE "Throttle"."resetAt" END
    RETURNING "count"`,
  );
  return (counted[0]?.count ?? 0) <= limit;
}

/** Takes back one attempt counted against `key` in its current window (a sign-in that succeeded was no failure). */
export async function refundAttempt(db: Db, key: string): Promise<void> {
  await execute(
    db,
    Prisma.sql`
    UPDATE "Throttle" SET "count" = "count" - 1 WHERE "key" = ${key} AND "count" > 0 AND "resetAt" >= now()`,
  );
}

/** Forgets every counter whose window has passed (an expired counter counts as none): the table stays small. */
export async function purgeExpired(db: Sql): Promise<void> {
  await execute(db, Prisma.sql`DELETE FROM "Throttle" WHERE "resetAt" < now()`);
}
