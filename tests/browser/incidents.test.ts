import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { db } from '@/lib/db/client';
import { SYSTEM } from '@/lib/audit/log';
import { DEMO_LOGINS } from '../support/logins';
import { recordGame } from '@/lib/sheets/mutations/record-game';
import { INCIDENT_INFO, INCIDENT_KINDS, scoreGames } from '@/lib/rules';
import { sheetTournament } from '../support/sheet-table';
import { IncidentPage } from './pages/incident';
import { SignInPage } from './pages/sign-in';
import { launchBrowser, newPage, snapshot } from './support/chromium';

// The Director at the table: every kind of incident reaches a proposal with its rules and can be recorded; a disputed
// challenge settled at the game's end changes the scores; a second courtesy complaint disqualifies.
const [director] = DEMO_LOGINS;
const slug = `incidents-${Date.now().toString(36)}`;
let browser: Browser;
let page: Page;
let setup: Awaited<ReturnType<typeof sheetTournament>>;

beforeAll(async () => {
  // 24 players: six tables of four games, a fresh game for each kind of incident.
  setup = await sheetTournament(slug, '2468', 24);
  browser = await launchBrowser();
  page = await newPage(browser);
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(director!.email, director!.password);
  await page.waitForURL('**/staff');
});
afterAll(() => browser?.close());

/** What `npm run score` computes from the table's downloaded record, beside the points the table shows. */
async function recomputed(table: number) {
  const api = `/api/tournaments/${slug}/rounds/1/tables/${table}`;
  const shown = (await (await page.request.get(api)).json()) as { games: { scores: unknown }[] };
  const scored = scoreGames(await (await page.request.get(`${api}/record`)).json());
  return { shown: shown.games.map((g) => g.scores), computed: scored.ok && scored.results.map((r) => r.scores) };
}

/** A seat's points in game `number` of a table's sheet, as the games table shows them. */
const pointsOf = (seat: string, number: number) =>
  page
    .locator('.games-table tbody tr')
    .filter({ has: page.locator('th', { hasText: new RegExp(`^${number}$`) }) })
    .locator(`td.points[data-seat^="${seat} "]`);

test('every kind of incident reaches a proposal citing its rules, and is recorded, scored as npm run score scores it', async () => {
  const incident = new IncidentPage(page);
  const notApplied: string[] = [];
  for (const [i, kind] of INCIDENT_KINDS.entries()) {
    const table = Math.floor(i / 4) + 1;
    const game = (i % 4) + 1;
    await incident.open(slug, 1, table, game);
    await incident.chooseKind(INCIDENT_INFO[kind].title);
    await incident.answerFirstChoices();
    expect(await incident.ready(), kind).toBe(true);
    expect(await incident.citations().count(), kind).toBeGreaterThan(0);
    if (kind === 'DEAD_HAND_CHALLENGE') await snapshot(page, 'incident-proposal');
    if ((await incident.cannotApply().count()) > 0) {
      // Not applicable to a game not yet entered (a heavenly hand needs its value): said before recording.
      notApplied.push(kind);
      continue;
    }
    await incident.record();
    await page
      .locator('.incidents li')
      .filter({ hasText: `Game ${game}: ${INCIDENT_INFO[kind].title}` })
      .waitFor();
  }
  expect(notApplied).toEqual(['HEAVENLY_HAND']);
  expect(await db().incident.count({ where: { tournamentId: setup.id } })).toBe(
    INCIDENT_KINDS.length - notApplied.length,
  );
  for (const table of [1, 2, 3, 4, 5, 6]) {
    const { shown, computed } = await recomputed(table);
    expect(computed).toEqual(shown);
  }
});

