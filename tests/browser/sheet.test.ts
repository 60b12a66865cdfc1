import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { db } from '@/lib/db/client';
import { SYSTEM } from '@/lib/audit/log';
import { DEMO_LOGINS } from '../support/logins';
import { recordGame } from '@/lib/sheets/mutations/record-game';
import { scoreGames } from '@/lib/rules';
import { sheetTournament } from '../support/sheet-table';
import { SheetPage } from './pages/sheet';
import { SignInPage } from './pages/sign-in';
import { launchBrowser, newPage, snapshot } from './support/chromium';

// A scorekeeper takes table 1 from empty to accepted by keyboard; the Director amends it; a player checks table 2
// on a phone and verifies a card with their PIN.
const [director, scorekeeper] = DEMO_LOGINS;
const slug = `sheet-${Date.now().toString(36)}`;
let browser: Browser;
let page: Page;
let setup: Awaited<ReturnType<typeof sheetTournament>>;

async function signIn(login: { email: string; password: string }) {
  const signInPage = new SignInPage(page);
  await signInPage.open();
  await signInPage.signIn(login.email, login.password);
  await page.waitForURL('**/staff');
}

beforeAll(async () => {
  setup = await sheetTournament(slug, '2468');
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(() => browser?.close());

test('a scorekeeper takes table 1 from empty to accepted in well under a minute', async () => {
  await signIn(scorekeeper);
  await page.goto(`/t/${slug}/scores`);
  await page.waitForURL(`**/scores/1`);
  await page.getByRole('link', { name: 'Table 1', exact: true }).click();
  const sheet = new SheetPage(page);
  await sheet.outcome().first().waitFor();
  const started = Date.now();
  await sheet.keyIn(1, 'mb30c1'); // B mah jongg 30 thrown by C, 1 exposure: B +30, C −10
  await sheet.keyIn(2, 'w'); // wall game: +10 each
  await sheet.keyIn(3, 'ma25s'); // A self-picks a 25: +35
  await sheet.keyIn(4, 'md50a3'); // D mah jongg 50 thrown by A, 3 exposures: D +50, A −25
  for (const card of ['A', 'B', 'C', 'D']) await sheet.verifyByInitials(card, 'P');
  await sheet.step('Hand in the sheet', 'handed in');
  await sheet.step('Accept the sheet', 'accepted');
  expect(Date.now() - started).toBeLessThan(60_000);
  await page.reload();
  await expect(sheet.status().textContent()).resolves.toBe('accepted');
  const totals = await Promise.all(['A', 'B', 'C', 'D'].map((c) => sheet.cardTotal(c).textContent()));
  expect(totals).toEqual(['20', '40', '0', '60']);
  expect(await sheet.outcome().count()).toBe(0);
  await snapshot(page, 'sheet-accepted');
});

test('the Director amends game 4; the change log keeps the earlier version beside the new one', async () => {
  await page.context().clearCookies();
  await signIn(director);
  const sheet = new SheetPage(page);
  await sheet.open(slug, 1, 1);
  await sheet.amendExposures(4, 2, 'Only two exposures were on the rack');
  await page.goto(`/t/${slug}/changes`);
  const entry = page.getByRole('listitem').filter({ hasText: 'Only two exposures were on the rack' });
  await expect(entry.locator('.before').textContent()).resolves.toContain('3 exposures');
  await expect(entry.locator('.after').textContent()).resolves.toContain('2 exposures');
  await snapshot(page, 'sheet-change-log');
});

test('a player opens table 2 on a phone, verifies a card with their PIN, and the record recomputes to its points', async () => {
  const table = setup.tables[1]!;
  const games = [
    { outcome: 'wall' },
    { outcome: 'mahjong', winner: 'C', handValue: 35, selfPicked: true, jokerless: true },
    { outcome: 'mahjong', winner: 'A', handValue: 25, discarder: 'B', winnerExposures: 2, dead: ['D'] },
    { outcome: 'wall', charlestonPeek: ['B'] },
  ];
  for (const [i, game] of games.entries()) {
    const record = { seats: ['A', 'B', 'C', 'D'], east: 'ABCD'[i], ...game };
    const saved = await recordGame(db(), SYSTEM, {
      roundTableId: table.id,
      number: i + 1,
      record,
      expectedVersion: null,
    });
    if (!saved.ok) throw new Error(JSON.stringify(saved));
  }
  const phone = await newPage(browser, { width: 390, height: 844 });
  await phone.goto(`/t/${slug}/rounds/1/tables/2`);
  const verifier = setup.playerAt(2, 'C');
  const pin = phone.getByLabel(`${verifier.name}'s PIN, to verify card A`);
  await pin.fill('1111');
  await phone.getByRole('button', { name: 'Verify A' }).click();
  await phone.getByText(`That is not ${verifier.name}'s PIN. 4 tries left.`).waitFor();
  await pin.fill('2468');
  await phone.getByRole('button', { name: 'Verify A' }).click();
  await phone.getByText('Card A verified').waitFor();
  await phone.reload();
  await expect(phone.getByRole('row', { name: 'Card A' }).textContent()).resolves.toContain('PIN at the table');
  await snapshot(phone, 'sheet-public-phone');

  const api = `/api/tournaments/${slug}/rounds/1/tables/2`;
  const shown = (await (await phone.request.get(api)).json()) as { games: { scores: unknown }[] };
  const recomputed = scoreGames(await (await phone.request.get(`${api}/record`)).json());
  expect(recomputed.ok && recomputed.results.map((r) => r.scores)).toEqual(shown.games.map((g) => g.scores));
});
