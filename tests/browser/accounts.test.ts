import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { hashPassword } from '@/lib/auth/password';
import { db } from '@/lib/db/client';
import { AccountPage, AccountsTable } from './pages/account';
import { SignInPage } from './pages/sign-in';
import { launchBrowser, newPage, snapshot } from './support/chromium';

// Accounts of this file's own, on the demo tournament: nothing here depends on the demo's sign-ins.
const PASSWORD = 'accounts-test-password';
const PEOPLE = {
  admin: { email: 'ada.admin@accounts.test', name: 'Ada Admin', isAdmin: true, role: null },
  director: { email: 'dora.director@accounts.test', name: 'Dora Director', isAdmin: false, role: 'DIRECTOR' },
  keeper: { email: 'kit.keeper@accounts.test', name: 'Kit Keeper', isAdmin: false, role: 'SCOREKEEPER' },
} as const;
type Who = keyof typeof PEOPLE;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  const passwordHash = await hashPassword(PASSWORD);
  const { id: tournamentId } = await db().tournament.findUniqueOrThrow({ where: { slug: 'demo' } });
  for (const { email, name, isAdmin, role } of Object.values(PEOPLE)) {
    const user = await db().user.create({ data: { email, name, isAdmin, passwordHash } });
    if (role) await db().staffAssignment.create({ data: { userId: user.id, tournamentId, role } });
  }
});
afterAll(() => browser?.close());

/** A new browser (its own cookies) signed in as `who`, on its way to `path`, landing on `landing`. */
async function signedIn(who: Who, path = '/staff', password = PASSWORD, landing = path): Promise<Page> {
  const page = await newPage(browser);
  const signIn = new SignInPage(page);
  await signIn.open(path);
  await signIn.signIn(PEOPLE[who].email, password);
  await page.waitForURL(`**${landing}`);
  return page;
}

// Each test starts from the file's own password, whatever the one before changed.
beforeEach(async () => {
  const passwordHash = await hashPassword(PASSWORD);
  const emails = Object.values(PEOPLE).map((p) => p.email);
  await db().user.updateMany({
    where: { email: { in: emails } },
    data: { passwordHash, disabledAt: null, passwordChangeRequired: false },
  });
});

/** A server action with bcrypt in it can take seconds on a busy machine. */
const SLOW = { timeout: 10_000 };

const isSignedOut = async (page: Page) => {
  await page.goto('/account');
  await page.waitForURL('**/signin**');
  return true;
};

test('a scorekeeper changes their password: the current one is needed, this device stays signed in, others end', async () => {
  const elsewhere = await signedIn('keeper');
  const page = await signedIn('keeper', '/account');
  const account = new AccountPage(page);
  await account.changePassword('not-my-password', 'kit-new-password-1');
  await expect.poll(() => account.fieldError('current').textContent(), SLOW).toContain('not your current password');
  await account.changePassword(PASSWORD, 'kit-new-password-1', 'something-else');
  await expect.poll(() => account.fieldError('confirm').textContent(), SLOW).toContain('Type the new password again');
  await account.changePassword(PASSWORD, 'kit-new-password-1');
  await expect.poll(() => account.notice().textContent(), SLOW).toContain('Password changed');
  await snapshot(page, 'account-password-changed');
  // This device signed in again with the new password.
  await expect
    .poll(async () => {
      await page.goto('/account');
      return new URL(page.url()).pathname;
    }, SLOW)
    .toBe('/account');
  expect(await isSignedOut(elsewhere)).toBe(true);
  await elsewhere.close();
  await page.close();
  (await signedIn('keeper', '/account', 'kit-new-password-1')).close();
  await db().user.update({
    where: { email: PEOPLE.keeper.email },
    data: { passwordHash: await hashPassword(PASSWORD) },
  });
});

test('signing out everywhere ends this session and every other', async () => {
  const elsewhere = await signedIn('director');
  const page = await signedIn('director', '/account');
  await new AccountPage(page).signOutEverywhere();
  await page.waitForURL('**/signin**');
  expect(await isSignedOut(elsewhere)).toBe(true);
  await Promise.all([page.close(), elsewhere.close()]);
});

