import 'server-only';
import { rows, type Db } from '@/lib/db/client';
import { purgeExpired } from './throttle';
import { Prisma } from '@/lib/db/generated/client';

/**
 * Five wrong PINs lock a player's PIN for ten minutes; locked again within a day, for an hour each time. The counts are
 * in PostgreSQL (`pin:<player>` the tries, `pin-locks:<player>` the locks of the last day), shared by every instance.
 */
export const PIN_TRIES = 5;
export const PIN_LOCK_SECONDS = 10 * 60;
export const PIN_REPEAT_LOCK_SECONDS = 60 * 60;
const LOCK_MEMORY_SECONDS = 24 * 60 * 60;

const keyOf = (playerId: string) => `pin:${playerId}`;
const locksKeyOf = (playerId: string) => `pin-locks:${playerId}`;

/** Seconds until the player's PIN may be tried again; 0 when it is not locked. */
export async function pinLockedFor(db: Db, playerId: string): Promise<number> {
  const row = await db.throttle.findUnique({ where: { key: keyOf(playerId) } });
  if (!row || row.count < PIN_TRIES) return 0;
  return Math.max(0, Math.ceil((row.resetAt.getTime() - Date.now()) / 1000));
}

/** A right PIN forgets the wrong ones before it (not the locks of the day: those still make the next lock longer). */
export async function clearWrongPins(db: Db, playerId: string): Promise<void> {
  await db.throttle.deleteMany({ where: { key: keyOf(playerId) } });
}

/** How long the next lock of this PIN lasts: longer when it was locked within the last day. */
async function lockSecondsFor(db: Db, playerId: string): Promise<number> {
  const locks = await db.throttle.findUnique({ where: { key: locksKeyOf(playerId) }, select: { resetAt: true } });
  return locks && locks.resetAt > new Date() ? PIN_REPEAT_LOCK_SECONDS : PIN_LOCK_SECONDS;
}

async function rememberLock(db: Db, playerId: string): Promise<void> {
  await db.$executeRaw`
    INSERT INTO "Throttle" ("key", "count", "resetAt")
    VALUES (${locksKeyOf(playerId)}, 1, now() + make_interval(secs => ${LOCK_MEMORY_SECONDS}))
    ON CONFLICT ("key") DO UPDATE SET "count" = "Throttle"."count" + 1, "resetAt" = EXCLUDED."resetAt"`;
}

/**
 * Counts a PIN try before the PIN is checked, in one statement, and returns how many tries are left after it; -1 when
 * the PIN is locked and this try may not be checked. Parallel tries cannot all pass a lock read made before any of them
 * was counted. A right PIN then calls `clearWrongPins`. Tries older than the lock time are forgotten; each try before
 * the lock restarts that time, so the fifth locks the PIN for the full lock time; a try while locked does not extend it.
 */
export async function claimPinTry(db: Db, playerId: string): Promise<number> {
  await purgeExpired(db);
  const seconds = await lockSecondsFor(db, playerId);
  const counted = await rows<{ count: number }>(
    db,
    Prisma.sql`
    INSERT INTO "Throttle" ("key", "count", "resetAt")
    VALUES (${keyOf(playerId)}, 1, now() + make_interval(secs => ${seconds}))
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "Throttle"."resetAt" < now() THEN 1 ELSE "Throttle"."count" + 1 END,
      "resetAt" = CASE WHEN "Throttle"."resetAt" < now() OR "Throttle"."count" < ${PIN_TRIES}
        THEN EXCLUDED."resetAt" ELSE "Throttle"."resetAt" END
    RETURNING "count"`,
  );
  const count = counted[0]?.count ?? PIN_TRIES + 1;
  if (count === PIN_TRIES) await rememberLock(db, playerId);
  return count > PIN_TRIES ? -1 : PIN_TRIES - count;
}

/** The players seated in a round whose PIN is locked now: their table, name and when the lock ends, by table and seat. */
export function lockedPinsOfRound(db: Db, roundId: string) {
  return rows<{ table: number; name: string; resetAt: Date }>(
    db,
    Prisma.sql`
    SELECT s."table", p."name", th."resetAt"
    FROM "Seat" s
    JOIN "Player" p ON p."id" = s."playerId"
    JOIN "Throttle" th ON th."key" = ${keyOf('')} || p."id"
    WHERE s."roundId" = ${roundId} AND th."count" >= ${PIN_TRIES} AND th."resetAt" > now()
    ORDER BY s."table", s."letter"`,
  );
}