test('a disputed challenge stays open, blocks nothing else, and settled at the game’s end changes the scores', async () => {
  const table = setup.tables[5]!;
  // Table 6, game 4, a wall game: each live hand +10.
  const wall = { seats: ['A', 'B', 'C', 'D'], east: 'D', outcome: 'wall' };
  const saved = await recordGame(db(), SYSTEM, {
    roundTableId: table.id,
    number: 4,
    record: wall,
    expectedVersion: null,
  });
  expect(saved).toMatchObject({ ok: true });
  const incident = new IncidentPage(page);
  await incident.open(slug, 1, 6, 4);
  await incident.chooseKind('Dead-hand challenge');
  await incident.answer('challenger', /^C /);
  await incident.answer('challenged', /^D /);
  await incident.answer('challengerLive', 'Yes');
  await incident.answer('grounds', 'Exposures that match no hand on the card');
  await incident.answer('response', 'Disputed the challenge');
  await incident.record();
  await page.getByText('A disputed challenge is open').waitFor();
  await expect(pointsOf('D', 4).textContent()).resolves.toBe('+10');
  await snapshot(page, 'incident-open-dispute');
  await page.getByRole('button', { name: 'Yes: the hand was dead' }).click();
  // Settled, the incident is no longer open, and its form goes with it.
  await page.locator('.incidents li.open').waitFor({ state: 'detached' });
  await page.reload();
  await expect(pointsOf('D', 4).textContent()).resolves.toBe('-10');
  expect(await page.getByText('A disputed challenge is open').count()).toBe(0);
  const { shown, computed } = await recomputed(6);
  expect(computed).toEqual(shown);
});

test('the Director rules a seat’s points otherwise: the table page shows both values and the reason', async () => {
  await page.goto(`/t/${slug}/scores/1/6`);
  await page.getByText('Rule a seat’s points otherwise (T27)').click();
  const form = page.locator('.override-form');
  await form.getByLabel('Game').selectOption({ label: '4' });
  await form.getByLabel('Seat').selectOption({ label: `D ${setup.playerAt(6, 'D').name}` });
  await form.getByLabel('Points').fill('-5');
  await form.getByLabel('Reason').fill('Dead hand found late, by agreement of the table');
  await form.getByRole('button', { name: 'Rule these points' }).click();
  await page.getByText('Seat D: -5 points, as ruled.').waitFor();
  await page.goto(`/t/${slug}/rounds/1/tables/6`);
  await expect(pointsOf('D', 4).textContent()).resolves.toBe(
    '-5 ruled by the Director, computed -10: Dead hand found late, by agreement of the table',
  );
  await page.goto(`/t/${slug}/changes`);
  await page.locator('[data-kind="override"]').getByText('Seat D: -5 (computed -10)').first().waitFor();
  await snapshot(page, 'incident-change-log');
});

test('a first courtesy complaint is a warning; a second disqualifies the player', async () => {
  const incident = new IncidentPage(page);
  const player = setup.playerAt(1, 'B');
  for (const [game, expected] of [
    [1, 'Seat B: a courtesy warning, counted for this event.'],
    [2, 'Seat B: disqualified from the tournament.'],
  ] as const) {
    await incident.open(slug, 1, 1, game);
    await incident.chooseKind('Courtesy complaint');
    await incident.answer('seat', /^B /);
    await incident.answer('conduct', 'Inconsiderate, rude or abusive play');
    await incident.proposal().getByText(expected).waitFor();
    const history = game === 1 ? 'no earlier courtesy complaint' : '1 earlier courtesy complaint in this event';
    await page.getByText(`Seat B: ${history}`).waitFor();
    if (game === 2) await snapshot(page, 'incident-disqualification');
    await incident.record();
  }
  const stored = await db().player.findUniqueOrThrow({ where: { id: player.id } });
  expect(stored).toMatchObject({ status: 'DISQUALIFIED', warnings: 1 });
  await page.goto(`/t/${slug}/players`);
  await page.getByLabel('Find a player').fill(player.name);
  await page
    .locator('.pl-table tbody tr', { hasText: player.name })
    .locator('.pl-status-disqualified')
    .last()
    .waitFor();
});