test('the Director resets a scorekeeper’s password (shown once, to be replaced), disables and enables the account, removes them', async () => {
  const keeper = await signedIn('keeper', '/t/demo/scores');
  const page = await signedIn('director', '/t/demo/staff');
  const staff = new AccountsTable(page);
  const password = await staff.resetPassword('Kit Keeper');
  await snapshot(page, 'staff-password-reset');
  expect(await isSignedOut(keeper)).toBe(true);
  await staff.toggle('Kit Keeper', 'Disable account');
  const refused = new SignInPage(keeper);
  await refused.open();
  await refused.signIn(PEOPLE.keeper.email, password);
  await expect.poll(() => refused.alert().textContent(), SLOW).toContain('do not match');
  await page.reload();
  await staff.toggle('Kit Keeper', 'Enable account');
  // The password the Director saw opens only the account page, until the scorekeeper chooses their own.
  const again = await signedIn('keeper', '/t/demo/scores', password, '/account');
  await again.getByText('choose your own to continue').waitFor();
  const own = new AccountPage(again);
  await own.changePassword(password, 'kit-own-password-1');
  await expect.poll(() => own.notice().textContent(), SLOW).toContain('Password changed');
  // The form signs in again with the new password, then shows the page anew: a page opened before that would find
  // this browser signed out (the sign-in page, also a 200) and stop that sign-in.
  await again.getByText('choose your own to continue').waitFor({ state: 'detached', ...SLOW });
  await expect.poll(async () => (await again.goto('/t/demo/scores'))?.status(), SLOW).toBe(200);
  await staff.remove('Kit Keeper');
  await expect.poll(() => staff.row('Kit Keeper').count(), SLOW).toBe(0);
  // The removal's answer may still be on its way when the row goes: the scorekeeper's next request after it is refused.
  await expect.poll(async () => (await again.goto('/t/demo/scores'))?.status(), SLOW).toBe(403);
  await Promise.all([page.close(), keeper.close(), again.close()]);
});

test('a scorekeeper may not open the staff page, nor a Director the accounts page', async () => {
  const { id: userId } = await db().user.findUniqueOrThrow({ where: { email: PEOPLE.keeper.email } });
  const { id: tournamentId } = await db().tournament.findUniqueOrThrow({ where: { slug: 'demo' } });
  await db().staffAssignment.upsert({
    where: { userId_tournamentId: { userId, tournamentId } },
    create: { userId, tournamentId, role: 'SCOREKEEPER' },
    update: {},
  });
  const keeper = await signedIn('keeper', '/account');
  expect((await keeper.goto('/t/demo/staff'))?.status()).toBe(403);
  const director = await signedIn('director', '/account');
  expect((await director.goto('/staff/accounts'))?.status()).toBe(403);
  await Promise.all([keeper.close(), director.close()]);
});

test('the administrator sees every account and disables one; its sessions end', async () => {
  const keeper = await signedIn('keeper');
  const page = await signedIn('admin', '/staff/accounts');
  const accounts = new AccountsTable(page);
  await expect.poll(() => accounts.row('Dora Director').count()).toBe(1);
  await accounts.toggle('Kit Keeper', 'Disable account');
  await snapshot(page, 'accounts-disabled');
  expect(await isSignedOut(keeper)).toBe(true);
  await page.reload();
  await expect.poll(() => accounts.row('Kit Keeper').textContent()).toContain('disabled');
  await Promise.all([page.close(), keeper.close()]);
});

test('the administrator’s backup upload reaches its route: a damaged file is refused beside the field', async () => {
  const page = await signedIn('admin', '/staff/tournaments/import');
  await page.getByLabel('Backup file').setInputFiles({
    name: 'spring-open-backup.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format": "mahjong-director-tournament", "vers'),
  });
  await page.getByRole('button', { name: 'Import tournament' }).click();
  await expect.poll(() => page.locator('#file-error').textContent(), SLOW).toMatch(/^The file is not valid JSON/);
  await page.close();
});
