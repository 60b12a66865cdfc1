import bcrypt from 'bcryptjs';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { hashPassword, hashPin } from '@/lib/auth/password';
import { authorize, SIGN_IN_LIMIT } from '@/lib/auth/options';
import { claimPinTry, PIN_LOCK_SECONDS, PIN_REPEAT_LOCK_SECONDS, PIN_TRIES, pinLockedFor } from '@/lib/auth/pin-lock';
import { clientFor, db, rows, sqlTransaction } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';
import { CLIENT_ADDRESS_HEADER } from '@/lib/auth/client-address';
import { verifyPinAction } from '@/lib/sheets/actions';
import { roundResults } from '@/lib/sheets/dashboard';
import { resetDatabase } from '../support/reset';
import { playTable, roundOne, seatsOf, staff, versionOf } from '../support/sheets';

// The PIN action is public: nobody is signed in.
vi.mock('@/lib/auth/session', () => ({ currentStaff: vi.fn().mockResolvedValue(null) }));
// bcrypt as it is, its comparisons counted.
vi.mock('bcryptjs', async (actual) => {
  const bcrypt = (await actual<{ default: typeof import('bcryptjs') }>()).default;
  return { default: { ...bcrypt, compare: vi.fn(bcrypt.compare) } };
});

const from = (address: string) => ({ headers: { [CLIENT_ADDRESS_HEADER]: address } });
const signIn = (email: string, password: string, address = '203.0.113.1') =>
  authorize({ email, password }, from(address)).then(
    (user) => (user ? 'ok' : 'wrong'),
    (error: Error) => error.message,
  );

/** Moves every throttle window of `prefix` into the past, as if its time had gone by. */
const expire = (prefix: string) =>
  db().throttle.updateMany({ where: { key: { startsWith: prefix } }, data: { resetAt: new Date(Date.now() - 1000) } });

beforeEach(async () => {
  await resetDatabase(db());
});

