import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sheetTournament } from '../support/sheet-table';
import { launchBrowser, newPage } from './support/chromium';
import { SeatingPage } from './pages/seating';
import { SignInPage } from './pages/sign-in';
import { db } from '@/lib/db/client';
import { DEMO_LOGINS } from '../support/logins';
import { seatRound } from '../support/fixtures';
import { accepted } from '../support/sheets';

// A hall of phones at a round's end: each page's own address is answered from the front cache's memory, but a request
// carrying Next's router headers (a link's prefetch, a client navigation, a refresh) is rendered by the app for that
// phone alone. Showing a page must not ask for any.
const slug = `hall-requests-${Date.now().toString(36)}`;
/** A round of 52 tables: its seating comes in pages (50 tables a page). */
const bigSlug = `${slug}-big`;
let browser: Browser;
let phone: Page;
let setup: Awaited<ReturnType<typeof sheetTournament>>;
let big: Awaited<ReturnType<typeof sheetTournament>>;
let scorekeeper: { userId: string; label: string };

beforeAll(async () => {
  setup = await sheetTournament(slug, '2468', 8);
  big = await sheetTournament(bigSlug, '2468', 208);
  const user = await db().user.findUniqueOrThrow({ where: { email: DEMO_LOGINS[1]!.email } });
  scorekeeper = { userId: user.id, label: user.name };
  browser = await launchBrowser();
  phone = await newPage(browser, { width: 390, height: 844 });
});
afterAll(() => browser?.close());

/** The addresses of the requests `page` makes that `which` picks, while `run` goes on. */
async function requestsDuring(page: Page, which: (request: Request) => boolean, run: () => Promise<void>) {
  const asked: string[] = [];
  const note = (request: Request) => which(request) && asked.push(request.url());
  page.on('request', note);
  try {
    await run();
  } finally {
    page.off('request', note);
  }
  return asked;
}

/** The requests `page` makes for the app's own pages while `run` goes on, other than the documents it loads. */
const appRequests = (page: Page, run: () => Promise<void>) =>
  requestsDuring(
    page,
    (request) => {
      if (request.isNavigationRequest() || request.url().includes('/_next/static/')) return false;
      const headers = request.headers();
      return headers.rsc !== undefined || headers['next-router-prefetch'] !== undefined;
    },
    run,
  );

/** The documents `page` loads while `run` goes on. */
const pageLoads = (page: Page, run: () => Promise<void>) =>
  requestsDuring(page, (request) => request.isNavigationRequest(), run);

/** The search field sent with Enter, as a phone's keyboard does: the page searched already, nothing to load. */
const sentWithEnter = (page: Page, label: string) =>
  pageLoads(page, async () => {
    await page.getByLabel(label).press('Enter');
    await page.waitForTimeout(500);
  });

test('a phone shown the hall’s pages, and following their links, asks the app to render nothing for it alone', async () => {
  const player = setup.playerAt(1, 'A');
  const pages = [
    `/t/${slug}/player/${player.number}`,
    `/t/${slug}/rounds/1/tables/1`,
    `/t/${slug}/seating`,
    `/t/${slug}/standings`,
    `/t/${slug}`,
  ];
  const asked = await appRequests(phone, async () => {
    for (const path of pages) {
      await phone.goto(path);
      await phone.getByRole('link', { name: 'Standings' }).first().waitFor();
      await phone.mouse.wheel(0, 2000);
      // Next.js prefetches the links on screen once the page is idle: given the time to.
      await phone.waitForTimeout(1_500);
    }
    // A link followed loads its page's address, which the front cache answers.
    await phone.goto(pages[0]!);
    await phone.getByRole('link', { name: 'Seating' }).first().click();
    await phone.waitForURL(`**/t/${slug}/seating`);
    await phone.getByRole('link', { name: 'Standings' }).first().click();
    await phone.waitForURL(`**/t/${slug}/standings`);
  });
  expect(asked).toEqual([]);
});

/**
 * A player of the big round's table 52 whose name is part of no other's, so that typing it finds them alone: the
 * round is seated at random, and "Player 2" is part of "Player 20" to "Player 29" and "Player 200" to "Player 208".
 */
async function foundAloneAt52() {
  const players = await db().player.findMany({ where: { tournamentId: big.id }, select: { name: true } });
  const seated = ['A', 'B', 'C', 'D'].map((letter) => big.playerAt(52, letter));
  const alone = seated.find((p) => players.filter(({ name }) => name.includes(p.name)).length === 1);
  if (!alone) throw new Error('Every name at table 52 is part of another: none is found alone.');
  return alone;
}

