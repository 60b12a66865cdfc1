import { beforeEach, describe, expect, test, vi } from 'vitest';
import { changePasswordAction, setAccountEnabledAction, signOutEverywhereAction } from '@/lib/accounts/actions';
import { authorize } from '@/lib/auth/options';
import { hashPassword } from '@/lib/auth/password';
import { currentAccount, currentStaff } from '@/lib/auth/session';
import { accountOfSession, staffOfSession, type Staff } from '@/lib/auth/session-staff';
import { db } from '@/lib/db/client';
import { removeStaffAction, resetStaffPasswordAction, setStaffEnabledAction } from '@/lib/staff/actions';
import { tournamentAccess } from '@/lib/auth/access';
import { resetDatabase } from '../support/reset';
import { tournamentWithPlayers } from '../support/fixtures';

// Who is signed in is the test's to say; outside a request, Next.js has no cache to revalidate.
vi.mock('@/lib/auth/session', () => ({ currentStaff: vi.fn(), currentAccount: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

const PASSWORD = 'the-right-password';
function signedIn(who: Staff, passwordChangeRequired = false) {
  vi.mocked(currentStaff).mockResolvedValue(passwordChangeRequired ? null : who);
  vi.mocked(currentAccount).mockResolvedValue({ ...who, passwordChangeRequired });
}

async function account(name: string, isAdmin = false) {
  const email = `${name.toLowerCase()}@accounts.test`;
  const user = await db().user.create({ data: { email, name, isAdmin, passwordHash: await hashPassword(PASSWORD) } });
  return { id: user.id, name, email, isAdmin };
}

/** The session a sign-in gives now: the account and its session version. */
async function session(who: Staff) {
  const { sessionVersion } = await db().user.findUniqueOrThrow({ where: { id: who.id } });
  return { userId: who.id, sessionVersion };
}

const signsIn = async (email: string, password: string) => (await authorize({ email, password })) !== null;
const oneTimePassword = (message: string | undefined) =>
  /signs in with (\S+) \(shown only now\)/.exec(message ?? '')?.[1];

let t: { id: string; slug: string };
let dana: Staff;
let sam: Staff;

beforeEach(async () => {
  await resetDatabase(db());
  t = await tournamentWithPlayers(4, { name: 'Accounts Open', slug: 'accounts-open' });
  dana = await account('Dana');
  sam = await account('Sam');
  await db().staffAssignment.createMany({
    data: [
      { userId: dana.id, tournamentId: t.id, role: 'DIRECTOR' },
      { userId: sam.id, tournamentId: t.id, role: 'SCOREKEEPER' },
    ],
  });
});

describe('sessions are checked against the account on every request', () => {
  test('administrator rights come from the database, not the cookie', async () => {
    const claims = await session(sam);
    expect(await staffOfSession(db(), claims)).toMatchObject({ id: sam.id, isAdmin: false });
    await db().user.update({ where: { id: sam.id }, data: { isAdmin: true } });
    expect(await staffOfSession(db(), claims)).toMatchObject({ isAdmin: true });
  });

  test('changing your password needs the current one, and ends your other sessions', async () => {
    const before = await session(sam);
    signedIn(sam);
    const wrong = await changePasswordAction({
      current: 'guess',
      password: 'a-new-password',
      confirm: 'a-new-password',
    });
    expect(wrong).toMatchObject({ ok: false, reason: 'INVALID_INPUT', fieldErrors: { current: [expect.any(String)] } });
    const mismatch = await changePasswordAction({ current: PASSWORD, password: 'a-new-password', confirm: 'other' });
    expect(mismatch).toMatchObject({ ok: false, fieldErrors: { confirm: ['Type the new password again'] } });
    expect(await staffOfSession(db(), before)).not.toBeNull();
    const changed = await changePasswordAction({
      current: PASSWORD,
      password: 'a-new-password',
      confirm: 'a-new-password',
    });
    expect(changed).toMatchObject({ ok: true });
    expect(await staffOfSession(db(), before)).toBeNull();
    expect(await signsIn(sam.email, PASSWORD)).toBe(false);
    expect(await signsIn(sam.email, 'a-new-password')).toBe(true);
  });

  test('signing out everywhere ends every session', async () => {
    const before = await session(sam);
    signedIn(sam);
    expect(await signOutEverywhereAction({ everywhere: 'on' })).toMatchObject({ ok: true });
    expect(await staffOfSession(db(), before)).toBeNull();
    expect(await staffOfSession(db(), await session(sam))).not.toBeNull();
  });
});

describe('the Director manages the tournament’s staff', () => {
  test('a reset password is shown once, works, and ends the person’s sessions', async () => {
    const before = await session(sam);
    signedIn(dana);
    const reset = await resetStaffPasswordAction({ slug: t.slug, userId: sam.id });
    expect(reset).toMatchObject({ ok: true });
    const password = oneTimePassword(reset.message);
    expect(password).toMatch(/^[\w-]{16}$/);
    expect(await staffOfSession(db(), before)).toBeNull();
    expect(await signsIn(sam.email, password!)).toBe(true);
    expect(await signsIn(sam.email, PASSWORD)).toBe(false);
  });

  test('a reset password gives no staff rights until its owner chooses their own', async () => {
    signedIn(dana);
    const password = oneTimePassword((await resetStaffPasswordAction({ slug: t.slug, userId: sam.id })).message)!;
    const claims = await session(sam);
    expect(await staffOfSession(db(), claims)).toBeNull();
    expect(await accountOfSession(db(), claims)).toMatchObject({ id: sam.id, passwordChangeRequired: true });
    signedIn(sam, true);
    const own = { current: password, password: 'sams-own-password', confirm: 'sams-own-password' };
    expect(await changePasswordAction(own)).toMatchObject({ ok: true });
    expect(await staffOfSession(db(), await session(sam))).toMatchObject({ id: sam.id });
  });

  test('a disabled account cannot sign in and its sessions end; enabled again, it can', async () => {
    const before = await session(sam);
    signedIn(dana);
    expect(await setStaffEnabledAction({ slug: t.slug, userId: sam.id, enabled: 'false' })).toMatchObject({ ok: true });
    expect(await staffOfSession(db(), before)).toBeNull();
    expect(await signsIn(sam.email, PASSWORD)).toBe(false);
    expect(await setStaffEnabledAction({ slug: t.slug, userId: sam.id, enabled: 'true' })).toMatchObject({ ok: true });
    expect(await signsIn(sam.email, PASSWORD)).toBe(true);
  });

  test('someone removed from the tournament has no role there at their next request', async () => {
    signedIn(dana);
    expect(await removeStaffAction({ slug: t.slug, userId: sam.id })).toMatchObject({ ok: true });
    expect((await tournamentAccess(db(), sam, t.slug))?.role).toBeNull();
  });

  test('not their own account, an administrator’s, or someone who also works for another Director', async () => {
    const ada = await account('Ada', true);
    const other = await tournamentWithPlayers(4, { name: 'Other Open', slug: 'other-open' });
    const olga = await account('Olga');
    await db().staffAssignment.createMany({
      data: [
        { userId: ada.id, tournamentId: t.id, role: 'SCOREKEEPER' },
        { userId: olga.id, tournamentId: t.id, role: 'SCOREKEEPER' },
        { userId: olga.id, tournamentId: other.id, role: 'SCOREKEEPER' },
      ],
    });
    signedIn(dana);
    for (const userId of [dana.id, ada.id, olga.id])
      expect(await resetStaffPasswordAction({ slug: t.slug, userId })).toMatchObject({
        ok: false,
        reason: 'FORBIDDEN',
      });
    const stranger = await account('Stranger');
    expect(await setStaffEnabledAction({ slug: t.slug, userId: stranger.id, enabled: 'false' })).toMatchObject({
      ok: false,
      reason: 'NOT_FOUND',
    });
    signedIn(ada);
    expect(await setAccountEnabledAction({ userId: olga.id, enabled: 'false' })).toMatchObject({ ok: true });
  });

  test('all of it audited, no password in the log', async () => {
    signedIn(dana);
    await resetStaffPasswordAction({ slug: t.slug, userId: sam.id });
    await setStaffEnabledAction({ slug: t.slug, userId: sam.id, enabled: 'false' });
    await setStaffEnabledAction({ slug: t.slug, userId: sam.id, enabled: 'true' });
    signedIn(sam);
    await signOutEverywhereAction({ everywhere: 'on' });
    const events = await db().auditEvent.findMany({
      where: { entity: 'User', entityId: sam.id },
      orderBy: { id: 'asc' },
    });
    expect(events.map((e) => [e.action, e.tournamentId])).toEqual([
      ['account.resetPassword', t.id],
      ['account.disable', t.id],
      ['account.enable', t.id],
      ['account.signOutEverywhere', null],
    ]);
    expect(JSON.stringify(events.map(({ id: _id, ...event }) => event))).not.toMatch(/password":/i);
  });
});