describe('staff sign-in: 10 failures per 15 minutes per account and per address', () => {
  beforeEach(async () => {
    const passwordHash = await hashPassword('right-password');
    await db().user.createMany({
      data: ['dana', 'sam', 'kim'].map((name) => ({ email: `${name}@throttle.test`, name, passwordHash })),
    });
  });

  test('the 11th try on an account is refused, the right password too, from any address', async () => {
    for (let i = 0; i < SIGN_IN_LIMIT; i++) {
      expect(await signIn('dana@throttle.test', 'guess', `198.51.100.${i}`)).toBe('wrong');
    }
    expect(await signIn('dana@throttle.test', 'right-password', '198.51.100.99')).toBe('TOO_MANY_ATTEMPTS');
    // Another account is not affected.
    expect(await signIn('sam@throttle.test', 'right-password', '198.51.100.98')).toBe('ok');
    const row = await db().throttle.findUniqueOrThrow({ where: { key: 'signin:dana@throttle.test' } });
    const window = (row.resetAt.getTime() - Date.now()) / 1000;
    expect(window).toBeGreaterThan(14 * 60);
    expect(window).toBeLessThanOrEqual(15 * 60);
    // When the window has passed, the account may try again.
    await expire('signin:dana');
    expect(await signIn('dana@throttle.test', 'right-password', '198.51.100.97')).toBe('ok');
  });

  test('the 11th failure from one address is refused, whatever the account', async () => {
    for (let i = 0; i < SIGN_IN_LIMIT; i++) {
      expect(await signIn(`nobody${i}@throttle.test`, 'guess', '192.0.2.7')).toBe('wrong');
    }
    expect(await signIn('kim@throttle.test', 'right-password', '192.0.2.7')).toBe('TOO_MANY_ATTEMPTS');
    // The same account from another address is fine: the address is the one locked out.
    expect(await signIn('kim@throttle.test', 'right-password', '192.0.2.8')).toBe('ok');
    expect(await db().throttle.findUnique({ where: { key: 'signin-ip:192.0.2.7' } })).toMatchObject({ count: 11 });
  });

  test('the address is the one the app’s server worked out, never X-Forwarded-For as the client sent it', async () => {
    for (let i = 0; i < SIGN_IN_LIMIT; i++) {
      // A client rotating X-Forwarded-For is still one address.
      const headers = {
        [CLIENT_ADDRESS_HEADER]: '192.0.2.50',
        'x-forwarded-for': `10.0.0.${i}`,
        'x-real-ip': '10.1.1.1',
      };
      await authorize({ email: `x${i}@throttle.test`, password: 'guess' }, { headers });
    }
    expect(await signIn('kim@throttle.test', 'right-password', '192.0.2.50')).toBe('TOO_MANY_ATTEMPTS');
    const keys = await db().throttle.findMany({ where: { key: { startsWith: 'signin-ip:' } }, select: { key: true } });
    expect(keys).toEqual([{ key: 'signin-ip:192.0.2.50' }]);
  });

  test('an unknown email costs a bcrypt comparison, as a known one does: timing tells nothing', async () => {
    vi.mocked(bcrypt.compare).mockClear();
    expect(await signIn('nobody@throttle.test', 'guess')).toBe('wrong');
    expect(bcrypt.compare).toHaveBeenCalledTimes(1);
    expect(await signIn('dana@throttle.test', 'guess')).toBe('wrong');
    expect(bcrypt.compare).toHaveBeenCalledTimes(2);
  });

  test('expired counters are purged when attempts are counted', async () => {
    const past = new Date(Date.now() - 1000);
    const future = new Date(Date.now() + 60_000);
    await db().throttle.createMany({
      data: [
        { key: 'signin:gone@throttle.test', count: 3, resetAt: past },
        { key: 'pin:gone', count: 5, resetAt: past },
        { key: 'signin:kept@throttle.test', count: 3, resetAt: future },
      ],
    });
    await signIn('sam@throttle.test', 'guess');
    const keys = (await db().throttle.findMany({ select: { key: true } })).map((row) => row.key).sort();
    expect(keys).toEqual(['signin-ip:203.0.113.1', 'signin:kept@throttle.test', 'signin:sam@throttle.test']);
  });

  test('successful sign-ins do not count', async () => {
    for (let i = 0; i < SIGN_IN_LIMIT + 5; i++) expect(await signIn('sam@throttle.test', 'right-password')).toBe('ok');
    expect(await signIn('sam@throttle.test', 'guess')).toBe('wrong');
  });

  test('parallel guesses cannot slip past the limit', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, () => signIn('dana@throttle.test', 'guess', '198.51.100.1')),
    );
    expect(results.filter((r) => r !== 'wrong' && r !== 'TOO_MANY_ATTEMPTS')).toEqual([]);
    // Two counters raced in parallel may both refuse a few more than needed; never more than the limit get through.
    expect(results.filter((r) => r === 'wrong').length).toBeLessThanOrEqual(SIGN_IN_LIMIT);
    expect(results.filter((r) => r === 'wrong').length).toBeGreaterThan(0);
    expect(await db().throttle.findUnique({ where: { key: 'signin:dana@throttle.test' } })).toMatchObject({
      count: 30,
    });
  });
});

