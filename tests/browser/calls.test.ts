import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, onTestFailed, test } from 'vitest';
import { inject } from 'vitest';
import { db } from '@/lib/db/client';
import { DEMO_STAFF } from '@/lib/demo/seed';
import { INCIDENT_INFO } from '@/lib/rules';
import { DEMO_LOGINS } from '../support/logins';
import { sheetTournament } from '../support/sheet-table';
import { CallQueuePage, TableCallPanel } from './pages/calls';
import { IncidentPage } from './pages/incident';
import { SignInPage } from './pages/sign-in';
import { launchBrowser, snapshot } from './support/chromium';
import { secondInstance } from './support/second-instance';

// A table calls the Director from a phone on one app instance; the Director's queue, on another instance, shows it
// within 2 seconds; the Director takes it and rules it as an incident; the call is closed with its times everywhere.
const [director, scorekeeper] = DEMO_LOGINS;
const slug = `calls-${Date.now().toString(36)}`;
const PHONE = { width: 390, height: 844 };
const PEEK = INCIDENT_INFO.CHARLESTON_PEEK.title;
const DIRECTOR_NAME = DEMO_STAFF[0].name;

let browser: Browser;
let other: Awaited<ReturnType<typeof secondInstance>>;
let setup: Awaited<ReturnType<typeof sheetTournament>>;
const contexts: BrowserContext[] = [];

/** A phone's page on an app instance. */
async function phone(baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

async function signedIn(baseURL: string, login: { email: string; password: string }): Promise<Page> {
  const page = await phone(baseURL);
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(login.email, login.password);
  await page.waitForURL('**/staff');
  return page;
}

const tablePage = (table: number) => `/t/${slug}/rounds/1/tables/${table}`;

let player: Page;
let queue: Page;
/** Another phone at table 1 whose page does not catch up: its live poll is held back. */
let late: Page;

beforeAll(async () => {
  [setup, other, browser] = await Promise.all([sheetTournament(slug, '2468'), secondInstance(), launchBrowser()]);
  player = await phone(inject('baseURL'));
  queue = await signedIn(other.baseURL, director!);
  late = await phone(inject('baseURL'));
  // Its live poll, with or without the grains it follows, never answers.
  await late.route(/\/api\/tournaments\/[^/]+\/live(\?|$)/, (route) => route.abort());
  await late.goto(tablePage(1));
});
afterAll(async () => {
  await browser?.close();
  await other?.stop();
});

test('a player calls from the table page on one instance; the queue on the other shows it within 2 s', async () => {
  const queuePage = new CallQueuePage(queue);
  await queuePage.open(slug);
  await queue.getByText('No table is waiting.').waitFor();
  await queuePage.turnOnChime();

  await player.goto(tablePage(1));
  const panel = new TableCallPanel(player);
  await panel.call({ seat: /^B /, what: PEEK, line: 'East looked at a passed tile' });
  await panel
    .status()
    .getByText(/^Director called (just now|1 min ago)$/)
    .waitFor();

  await queuePage.card(1).waitFor({ timeout: 5_000 });
  const shownAt = Date.now();
  const call = await db().directorCall.findFirstOrThrow({ where: { tournamentId: setup.id } });
  expect(shownAt - call.calledAt.getTime()).toBeLessThan(2_000);
  const card = queuePage.card(1);
  await expect(card.locator('.queue-where').textContent()).resolves.toBe('Round 1 · seat B');
  await expect(card.locator('.queue-line').textContent()).resolves.toBe(`${PEEK}: “East looked at a passed tile”`);
  const waited = await card.locator('.ticking').textContent();
  await queue.waitForFunction(
    (before) => document.querySelector('.queue-call .ticking')?.textContent !== before,
    waited,
  );
  expect(await queuePage.alerts()).toBe(1);
  await snapshot(queue, 'calls-queue-390');
  await snapshot(player, 'calls-table-called-390');
});

test('a second call from the same table while one is open is refused with a message', async () => {
  // The phone that opened the table page before the call still shows the button.
  const panel = new TableCallPanel(late);
  // It failed once in CI, under the whole suite's load, with nothing to tell why: the panel as it stood then.
  onTestFailed(async () => {
    console.error(
      `The late phone at ${late.url()}, its panel: ${await panel.panel().innerText({ timeout: 2_000 }).catch(String)}`,
    );
    await snapshot(late, 'calls-late-failed');
  });
  await panel.call();
  await panel
    .answer()
    .getByText(/^Table 1 already called the Director .*: the call is open\. Withdraw it/)
    .waitFor();
  expect(await db().directorCall.count({ where: { tournamentId: setup.id } })).toBe(1);
});

test('a scorekeeper sees the queue but cannot take a call', async () => {
  const keeper = await signedIn(inject('baseURL'), scorekeeper!);
  const queuePage = new CallQueuePage(keeper);
  await queuePage.open(slug);
  await queuePage.card(1).waitFor();
  await keeper.getByText('Only a Director takes and closes calls.').waitFor();
  expect(await queuePage.card(1).getByRole('button').count()).toBe(0);
});

test('the Director takes it, records the incident from it, and the call shows closed with its times', async () => {
  const queuePage = new CallQueuePage(queue);
  await queuePage.take(1);
  // The table sees who is coming, on the other instance.
  await player.getByText(`${DIRECTOR_NAME} is on the way`).waitFor();
  await snapshot(queue, 'calls-queue-taken-390');

  await queuePage.recordIncident(1);
  await queue
    .getByText(/^Answering the call of table 1, seat B, at \d\d:\d\d UTC: “East looked at a passed tile”/)
    .waitFor();
  expect(await queue.getByLabel('What happened').inputValue()).toBe('CHARLESTON_PEEK');
  expect(await queue.getByLabel('Game').inputValue()).toBe('1');
  const incident = new IncidentPage(queue);
  await incident.answerFirstChoices();
  await incident.record();

  const call = await db().directorCall.findFirstOrThrow({ where: { tournamentId: setup.id } });
  expect(call).toMatchObject({ status: 'CLOSED', incidentId: expect.any(String) });
  const recorded = await db().incident.findUniqueOrThrow({ where: { id: call.incidentId! } });
  expect(recorded).toMatchObject({ kind: 'CHARLESTON_PEEK', roundTableId: setup.tables[0]!.id, gameNumber: 1 });

  const hhmm = (at: Date | null) => at!.toISOString().slice(11, 16);
  const closed = new TableCallPanel(player).history('closed');
  await closed.waitFor();
  await expect(closed.textContent()).resolves.toBe(
    `Called ${hhmm(call.calledAt)} UTC by seat B (${PEEK}) · taken ${hhmm(call.takenAt)} UTC by ${DIRECTOR_NAME} · ` +
      `closed ${hhmm(call.closedAt)} UTC by ${DIRECTOR_NAME}, incident recorded`,
  );
  await player.getByRole('button', { name: 'Call the Director' }).waitFor();

  await queue.goto(`/t/${slug}/incidents`);
  const hhmmss = (at: Date | null) => at!.toISOString().slice(11, 19);
  await queue
    .getByText(`called ${hhmmss(call.calledAt)} · taken ${hhmmss(call.takenAt)} · closed ${hhmmss(call.closedAt)}`)
    .waitFor();
  await queue.goto(`/t/${slug}/calls`);
  await queue.getByText('No table is waiting.').waitFor();
  await queue.getByRole('region', { name: 'Waits per round' }).getByRole('cell', { name: '1', exact: true }).waitFor();
});
