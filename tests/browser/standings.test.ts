import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { db } from '@/lib/db/client';
import { DEMO_LOGINS } from '../support/logins';
import { accepted } from '../support/sheets';
import { sheetTournament } from '../support/sheet-table';
import { launchBrowser, newPage, snapshot } from './support/chromium';

// Players read the standings on their phones and on the hall's big screen; an accepted sheet shows up by itself.
const slug = `standings-${Date.now().toString(36)}`;
let browser: Browser;
let phone: Page;
let setup: Awaited<ReturnType<typeof sheetTournament>>;
let scorekeeper: { userId: string; label: string };

beforeAll(async () => {
  setup = await sheetTournament(slug, '2468', 8);
  const user = await db().user.findUniqueOrThrow({ where: { email: DEMO_LOGINS[1]!.email } });
  scorekeeper = { userId: user.id, label: user.name };
  await accepted(scorekeeper, setup.tables[0]!.id);
  browser = await launchBrowser();
  phone = await newPage(browser, { width: 390, height: 844 });
});
afterAll(() => browser?.close());

const row = (page: Page, name: string) => page.locator('.standings-table tbody tr', { hasText: name });

test('a player finds their rank and total on a phone, and follows it to every game behind it', async () => {
  const player = setup.playerAt(1, 'B');
  const scores = await db().gameScore.findMany({ where: { playerId: player.id } });
  const total = scores.reduce((sum, s) => sum + s.points, 0);
  await phone.goto(`/t/${slug}/standings`);
  await phone.getByText('round 1: 1 of 2 tables accepted and counted').waitFor();
  await phone.getByLabel('Find a player').fill(String(player.number));
  // Searched on the phone: the search is kept in the address's fragment.
  await phone.waitForURL((url) => url.pathname === `/t/${slug}/standings` && url.hash === `#q=${player.number}`);
  await expect.poll(() => phone.locator('.standings-table tbody tr').count()).toBe(1);
  await expect(row(phone, player.name).locator('td.total').textContent()).resolves.toBe(String(total));
  await phone.getByText('1 player matches (of 8).').waitFor();
  await snapshot(phone, 'standings-phone');
  const rank = await row(phone, player.name).locator('td.rank').textContent();
  expect(Number(rank)).toBeGreaterThanOrEqual(1);
  await row(phone, player.name).getByRole('link', { name: player.name }).click();
  await phone.waitForURL(`**/t/${slug}/player/${player.number}`);
});

test('an accepted sheet shows on the open standings and table pages within 5 seconds, with no reload', async () => {
  const table = setup.tables[1]!;
  const player = setup.playerAt(2, 'A');
  await phone.goto(`/t/${slug}/standings`);
  await expect(row(phone, player.name).locator('td.total').textContent()).resolves.toBe('0');
  const tablePage = await newPage(browser);
  await tablePage.goto(`/t/${slug}/rounds/1/tables/2`);
  await accepted(scorekeeper, table.id);
  const started = Date.now();
  await phone.getByText('After round 1').waitFor({ timeout: 5_000 });
  await tablePage.locator('.sheet-facts .badge', { hasText: 'accepted' }).waitFor({ timeout: 5_000 });
  expect(Date.now() - started).toBeLessThan(5_000);
  const scores = await db().gameScore.findMany({ where: { playerId: player.id } });
  const total = scores.reduce((sum, s) => sum + s.points, 0);
  await expect(row(phone, player.name).locator('td.total').textContent()).resolves.toBe(String(total));
  await tablePage.close();
});

test('the big screen shows the standings by itself', async () => {
  const screen = await newPage(browser, { width: 1280, height: 720 });
  await screen.goto(`/t/${slug}/standings/projector`);
  await screen.getByRole('heading', { name: 'Standings' }).waitFor();
  await expect(screen.locator('.standings-show-rows li').count()).resolves.toBe(8);
  await snapshot(screen, 'standings-projector');
  await screen.close();
});
