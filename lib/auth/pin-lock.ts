import type { Db } from '@/lib/db/client';

/** Five wrong PINs lock a player's PIN for ten minutes; the count is in PostgreSQL, shared by every app instance. */
export const PIN_TRIES = 5;
export const PIN_LOCK_SECONDS = 10 * 60;

const keyOf = (playerId: string) => `pin:${playerId}`;

/** Seconds until the player's PIN may be tried again; 0 when it is not locked. */
export async function pinLockedFor(db: Db, playerId: string): Promise<number> {
  const row = await db.throttle.findUnique({ where: { key: keyOf(playerId) } });
  if (!row || row.count < PIN_TRIES) return 0;
  return Math.max(0, Math.ceil((row.resetAt.getTime() - Date.now()) / 1000));
}

/** A right PIN forgets the wrong ones before it. */
export async function clearWrongPins(db: Db, playerId: string): Promise<void> {
  await db.throttle.deleteMany({ where: { key: keyOf(playerId) } });
}

/**
 * Counts a PIN try before the PIN is checked, in one statement, and returns how many tries are left after it; -1 when
 * the PIN is locked and this try may not be checked. Parallel tries cannot all pass a lock read made before any of them
 * was counted. A right PIN then calls `clearWrongPins`. Tries older than the lock time are forgotten; each try before
 * the lock restarts that time, so the fifth locks the PIN for the full ten minutes; a try while locked does not extend it.
 */
export async function claimPinTry(db: Db, playerId: string): Promise<number> {
  const rows = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO "Throttle" ("key", "count", "resetAt")
    VALUES (${keyOf(playerId)}, 1, now() + make_interval(secs => ${PIN_LOCK_SECONDS}))
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "Throttle"."resetAt" < now() THEN 1 ELSE "Throttle"."count" + 1 END,
      "resetAt" = CASE WHEN "Throttle"."resetAt" < now() OR "Throttle"."count" < ${PIN_TRIES}
        THEN EXCLUDED."resetAt" ELSE "Throttle"."resetAt" END
    RETURNING "count"`;
  const count = rows[0]?.count ?? PIN_TRIES + 1;
  return count > PIN_TRIES ? -1 : PIN_TRIES - count;
}
