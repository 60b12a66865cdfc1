import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_LOGINS } from '../support/logins';
import { SettingsPage } from './pages/settings';
import { SignInPage } from './pages/sign-in';
import { launchBrowser, newPage, snapshot } from './support/chromium';

// Issue #24, point by point on the demo tournament (32 players, no round seated yet): the Director's day.
const director = DEMO_LOGINS[0];
let browser: Browser;
let page: Page;
const asked: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser, { width: 390, height: 844 });
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  });
  const signIn = new SignInPage(page);
  await signIn.open('/t/demo/rounds');
  await signIn.signIn(director.email, director.password);
  await page.waitForURL('**/t/demo/rounds');
});
afterAll(() => browser?.close());

const main = () => page.getByRole('main');

// The players test may add players to the demo meanwhile: the plan is checked against the roster shown.
const PLAN = /^Table plan: (\d+) players: (\d+) tables of 4( and (\d) tables? of 3)?\.$/;

test('the table plan for the current roster is said before seating, on the rounds and players pages', async () => {
  const plan = main().locator('.table-plan');
  await plan.waitFor();
  const [, players, four, , three] = (await plan.textContent())?.match(PLAN) ?? [];
  expect(Number(four) * 4 + Number(three ?? 0) * 3).toBe(Number(players));
  await snapshot(page, 'day-rounds-table-plan-390');
  await page.goto('/t/demo/players');
  await expect(main().locator('.table-plan').textContent()).resolves.toMatch(PLAN);
});

test('while printed links would use the laptop’s own address, staff pages say so; the hall address fixes it', async () => {
  const warning = main().getByText(/Phones in the hall cannot reach http:\/\/localhost:\d+/);
  await warning.waitFor();
  const settings = new SettingsPage(page);
  await settings.open('demo');
  await settings.setField('Hall address', 'nonsense address');
  await settings.save();
  await page.getByText('An address such as http://192.168.1.20:3000').waitFor();
  await settings.setField('Hall address', '192.168.1.50:3000');
  await settings.save();
  await expect.poll(() => settings.answer().first().textContent()).toContain('Saved.');
  await snapshot(page, 'day-settings-hall-address-390');
  await page.goto('/t/demo/join');
  await page.getByText('http://192.168.1.50:3000/t/demo', { exact: true }).waitFor();
  await expect(warning.count()).resolves.toBe(0);
  await settings.open('demo');
  await settings.setField('Hall address', '');
  await settings.save();
  await expect.poll(() => settings.answer().first().textContent()).toContain('Saved.');
});

test('freezing before the last round is closed says "anyway" and names what is open; held back, no freeze', async () => {
  await page.goto('/t/demo/standings');
  await main()
    .getByText(/^Not final yet: round 1( not seated| not closed|: tables? )/)
    .waitFor();
  await snapshot(page, 'day-standings-not-final-390');
  await main().getByRole('button', { name: 'Hold back: results pending' }).click();
  await main().getByRole('button', { name: 'Release the standings' }).waitFor();
  await expect(
    main()
      .getByRole('button', { name: /Freeze/ })
      .count(),
  ).resolves.toBe(0);
  await main().getByText('Release the standings to freeze them as final.').waitFor();
  await main().getByRole('button', { name: 'Release the standings' }).click();
  await main().getByRole('button', { name: 'Freeze anyway' }).click();
  await main().getByRole('button', { name: 'Unfreeze: live again' }).waitFor();
  // What is open depends on what earlier files did with the demo's rounds; that something is named does not.
  expect(asked.at(-1)).toMatch(
    /^Not everything is final: round 1( not seated| not closed|: tables? ).*Freeze anyway\?/,
  );
  await main().getByRole('button', { name: 'Unfreeze: live again' }).click();
  await main().getByRole('button', { name: 'Hold back: results pending' }).waitFor();
});

test('the rulebook cites rule numbers with words, never file names, shorthand or item codes', async () => {
  await page.goto('/t/demo/rules');
  const text = (await main().textContent()) ?? '';
  expect(text).toContain('DH, T17D (applied to three dead hands)');
  expect(text).not.toMatch(/RULES\.md|by analogy|Other reading|ERRONEOUS_CHALLENGE|[A-Z]+_[A-Z]+/);
});