describe('player PINs: five wrong tries lock that PIN for ten minutes', () => {
  test('counted in PostgreSQL, per player, expiring after the lock time', async () => {
    const t = await roundOne(4);
    const [a, b] = await db().player.findMany({ where: { tournamentId: t.tournamentId }, orderBy: { number: 'asc' } });
    for (let i = 1; i < PIN_TRIES; i++) expect(await claimPinTry(db(), a!.id)).toBe(PIN_TRIES - i);
    expect(await pinLockedFor(db(), a!.id)).toBe(0);
    expect(await claimPinTry(db(), a!.id)).toBe(0);
    const locked = await pinLockedFor(db(), a!.id);
    expect(locked).toBeGreaterThan(PIN_LOCK_SECONDS - 5);
    expect(locked).toBeLessThanOrEqual(PIN_LOCK_SECONDS);
    expect(await db().throttle.findUnique({ where: { key: `pin:${a!.id}` } })).toMatchObject({ count: PIN_TRIES });
    expect(await pinLockedFor(db(), b!.id)).toBe(0);
    await expire('pin:');
    expect(await pinLockedFor(db(), a!.id)).toBe(0);
    // After the lock, the count starts again.
    expect(await claimPinTry(db(), a!.id)).toBe(PIN_TRIES - 1);
  });

  test('a lock just begun is told as its whole length, never a second more (the column keeps milliseconds)', async () => {
    const t = await roundOne(4);
    const player = await db().player.findFirstOrThrow({ where: { tournamentId: t.tournamentId } });
    // In a transaction now() stands still; one begun past a millisecond's half is the case a rounded lock end shows.
    for (let attempt = 0; attempt < 100; attempt++) {
      const told = await sqlTransaction(db(), async (tx) => {
        const [now] = await rows<{ micro: number }>(
          tx,
          Prisma.sql`SELECT extract(microseconds FROM now())::int % 1000 AS "micro"`,
        );
        if (now!.micro < 500) return null;
        for (let i = 0; i < PIN_TRIES; i++) await claimPinTry(tx, player.id);
        return pinLockedFor(tx, player.id);
      });
      if (told !== null) return expect(told).toBe(PIN_LOCK_SECONDS);
    }
    throw new Error('no transaction began past a millisecond’s half');
  });

  test('a PIN locked again within a day is locked for an hour, then for an hour each time', async () => {
    const t = await roundOne(4);
    const player = await db().player.findFirstOrThrow({ where: { tournamentId: t.tournamentId } });
    const lockOut = async () => {
      for (let i = 0; i < PIN_TRIES; i++) await claimPinTry(db(), player.id);
      return pinLockedFor(db(), player.id);
    };
    expect(await lockOut()).toBeLessThanOrEqual(PIN_LOCK_SECONDS);
    for (const _again of [2, 3]) {
      await expire('pin:');
      const locked = await lockOut();
      expect(locked).toBeGreaterThan(PIN_REPEAT_LOCK_SECONDS - 5);
      expect(locked).toBeLessThanOrEqual(PIN_REPEAT_LOCK_SECONDS);
    }
  });

  test('a locked PIN shows on the round dashboard, with its table and the minutes left', async () => {
    const t = await roundOne(4);
    const [player] = await seatsOf(t.tableId(1)).then((seats) => [...seats.values()]);
    expect((await roundResults(db(), t.tournamentId, 1))?.lockedPins).toEqual([]);
    for (let i = 0; i < PIN_TRIES; i++) await claimPinTry(db(), player!.id);
    expect((await roundResults(db(), t.tournamentId, 1))?.lockedPins).toEqual([
      { table: 1, name: player!.name, minutes: 10 },
    ]);
  });

  test('a PIN lock is counted by the database, whatever its time zone (a venue laptop’s is its own)', async () => {
    const url = new URL(process.env.DATABASE_URL!);
    url.searchParams.set('options', '-c TimeZone=America/New_York');
    const eastern = clientFor(url.toString(), 2);
    try {
      const t = await roundOne(4);
      const [player] = await seatsOf(t.tableId(1)).then((seats) => [...seats.values()]);
      for (let i = 0; i < PIN_TRIES; i++) await claimPinTry(eastern, player!.id);
      expect(await pinLockedFor(eastern, player!.id)).toBeGreaterThan(PIN_LOCK_SECONDS - 5);
      expect((await roundResults(eastern, t.tournamentId, 1))?.lockedPins).toEqual([
        { table: 1, name: player!.name, minutes: 10 },
      ]);
    } finally {
      await eastern.$disconnect();
    }
  });

  test('parallel wrong PINs are all counted', async () => {
    const t = await roundOne(4);
    const player = await db().player.findFirstOrThrow({ where: { tournamentId: t.tournamentId } });
    await Promise.all(Array.from({ length: 12 }, () => claimPinTry(db(), player.id)));
    expect(await db().throttle.findUnique({ where: { key: `pin:${player.id}` } })).toMatchObject({ count: 12 });
    expect(await pinLockedFor(db(), player.id)).toBeGreaterThan(0);
  });

  test('claimPinTry, counting before the check, lets exactly five parallel tries through', async () => {
    const t = await roundOne(4);
    const player = await db().player.findFirstOrThrow({ where: { tournamentId: t.tournamentId } });
    const claims = await Promise.all(Array.from({ length: 20 }, () => claimPinTry(db(), player.id)));
    expect(claims.filter((left) => left >= 0)).toHaveLength(PIN_TRIES);
    expect(await pinLockedFor(db(), player.id)).toBeGreaterThan(0);
  });

  test('the public PIN action, with nobody signed in, is held by the lock', async () => {
    const t = await roundOne(4);
    const table = t.tableId(1);
    await playTable(await staff('Sam Keeper'), table);
    const seated = await seatsOf(table);
    const pinHash = await hashPin('1234');
    for (const player of seated.values()) await db().player.update({ where: { id: player.id }, data: { pinHash } });
    const attempt = async (pin: string) =>
      verifyPinAction({ slug: t.slug, roundTableId: table, card: 'A', sheetVersion: await versionOf(table), pin });
    for (let i = 0; i < PIN_TRIES; i++)
      expect(await attempt('9999')).toMatchObject({ ok: false, reason: 'INVALID_INPUT' });
    expect(await attempt('1234')).toMatchObject({ ok: false, reason: 'TOO_MANY_ATTEMPTS' });
  });
});
