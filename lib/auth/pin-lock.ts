import 'server-only';
import { execute, rows, type Db, type Sql } from '@/lib/db/client';
import { NOW_KEPT, purgeExpired } from './throttle';
import { Prisma } from '@/lib/db/generated/client';
import { verifySecret } from './password';

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

/**
 * The seconds left of throttle `th`'s window, counted by PostgreSQL against the `now()` it was written with (whatever
 * the database's time zone).
 */
const SECONDS_LEFT = Prisma.sql`greatest(0, ceil(extract(epoch FROM th."resetAt" - now())))::int`;

/** Seconds until the player's PIN may be tried again; 0 when it is not locked. */
export async function pinLockedFor(db: Sql, playerId: string): Promise<number> {
  const [row] = await rows<{ seconds: number }>(
    db,
    Prisma.sql`
    SELECT ${SECONDS_LEFT} AS "seconds" FROM "Throttle" th
    WHERE th."key" = ${keyOf(playerId)} AND th."count" >= ${PIN_TRIES}`,
  );
  return row?.seconds ?? 0;
}

/** A right PIN forgets the wrong ones before it (not the locks of the day: those still make the next lock longer). */
export async function clearWrongPins(db: Db, playerId: string): Promise<void> {
  await execute(db, Prisma.sql`DELETE FROM "Throttle" WHERE "key" = ${keyOf(playerId)}`);
}

/** How long the next lock of this PIN lasts: longer when it was locked within the last day. */
async function lockSecondsFor(db: Sql, playerId: string): Promise<number> {
  const [locked] = await rows<{ key: string }>(
    db,
    Prisma.sql`SELECT "key" FROM "Throttle" WHERE "key" = ${locksKeyOf(playerId)} AND "resetAt" > now()`,
  );
  return locked ? PIN_REPEAT_LOCK_SECONDS : PIN_LOCK_SECONDS;
}

async function rememberLock(db: Sql, playerId: string): Promise<void> {
  await execute(
    db,
    Prisma.sql`
    INSERT INTO "Throttle" ("key", "count", "resetAt")
    VALUES (${locksKeyOf(playerId)}, 1, ${NOW_KEPT} + make_interval(secs => ${LOCK_MEMORY_SECONDS}))
    ON CONFLICT ("key") DO UPDATE SET "count" = "Throttle"."count" + 1, "resetAt" = EXCLUDED."resetAt"`,
  );
}

/**
 * Counts a PIN try before the PIN is checked, in one statement, and returns how many tries are left after it; -1 when
 * the PIN is locked and this try may not be checked. Parallel tries cannot all pass a lock read made before any of them
 * was counted. A right PIN then calls `clearWrongPins`. Tries older than the lock time are forgotten; each try before
 * the lock restarts that time, so the fifth locks the PIN for the full lock time; a try while locked does not extend it.
 */
export async function claimPinTry(db: Sql, playerId: string): Promise<number> {
  await purgeExpired(db);
  const seconds = await lockSecondsFor(db, playerId);
  const counted = await rows<{ count: number }>(
    db,
    Prisma.sql`
    INSERT INTO "Throttle" ("key", "count", "resetAt")
    VALUES (${keyOf(playerId)}, 1, ${NOW_KEPT} + make_interval(secs => ${seconds}))
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

/**
 * A PIN try: `right`; `locked` (the PIN was locked, so not compared: `minutes` of the lock left); or `wrong`, with the
 * tries `left` before the lock and, when this try locked it, its `minutes`.
 */
export type PinTry =
  { kind: 'right' } | { kind: 'locked'; minutes: number } | { kind: 'wrong'; left: number; minutes: number };

/** A lock's seconds left as the whole minutes told to people: at least one. */
export const lockMinutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

const lockedMinutes = async (db: Db, playerId: string) => lockMinutes(await pinLockedFor(db, playerId));

/** How a locked PIN is told: whose, for how long, and why. */
export const lockedWords = (name: string, minutes: number) =>
  `${name}'s PIN is locked for ${minutes} more minute${minutes === 1 ? '' : 's'} after five wrong tries`;

/**
 * Tries a player's PIN: counted first (`claimPinTry`), so parallel guesses cannot slip past the lock, then compared;
 * a right PIN forgets the wrong ones before it. The card check and the call confirmation both go through here.
 */
export async function tryPin(db: Db, playerId: string, pin: string): Promise<PinTry> {
  const left = await claimPinTry(db, playerId);
  if (left < 0) return { kind: 'locked', minutes: await lockedMinutes(db, playerId) };
  const [row] = await rows<{ pinHash: string }>(
    db,
    Prisma.sql`SELECT "pinHash" FROM "Player" WHERE "id" = ${playerId}`,
  );
  if (row && (await verifySecret(pin, row.pinHash))) {
    await clearWrongPins(db, playerId);
    return { kind: 'right' };
  }
  return { kind: 'wrong', left, minutes: left === 0 ? await lockedMinutes(db, playerId) : 0 };
}

/** What a wrong PIN's message ends with: the tries left, or the lock it just began. */
export const afterWrongPin = ({ left, minutes }: { left: number; minutes: number }) =>
  left === 0 ? `It is now locked for ${minutes} minutes.` : `${left} ${left === 1 ? 'try' : 'tries'} left.`;

/** The players seated in a round whose PIN is locked now: their table, name and the lock's seconds left, by table and seat. */
export function lockedPinsOfRound(db: Db, roundId: string) {
  return rows<{ table: number; name: string; seconds: number }>(
    db,
    Prisma.sql`
    SELECT s."table", p."name", ${SECONDS_LEFT} AS "seconds"
    FROM "Seat" s
    JOIN "Player" p ON p."id" = s."playerId"
    JOIN "Throttle" th ON th."key" = ${keyOf('')} || p."id"
    WHERE s."roundId" = ${roundId} AND th."count" >= ${PIN_TRIES} AND th."resetAt" > now()
    ORDER BY s."table", s."letter"`,
  );
}
