import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { db } from '@/lib/db/client';
import { SYSTEM } from '@/lib/audit/log';
import { DEMO_LOGINS } from '../support/logins';
import { recordGame } from '@/lib/sheets/mutations/record-game';
import { eastOf, FOUND_DEAD_INFO, RULESET_OPTIONS, type GameRecordInput } from '@/lib/rules';
import { sheetTournament } from '../support/sheet-table';
import { IncidentPage } from './pages/incident';
import { SignInPage } from './pages/sign-in';
import { launchBrowser, newPage, snapshot } from './support/chromium';

// Rulings that hold when the game goes on (issue #19): the Director records each of the five kinds at the table and
// the table's page shows the game's points after the ruling; a dispute settled on a game not yet entered waits for
// it (issue #23).
const [director] = DEMO_LOGINS;
const slug = `found-dead-${Date.now().toString(36)}`;
let browser: Browser;
let page: Page;
let setup: Awaited<ReturnType<typeof sheetTournament>>;
let incident: IncidentPage;

const FOUR = { seats: ['A', 'B', 'C', 'D'] } as const;

beforeAll(async () => {
  setup = await sheetTournament(slug, '1357');
  browser = await launchBrowser();
  page = await newPage(browser);
  incident = new IncidentPage(page);
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(director!.email, director!.password);
  await page.waitForURL('**/staff');
});
afterAll(() => browser?.close());

/** Enters a game as the scorekeeper would have, East by the rotation. */
async function entered(table: number, number: number, game: Omit<GameRecordInput, 'seats' | 'east'>) {
  const east = eastOf([...FOUR.seats], number);
  const saved = await recordGame(db(), SYSTEM, {
    roundTableId: setup.tables[table - 1]!.id,
    number,
    record: { ...FOUR, east, ...game },
    expectedVersion: null,
  });
  expect(saved).toMatchObject({ ok: true });
}

/** Every seat's points in one game, as the table's public page shows them. */
async function pointsAfter(table: number, number: number) {
  await page.goto(`/t/${slug}/rounds/1/tables/${table}`);
  const row = page
    .locator('.games-table tbody tr')
    .filter({ has: page.locator('th', { hasText: new RegExp(`^${number}$`) }) });
  const cells = row.locator('td.points');
  const shown = await cells.evaluateAll((tds) =>
    tds.map((td) => [td.getAttribute('data-seat')?.slice(0, 1), td.firstChild?.textContent?.trim()]),
  );
  return Object.fromEntries(shown);
}

async function challenge(table: number, number: number, grounds: string) {
  await incident.open(slug, 1, table, number);
  await incident.chooseKind('Dead-hand challenge');
  await incident.answer('challenger', /^C /);
  await incident.answer('challenged', /^D /);
  await incident.answer('challengerLive', 'Yes');
  await incident.answer('grounds', grounds);
  await incident.answer('response', 'Disputed the challenge');
}

test('a disputed challenge settled dead, the hand having thrown the winning tile: found dead, it pays both', async () => {
  await entered(1, 1, { outcome: 'mahjong', winner: 'A', handValue: 30, discarder: 'D', winnerExposures: 2 });
  await challenge(1, 1, 'The hand cannot be completed from the tiles still unseen');
  await incident.record();
  await page.getByRole('button', { name: 'Yes: the hand was dead' }).click();
  await page.locator('.incidents li.open').waitFor({ state: 'detached' });
  expect(await pointsAfter(1, 1)).toEqual({ A: '+30', B: '0', C: '0', D: '-30' });
  await page.getByText('D found dead at the end').first().waitFor();
  await snapshot(page, 'found-dead-table');
});

test('a disputed challenge found wrong when the challenger had self-picked the win: the win scores 0', async () => {
  await entered(1, 2, { outcome: 'mahjong', winner: 'C', handValue: 30, selfPicked: true });
  await challenge(1, 2, 'Exposures that match no hand on the card');
  await incident.record();
  await page.getByRole('button', { name: 'No: the challenge was wrong' }).click();
  await page.locator('.incidents li.open').waitFor({ state: 'detached' });
  expect(await pointsAfter(1, 2)).toEqual({ A: '0', B: '0', C: '0', D: '0' });
});

test('exposures that show a concealed hand cannot be disputed: dead at once, no open dispute', async () => {
  await entered(1, 3, { outcome: 'wall' });
  await challenge(1, 3, 'Exposures on a hand that must be concealed');
  await incident.proposal().getByText('cannot be disputed').first().waitFor();
  await incident.record();
  expect(await page.locator('.incidents li.open').count()).toBe(0);
  expect(await pointsAfter(1, 3)).toEqual({ A: '+10', B: '+10', C: '+10', D: '-10' });
});

