import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { db } from '@/lib/db/client';
import { DEMO_LOGINS } from '../support/logins';
import { tiedDemo } from '../support/prize-tie';
import { PlayersPage } from './pages/players';
import { RoundsPage } from './pages/rounds';
import { SignInPage } from './pages/sign-in';
import { WinnersPage } from './pages/winners';
import { launchBrowser, newPage, snapshot } from './support/chromium';

// The awards table: a demo tournament tied at the cut-off, read on a phone, run by the Director.
const slug = `prizes-${Date.now().toString(36)}`;
let browser: Browser;
let phone: Page;
let director: Page;
let setup: Awaited<ReturnType<typeof tiedDemo>>;

beforeAll(async () => {
  setup = await tiedDemo(slug);
  browser = await launchBrowser();
  phone = await newPage(browser, { width: 390, height: 844 });
  director = await newPage(browser, { width: 390, height: 844 });
  const signIn = new SignInPage(director);
  await signIn.open(`/t/${slug}/winners`);
  await signIn.signIn(DEMO_LOGINS[0]!.email, DEMO_LOGINS[0]!.password);
  await director.waitForURL(`**/t/${slug}/winners`);
}, 120_000);
afterAll(() => browser?.close());

test('a player sees the tie at the cut-off shared, with the prize split, and follows a special prize to its table', async () => {
  const winners = new WinnersPage(phone);
  await winners.open(slug);
  const labels = await winners.placeLabels();
  const tie = labels.at(-1)!;
  expect(tie).toMatch(/–.*, tied$/);
  const place = winners.place(tie);
  await place.getByText(setup.sixth.name).waitFor();
  await place.getByText(setup.seventh.name).waitFor();
  await expect(place.locator('.prize-split').textContent()).resolves.toMatch(/split equally between \d+/);
  // A winner's badge number and where they are from read apart (as an inline block, the place swallowed the space).
  const places = await phone.locator('.prize-places').innerText();
  expect(places).toMatch(/#\d+ [A-Z][a-z]+, [A-Z]{2}/);
  expect(places).not.toMatch(/#\d+[A-Za-z]/);
  await expect(winners.round(1).locator('li').count()).resolves.toBeGreaterThan(0);
  await snapshot(phone, 'winners-phone');
  const game = winners.special('Highest single game').getByRole('link', { name: /round \d, table \d+, game \d/ });
  const [, round, table] = /round (\d), table (\d+)/.exec((await game.first().textContent())!)!;
  await game.first().click();
  await phone.waitForURL(`**/t/${slug}/rounds/${round}/tables/${table}`);
});

test('the results export writes the same placement for both tied players', async () => {
  const response = await phone.request.get(`/api/tournaments/${slug}/results.csv`);
  expect(response.status()).toBe(200);
  const lines = (await response.text()).split('\r\n');
  const placement = (name: string) => lines.find((line) => line.includes(`,${name},`))!.split(',')[0];
  expect(placement(setup.sixth.name)).toBe(placement(setup.seventh.name));
});

test('the Director sets the prizes; the rulebook lists them with their defaults', async () => {
  const winners = new WinnersPage(director);
  await winners.savePrizes(slug, 2, true);
  await snapshot(director, 'prize-settings-phone');
  await winners.open(slug);
  await winners.special('Most jokerless wins').waitFor();
  await phone.goto(`/t/${slug}/rules#prizes`);
  const prizes = phone.getByRole('region', { name: 'Prizes' });
  await prizes.getByText('Default: from 1 player: top 3; from 32 players: top 6; from 64 players: top 12').waitFor();
  await prizes.getByText('This tournament: top 2 of each round').waitFor();
  await prizes.getByText('Default: top 1 of each round').waitFor();
});

test('the Director marks a prize collected, and can take the mark back', async () => {
  const winners = new WinnersPage(director);
  await winners.open(slug);
  const first = winners.place('1st');
  await first.getByRole('button', { name: 'Mark collected' }).click();
  await first.getByText('collected', { exact: true }).waitFor();
  await first.getByRole('button', { name: 'Undo' }).waitFor();
  await snapshot(director, 'winners-director-phone');
  await expect
    .poll(() => db().auditEvent.count({ where: { tournamentId: setup.tournamentId, action: 'prize.collected' } }))
    .toBe(1);
  await first.getByRole('button', { name: 'Undo' }).click();
  await first.getByRole('button', { name: 'Mark collected' }).waitFor();
});

test('the announcement and the certificates print', async () => {
  await director.goto(`/t/${slug}/winners/print`);
  await director.getByRole('heading', { name: `Prizes ${slug}: the winners` }).waitFor();
  await expect(director.getByRole('button', { name: 'Mark collected' }).count()).resolves.toBe(0);
  await director.goto(`/t/${slug}/winners/certificates`);
  const certificates = director.locator('.certificate');
  await certificates.first().waitFor();
  await expect(certificates.filter({ hasText: setup.seventh.name }).count()).resolves.toBeGreaterThan(0);
  await snapshot(director, 'certificates-phone');
});

test('held back: the public sees "results pending" and the export refuses; the Director still sees the circle', async () => {
  await db().tournament.update({ where: { slug }, data: { standingsState: 'PENDING' } });
  try {
    await phone.goto(`/t/${slug}/winners`);
    await phone.getByText('Results pending').waitFor();
    expect((await phone.request.get(`/api/tournaments/${slug}/results`)).status()).toBe(409);
    expect((await phone.request.get(`/api/tournaments/${slug}/results.csv`)).status()).toBe(409);
    await director.goto(`/t/${slug}/winners`);
    await director.getByText('Held back: only staff see this').waitFor();
    await new WinnersPage(director).place('1st').waitFor();
  } finally {
    await db().tournament.update({ where: { slug }, data: { standingsState: 'LIVE' } });
  }
});

test('seating round 3 by standing puts the top four at table 1, with the repeat report before publishing', async () => {
  const rounds = new RoundsPage(director);
  await rounds.open(slug);
  await director.getByRole('button', { name: 'Seat round 3 by standing' }).click();
  await director.waitForURL(`**/t/${slug}/rounds/3`);
  await director.getByText('seated by standing').waitFor();
  const tableOne = director.getByRole('region', { name: 'Table 1' });
  for (const row of setup.top) await tableOne.getByText(row.player.name).waitFor();
  await director.getByText(/No two players in this seating have met before|pairs would meet again/).waitFor();
  await snapshot(director, 'round-by-standing-phone');
});

test('a player added with city and state shows them on the list and their page, and in the results export', async () => {
  const players = new PlayersPage(director);
  await players.open(slug);
  await director
    .locator('details', { has: director.getByRole('heading', { name: 'Add a player' }) })
    .locator('summary')
    .click();
  const form = director.getByRole('form', { name: 'Add a player' });
  await form.getByLabel('Name').fill('Ida Latecomer');
  await form.getByLabel('City').fill('Toronto');
  await form.getByLabel('State or province').fill('ON');
  await form.getByRole('button', { name: 'Add player' }).click();
  await players.row(33).getByText('Toronto, ON').waitFor();
  await phone.goto(`/t/${slug}/player/33`);
  await phone.getByText('Toronto, ON').waitFor();
  const csv = await (await phone.request.get(`/api/tournaments/${slug}/results.csv`)).text();
  expect(csv).toMatch(/,Ida Latecomer,Toronto,ON,,0,0,0,,active\r\n/);
  expect(csv).toContain(`,${setup.sixth.name},`);
});
