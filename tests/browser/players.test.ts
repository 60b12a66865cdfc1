import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_LOGINS } from '../support/logins';
import { PlayersPage } from './pages/players';
import { SignInPage } from './pages/sign-in';
import { launchBrowser, newPage, snapshot } from './support/chromium';

const director = DEMO_LOGINS[0];
let browser: Browser;
let page: Page;
let players: PlayersPage;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  const signIn = new SignInPage(page);
  await signIn.open('/t/demo/players');
  await signIn.signIn(director.email, director.password);
  await page.waitForURL('**/t/demo/players');
  players = new PlayersPage(page);
});
afterAll(() => browser?.close());

test('a CSV with a bad line and a number already taken is refused line by line, and nothing is imported', async () => {
  await players.open('demo');
  await expect.poll(() => players.rows().count()).toBe(32);
  const csv = [
    'number,name,club,email',
    '101,Rosalind Quibble,Boca Club,',
    '102,,Boca Club,',
    '5,Iris Thistlewood,,',
  ].join('\n');
  await players.importFile('players.csv', csv);
  await players.problems().first().waitFor();
  const problems = await players.problems().allTextContents();
  expect(problems.some((p) => p.startsWith('line 3:'))).toBe(true);
  expect(problems.some((p) => p.startsWith('line 4: number 5 is already taken by'))).toBe(true);
  await expect(page.getByText('Nothing was imported').count()).resolves.toBe(1);
  await snapshot(page, 'players-import-problems');
  await page.reload();
  await expect.poll(() => players.rows().count()).toBe(32);
});

test('a good CSV imports four players and shows their PINs on printable PIN slips saying what the PIN is for', async () => {
  const csv = [
    'number,name,club,email',
    '101,Rosalind Quibble,Boca Club,rose@example.com',
    '102,Lily Wexford,,',
    '103,Iris Thistlewood,Sun Club,',
    '104,Mae Ostrowski,,',
  ].join('\n');
  await players.importText(csv);
  await players.pinSlips().waitFor();
  await expect(players.slips().count()).resolves.toBe(4);
  const texts = await players.slips().allTextContents();
  expect(texts.map((t) => t.match(/#(\d+)/)?.[1])).toEqual(['101', '102', '103', '104']);
  for (const text of texts)
    expect(text).toMatch(/PIN\s*\d{4}Your PIN confirms your partner’s score card.*keep it private/);
  await expect(players.pinSlips().getByText('Print these slips now.').count()).resolves.toBe(1);
  await expect.poll(() => players.rows().count()).toBe(36);
  await snapshot(page, 'players-pin-slips');
  await page.emulateMedia({ media: 'print' });
  await snapshot(page, 'players-pin-slips-print');
  await page.emulateMedia({ media: 'screen' });
});

test('PIN slips are printable again at any time: new PINs for everyone, after a warning that old slips stop working', async () => {
  await page.reload();
  await expect.poll(() => players.pinSlips().count()).toBe(0);
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  });
  await page.getByText('PIN slips', { exact: true }).click();
  await page.getByRole('button', { name: 'Print new PIN slips for everyone' }).click();
  await players.pinSlips().waitFor();
  expect(asked).toEqual([expect.stringContaining('every PIN slip printed before stops working')]);
  await expect.poll(() => players.slips().count()).toBe(36);
  await snapshot(page, 'players-pin-slips-again');
});

test('a player is found by name or by number', async () => {
  await players.search('quibble');
  await expect.poll(() => players.rows().allTextContents()).toEqual([expect.stringContaining('Rosalind Quibble')]);
  await players.search('103');
  await expect.poll(() => players.rows().allTextContents()).toEqual([expect.stringContaining('Iris Thistlewood')]);
  await snapshot(page, 'players-search');
});

test('a player withdraws after a confirmation, and another is replaced by a substitute with a new PIN', async () => {
  await players.search('');
  await players.withdraw(104);
  await expect.poll(() => players.row(104).textContent()).toContain('withdrawn');
  await expect(players.status().textContent()).resolves.toContain('#104 Mae Ostrowski is withdrawn');
  await players.substitute(102, 'Nell Quarrington');
  await expect.poll(() => players.row(102).textContent()).toMatch(/withdrawn.*replaced by #105 Nell Quarrington/);
  await expect
    .poll(() => players.slips().allTextContents())
    .toContainEqual(expect.stringMatching(/#105Nell Quarrington.*PIN\s*\d{4}Your PIN/));
  await players.manage(101);
  await snapshot(page, 'players-manage');
});

test('a scorekeeper sees the list but none of the director’s tools', async () => {
  const other = await newPage(browser);
  const scorekeeper = DEMO_LOGINS[1];
  const signIn = new SignInPage(other);
  await signIn.open('/t/demo/players');
  await signIn.signIn(scorekeeper.email, scorekeeper.password);
  await other.waitForURL('**/t/demo/players');
  const list = new PlayersPage(other);
  await expect.poll(() => list.rows().count()).toBe(37);
  await expect(other.getByRole('button', { name: /Manage/ }).count()).resolves.toBe(0);
  await expect(other.getByRole('heading', { name: 'Add a player' }).count()).resolves.toBe(0);
  await other.context().close();
});

test('the list reads well on a phone', async () => {
  const phone = await newPage(browser, { width: 390, height: 844 });
  await phone.context().addCookies(await page.context().cookies());
  await new PlayersPage(phone).open('demo');
  await snapshot(phone, 'players-phone');
  await phone.context().close();
});