test('a touched claimed tile the claimer cannot use: the claimer is dead', async () => {
  await entered(1, 4, { outcome: 'wall' });
  await incident.open(slug, 1, 1, 4);
  await incident.chooseKind('Exposing in error');
  await incident.answer('seat', /^B /);
  await incident.answer('error', 'They touched a claimed discard and now do not want it');
  await incident.answer('canUseTile', 'No');
  await incident.record();
  expect(await pointsAfter(1, 4)).toEqual({ A: '+10', B: '-10', C: '+10', D: '+10' });
});

test('a wrong-wall pick found when that discard gave mah jongg: the win stands, the picker pays both', async () => {
  await entered(2, 1, { outcome: 'mahjong', winner: 'B', handValue: 25, discarder: 'D', winnerExposures: 1 });
  await incident.open(slug, 1, 2, 1);
  await incident.chooseKind('Wrong wall or wrong end');
  await incident.answer('playersPicked', '1');
  await incident.answer('picker', /^D /);
  await incident.answer('discardGaveMahjong', 'Yes');
  await incident.record();
  expect(await pointsAfter(2, 1)).toEqual({ A: '0', B: '+25', C: '0', D: '-20' });
});

test('an out-of-turn discard claimed for a good mah jongg: the discarder is found dead, the payment the Director’s', async () => {
  await entered(2, 2, { outcome: 'mahjong', winner: 'A', handValue: 35, discarder: 'C', winnerExposures: 3 });
  await incident.open(slug, 1, 2, 2);
  await incident.chooseKind('Out-of-turn discard claimed for mah jongg');
  await incident.answer('discarder', /^C /);
  await incident.answer('claimer', /^A /);
  await incident.answer('mahjongValid', 'Yes');
  await incident.proposal().getByText('the payment is the Director’s to rule (T27)').waitFor();
  await incident.record();
  expect(await pointsAfter(2, 2)).toEqual({ A: '+35', B: '0', C: '-35', D: '0' });
});

test('a dispute settled on a game not yet entered waits for it: no placeholder game', async () => {
  await challenge(2, 3, 'The hand cannot be completed from the tiles still unseen');
  await incident.record();
  await page.getByRole('button', { name: 'Yes: the hand was dead' }).click();
  // The settled incident leaves the open list (and its form with it): the sheet says what waits.
  await page.locator('.incidents .badge', { hasText: 'applies when game 3 is entered' }).waitFor();
  await page.goto(`/t/${slug}/rounds/1/tables/2`);
  const game3 = page.locator('.games-table tbody tr th', { hasText: /^3$/ });
  expect(await game3.count()).toBe(0);
  await entered(2, 3, { outcome: 'wall' });
  expect(await pointsAfter(2, 3)).toEqual({ A: '+10', B: '+10', C: '+10', D: '-10' });
});

test('the entry form’s “found dead at the end” column: a hand found dead that threw the winning tile', async () => {
  await page.goto(`/t/${slug}/scores/1/2`);
  await page.getByRole('button', { name: /^Game 4/ }).click();
  await page.locator('[data-group="outcome"] input').first().focus();
  for (const key of 'mb30c1') await page.keyboard.press(key); // B mah jongg 30 on C's discard, 1 exposure
  await page.getByLabel(`${setup.playerAt(2, 'C').name}: Found dead at the end`).check();
  await page.getByRole('button', { name: 'Save game 4' }).click();
  await page.getByRole('status').getByText('Game 4 saved').waitFor();
  expect(await pointsAfter(2, 4)).toEqual({ A: '0', B: '+30', C: '-20', D: '0' });
});

test('the rulebook explains found dead and both readings of erroneousWinnerKeepsWin; the ruleset form offers it', async () => {
  const option = RULESET_OPTIONS.find((o) => o.key === 'erroneousWinnerKeepsWin')!;
  await page.goto('/rules');
  await page.getByText(FOUND_DEAD_INFO.explanation).waitFor();
  await page.getByText(option.meaning).waitFor();
  await page.getByText(`The other choice: ${option.otherReading}`).waitFor();
  await page.goto(`/t/${slug}/settings`);
  await expect(page.getByRole('checkbox', { name: option.label }).isChecked()).resolves.toBe(false);
});
