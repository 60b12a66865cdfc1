import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_LOGINS } from '../support/logins';
import { PlayersPage } from './pages/players';
import { RoundsPage } from './pages/rounds';
import { dialogsOf } from './support/dialogs';
import { SeatingPage } from './pages/seating';
import { SignInPage } from './pages/sign-in';
import { launchBrowser, newPage, snapshot } from './support/chromium';

// The floor's main path, from nothing: a new tournament, its players from a CSV, round 1 published and started,
// round 2 by rotation with its repeat report; a player finds their seat by name on a phone.
const director = DEMO_LOGINS[0];
const slug = `floor-${Date.now().toString(36)}`;
const csv = [
  'number,name,club',
  ...Array.from({ length: 16 }, (_, i) => `${i + 1},Floor Player ${String.fromCharCode(65 + i)},Club ${i % 3}`),
].join('\n');

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(director.email, director.password);
  await page.waitForURL('**/staff');
});
afterAll(() => browser?.close());

test('the director creates a tournament', async () => {
  await page.getByRole('link', { name: 'New tournament' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Floor Test Open');
  await page.getByLabel(/Web address/).fill(slug);
  await page.getByRole('button', { name: 'Create tournament' }).click();
  await page.waitForURL(`**/t/${slug}/settings?created=1`);
  await page.getByText('Tournament created').waitFor();
});

test('imports 16 players from a CSV and gets their PIN slips', async () => {
  const players = new PlayersPage(page);
  await players.open(slug);
  await players.importText(csv);
  await players.pinSlips().waitFor();
  expect(await players.slips().count()).toBe(16);
});

test('draws round 1, sees no repeats, publishes and starts it', async () => {
  const rounds = new RoundsPage(page);
  await rounds.open(slug);
  await rounds.drawAtRandom(1, 'floor-seed');
  expect(await rounds.tableCards().count()).toBe(4);
  await expect(rounds.repeatReport().textContent()).resolves.toContain('No two players');
  await rounds.step('Publish the seating', 'Published');
  await rounds.step('Start the round clock', 'Started');
  await snapshot(page, 'floor-round-1-started');
});

test('round 2 by the standard rotation: the repeat report names who meets again', async () => {
  const rounds = new RoundsPage(page);
  await rounds.open(slug);
  await rounds.seatByRotation(2);
  // With 4 tables, C moves up 2 and D down 2: the C and D of each table land together again.
  await expect(rounds.repeatReport().textContent()).resolves.toContain('4 pairs would meet again');
  expect(await rounds.tableCards().count()).toBe(4);
  await snapshot(page, 'floor-round-2-draft');
});

test('the generator, offered beside the repeat report, finds a round 2 where nobody meets again', async () => {
  const rounds = new RoundsPage(page);
  await rounds.generate(2, 'floor-generator', 10);
  await page.getByText('The generator drafted this round').waitFor({ timeout: 60_000 });
  await expect(rounds.repeatReport().textContent()).resolves.toContain('No two players');
});

test('a player finds their seat by name on a phone, without signing in', async () => {
  const phone = await newPage(browser, { width: 390, height: 844 });
  const seating = new SeatingPage(phone);
  await seating.open(slug, 1, 'name');
  await seating.search('Player K');
  await expect.poll(() => seating.visibleNameRows().count()).toBe(1);
  expect(await seating.seatLineOf('Floor Player K')).toMatch(/Table \d+ · Seat [ABCD]/);
  await snapshot(phone, 'floor-player-finds-seat');
  await phone.context().close();
});

test('time called early: at one table, then for the round; sheets of only incomplete games accepted at once; the round closes', async () => {
  const rounds = new RoundsPage(page);
  const dialogs = dialogsOf(page);
  await page.goto(`/t/${slug}/rounds/1`);
  await page.getByText('Time at one table').click();
  await page.getByRole('button', { name: 'Call time at this table' }).click();
  await page.getByText('Time is up at this table. 4 unfinished games recorded as incomplete (T13.4).').waitFor();
  // The action's answer can show before the page made again with it: the round's button counts the tables then.
  await page.locator('button[value=timeUp][data-confirm*="all 3 tables"]').waitFor();
  await rounds.step('Call time', 'time up');
  // The table whose time was called is no longer playing.
  expect(dialogs.asked.at(-1)).toMatch(
    /^Call time now at all 3 tables still playing\? 3 of them still have time on the clock\./,
  );
  await page.getByText('12 unfinished games recorded as incomplete (T13.4).').waitFor();
  await page.getByRole('button', { name: 'Accept the sheets with only incomplete games' }).click();
  await page.getByText('Accepted 4 sheets with only incomplete games: tables 1, 2, 3, 4.').waitFor();
  await rounds.step('Close the round', 'closed');
  await snapshot(page, 'floor-round-1-closed-early');
});