test('on a round of several pages, a phone finds its seat by name: the round read once, nothing rendered for it', async () => {
  const player = await foundAloneAt52();
  const seating = new SeatingPage(phone);
  await seating.open(bigSlug, 'current');
  await phone.getByText('page 1 of 2').waitFor();
  let asked: string[] = [];
  const seatsRead = await requestsDuring(
    phone,
    (request) => request.url().endsWith(`/api/tournaments/${bigSlug}/rounds/1/seating`),
    async () => {
      asked = await appRequests(phone, async () => {
        await seating.search(player.name.slice(0, 4));
        await seating.search(player.name);
        const card = phone.locator('.seat-card:not(.filtered-out)', { hasText: player.name });
        await card.getByRole('heading', { name: 'Table 52' }).waitFor();
        await phone.getByText(/^1 of 208 players$/).waitFor();
      });
    },
  );
  expect(asked).toEqual([]);
  expect(seatsRead).toHaveLength(1);
  await expect(sentWithEnter(phone, 'Find your seat')).resolves.toEqual([]);
  // The address follows the search: a reload shows the same.
  await phone.waitForURL((url) => url.searchParams.get('q') === player.name);
  await phone.reload();
  await phone.locator('.seat-card', { hasText: player.name }).getByRole('heading', { name: 'Table 52' }).waitFor();
});

test('on standings of several pages, a phone finds a player: the standings read once, nothing rendered for it alone', async () => {
  const player = big.playerAt(52, 'C');
  await phone.goto(`/t/${bigSlug}/standings`);
  await phone.getByText('1–100 of 208 players.').waitFor();
  let asked: string[] = [];
  const standingsRead = await requestsDuring(
    phone,
    (request) => request.url().endsWith(`/api/tournaments/${bigSlug}/standings`),
    async () => {
      asked = await appRequests(phone, async () => {
        await phone.getByLabel('Find a player').fill(player.name.slice(0, 4));
        await phone.getByLabel('Find a player').fill(String(player.number));
        await phone.getByText('1 player matches (of 208).').waitFor();
        await phone.locator('.standings-table tbody tr', { hasText: player.name }).waitFor();
      });
    },
  );
  expect(asked).toEqual([]);
  expect(standingsRead).toHaveLength(1);
  await expect(sentWithEnter(phone, 'Find a player')).resolves.toEqual([]);
  // The search is in the address's fragment: the page's refresh when a sheet is accepted is the standings' own
  // address, the same for every phone, and the matches follow.
  await phone.waitForURL((url) => url.hash === `#q=${player.number}` && url.search === '');
  const refreshed = await appRequests(phone, async () => {
    await accepted(scorekeeper, big.tables[0]!.id);
    await phone.getByText('round 1: 1 of 52 tables accepted and counted').waitFor();
  });
  expect(refreshed.length).toBeGreaterThan(0);
  expect(refreshed.filter((url) => new URL(url).searchParams.has('q'))).toEqual([]);
  await phone.getByText('1 player matches (of 208).').waitFor();
  // A reload shows the same.
  await phone.reload();
  await phone.getByText('1 player matches (of 208).').waitFor();
  await expect(phone.locator('.standings-table tbody tr').count()).resolves.toBe(1);
});

test('a draft round of several pages, which has no public seating to read, is searched through the server; so are the standings for staff', async () => {
  const roundId = await seatRound(big.id, 2, `${bigSlug}-2`, false);
  const seat = await db().seat.findFirstOrThrow({
    where: { roundId, table: 52, letter: 'A' },
    include: { player: true },
  });
  const director = await newPage(browser, { width: 390, height: 844 });
  const path = `/t/${bigSlug}/rounds/2/seating`;
  const signIn = new SignInPage(director);
  await signIn.open(path);
  await signIn.signIn(DEMO_LOGINS[0].email, DEMO_LOGINS[0].password);
  await director.waitForURL(`**${path}`);
  await new SeatingPage(director).search(seat.player.name);
  const card = director.locator('.seat-card:not(.filtered-out)', { hasText: seat.player.name });
  await card.getByRole('heading', { name: 'Table 52' }).waitFor();
  await director.waitForURL((url) => url.searchParams.get('q') === seat.player.name);
  // Staff may see standings held back, which the public JSON does not have: their search is the server's too.
  await director.goto(`/t/${bigSlug}/standings`);
  await director.getByLabel('Find a player').fill(String(seat.player.number));
  await director.getByText('1 player matches (of 208).').waitFor();
  await director.waitForURL((url) => url.searchParams.get('q') === String(seat.player.number));
  await director.close();
});
