import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_LOGINS } from '../support/logins';
import { sheetTournament } from '../support/sheet-table';
import { SignInPage } from './pages/sign-in';
import { launchBrowser, newPage, snapshot } from './support/chromium';

// The Director prints a round's score cards (one per table, each with a QR code of its table page) and its seating.
const slug = `print-${Date.now().toString(36)}`;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  await sheetTournament(slug, '2468', 8);
  browser = await launchBrowser();
  page = await newPage(browser);
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(DEMO_LOGINS[0]!.email, DEMO_LOGINS[0]!.password);
  await page.waitForURL('**/staff');
});
afterAll(() => browser?.close());

test('score cards print one per table, each with the QR code of its table page', async () => {
  await page.goto(`/t/${slug}/rounds/1/print/cards`);
  await page.emulateMedia({ media: 'print' });
  const cards = page.locator('.score-card');
  await expect(cards.count()).resolves.toBe(2);
  await expect(page.locator('.sc-qr-code svg').count()).resolves.toBe(2);
  await expect(cards.nth(1).textContent()).resolves.toContain(`/t/${slug}/rounds/1/tables/2`);
  await snapshot(page, 'print-score-cards');
});

test('the seating prints by table and by name', async () => {
  await page.goto(`/t/${slug}/rounds/1/print/seating`);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.ps-table').count()).resolves.toBe(2);
  await expect(page.locator('.ps-names li').count()).resolves.toBe(8);
  await snapshot(page, 'print-seating');
});
