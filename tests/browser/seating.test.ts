import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SYSTEM } from '@/lib/audit/log';
import { db } from '@/lib/db/client';
import { createTournament } from '@/lib/tournaments/mutations';
import { tournamentInputSchema } from '@/lib/tournaments/schema';
import { draftRound } from '@/lib/rounds/mutations/draft';
import { advanceRound, grantExtraMinutes } from '@/lib/rounds/mutations/lifecycle';
import { roundSeating, roundsOf, roundTables, type RoundSeating } from '@/lib/rounds/queries';
import { SeatingPage } from './pages/seating';
import { launchBrowser, newPage, snapshot } from './support/chromium';
import { seatRound, tournamentWithPlayers } from '../support/fixtures';

const PHONE = { width: 390, height: 844 };
const CLOCK_SLUG = 'clock-check';

/** A tournament of its own for the running clock, so the demo's round is left as the other tests expect it. */
async function clockTournament(): Promise<void> {
  if (await db().tournament.findUnique({ where: { slug: CLOCK_SLUG } })) return;
  const input = tournamentInputSchema.parse({
    name: 'Clock Check',
    slug: CLOCK_SLUG,
    startsOn: '2026-11-22',
    endsOn: '2026-11-22',
    roundCount: 4,
  });
  const created = await createTournament(db(), SYSTEM, input, null);
  if (!created.ok) throw new Error('clock tournament not created');
  const names = [
    'Ada Chen',
    'Ruth Adler',
    'Gail Katz',
    'Vera Park',
    'Myra Stein',
    'Joan Levy',
    'Edith Wolf',
    'Iris Gold',
  ];
  await db().player.createMany({
    data: names.map((name, i) => ({ tournamentId: created.data.id, number: i + 1, name, pinHash: 'x' })),
  });
}

/** A tournament of `count` players with round 1 seated and published: a page of big-screen tables full. */
async function hallTournament(slug: string, count: number): Promise<void> {
  if (await db().tournament.findUnique({ where: { slug } })) return;
  const { id } = await tournamentWithPlayers(count, {
    name: 'Hall Check',
    slug,
    startsOn: '2026-11-22',
    roundCount: 4,
  });
  // Names as long as a hall's: the cards must hold them.
  await db().$executeRaw`UPDATE "Player" SET "name" = 'Player Number ' || "number" WHERE "tournamentId" = ${id}`;
  await seatRound(id, 1, 'hall');
}

/** Drafts and publishes the next round of a tournament if none is published yet; returns the latest published round. */
async function publishedRound(slug: string): Promise<RoundSeating> {
  const tournament = await db().tournament.findUniqueOrThrow({ where: { slug } });
  let rounds = await roundsOf(db(), tournament.id, true);
  if (!rounds.some((r) => r.status !== 'DRAFT')) {
    if (rounds.length === 0) {
      const drafted = await draftRound(db(), SYSTEM, tournament.id, 1, { kind: 'random', seed: 'seating-pages' });
      if (!drafted.ok) throw new Error(`round 1 not drafted: ${JSON.stringify(drafted)}`);
    }
    const draft = await db().round.findFirstOrThrow({
      where: { tournamentId: tournament.id, status: 'DRAFT' },
      orderBy: { number: 'asc' },
    });
    const published = await advanceRound(db(), SYSTEM, draft.id, draft.version, 'publish', new Date());
    if (!published.ok) throw new Error(`round not published: ${published.message}`);
    rounds = await roundsOf(db(), tournament.id, true);
  }
  const latest = rounds.filter((r) => r.status !== 'DRAFT').at(-1)!;
  return (await roundSeating(db(), slug, latest.number, false))!;
}

let browser: Browser;
let round: RoundSeating;

beforeAll(async () => {
  round = await publishedRound('demo');
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('seating for players and the floor', () => {
  let phone: Page;
  beforeAll(async () => {
    phone = await newPage(browser, PHONE);
  });

  test('a player on a phone types part of their name and sees their table and seat', async () => {
    const seating = new SeatingPage(phone);
    const me = round.seats[round.seats.length - 2]!;
    const part = me.player.name.split(' ').at(-1)!.slice(0, 4).toLowerCase();
    await seating.open('demo', 'current', 'name');
    await expect(seating.heading().textContent()).resolves.toBe(`Round ${round.number} seating`);
    await expect(seating.visibleNameRows().count()).resolves.toBe(round.seats.length);
    await snapshot(phone, 'seating-by-name-phone');

    await seating.search(part);
    await expect.poll(() => seating.visibleNameRows().count()).toBeLessThan(round.seats.length);
    await expect(seating.seatLineOf(me.player.name)).resolves.toContain(`Table ${me.table} · Seat ${me.letter}`);
    const shown = await seating.visibleNameRows().allTextContents();
    expect(shown.every((text) => text.toLowerCase().includes(part))).toBe(true);
    await snapshot(phone, 'seating-search-phone');

    await seating.search('zzzz');
    await expect.poll(() => seating.visibleNameRows().count()).toBe(0);
    await phone.getByText('No player matches').waitFor();
  });

  test('by table on a phone, the search shows only the table of the player typed', async () => {
    const seating = new SeatingPage(phone);
    const me = round.seats[5]!;
    await seating.open('demo', round.number);
    await expect(seating.visibleTables().count()).resolves.toBe(round.tableNumbers.length);
    await seating.search(`#${me.player.number}`);
    await expect.poll(() => seating.visibleTables().count()).toBe(1);
    await expect(seating.visibleTables().getByRole('heading').textContent()).resolves.toBe(`Table ${me.table}`);
    await snapshot(phone, 'seating-by-table-search-phone');
  });

  test('on a desktop the floor sees every table as a card, switches to by name, and prints', async () => {
    const desk = await newPage(browser);
    const seating = new SeatingPage(desk);
    await seating.open('demo', round.number);
    await expect(seating.visibleTables().count()).resolves.toBe(round.tableNumbers.length);
    await desk.getByText(`Seat ${round.collector} collects the score cards`).waitFor();
    await snapshot(desk, 'seating-by-table-desktop');

    await seating.showBy('name');
    await expect.poll(() => new URL(desk.url()).search).toBe('?by=name');
    await expect(seating.visibleNameRows().count()).resolves.toBe(round.seats.length);
    await snapshot(desk, 'seating-by-name-desktop');

    await desk.emulateMedia({ media: 'print' });
    await snapshot(desk, 'seating-by-name-print');
    await desk.emulateMedia({ media: 'screen' });
    await seating.showBy('table');
    await desk.emulateMedia({ media: 'print' });
    await snapshot(desk, 'seating-by-table-print');
    await desk.context().close();
  });

  test('the projector shows the seating in pages of large type', async () => {
    const wall = await newPage(browser, { width: 1280, height: 720 });
    const seating = new SeatingPage(wall);
    await seating.openProjector('demo', round.number);
    await wall.getByText(/Page 1 of \d+/).waitFor();
    await snapshot(wall, 'projector-by-table');
    await seating.openProjector('demo', round.number, 'name');
    await wall.getByText(/Page 1 of \d+/).waitFor();
    await expect(wall.getByRole('list', { name: 'Seats by player name' }).getByRole('listitem').count()).resolves.toBe(
      Math.min(round.seats.length, 100),
    );
    // On a 720-line projector every name of a full column shows above the controls.
    const lowest = await wall
      .locator('.projector-column li')
      .evaluateAll((items) => Math.max(...items.map((li) => li.getBoundingClientRect().bottom)));
    const foot = await wall.locator('.projector-foot').evaluate((el) => el.getBoundingClientRect().top);
    expect(lowest).toBeLessThanOrEqual(foot);
    await snapshot(wall, 'projector-by-name');
    await wall.context().close();
  });

  test('the projector by table on a phone held upright shows a full page of tables, each card holding its seats', async () => {
    await hallTournament('hall-check', 96);
    const upright = await newPage(browser, PHONE);
    await new SeatingPage(upright).openProjector('hall-check', 1);
    await upright.getByText('Tables 1–24').waitFor();
    // Each card holds its four seats (the cards had been squeezed, their names spilling over the next ones).
    const cards = await upright.locator('.projector-tables section').evaluateAll((sections) =>
      sections.map((section) => {
        const card = section.getBoundingClientRect();
        const seats = [...section.querySelectorAll('li')].map((li) => li.getBoundingClientRect());
        return seats.every((seat) => seat.top >= card.top - 1 && seat.bottom <= card.bottom + 1);
      }),
    );
    expect(cards).toEqual(Array(24).fill(true));
    await snapshot(upright, 'projector-by-table-phone');
    await upright.context().close();
  });
});

describe('JSON API', () => {
  test('returns the round seats sorted by table and seat, and a 404 with a message for an unknown round', async () => {
    const page = await newPage(browser);
    const response = await page.request.get(`/api/tournaments/demo/rounds/${round.number}/seating`);
    expect(response.status()).toBe(200);
    const seats = (await response.json()) as {
      table: number;
      seat: string;
      player: { id: string; number: number; name: string };
    }[];
    expect(seats).toHaveLength(round.seats.length);
    const order = seats.map((s) => `${String(s.table).padStart(3, '0')}${s.seat}`);
    expect(order).toEqual([...order].sort());
    expect(seats[0]).toEqual({ table: 1, seat: 'A', player: round.seats[0]!.player });

    const missing = await page.request.get('/api/tournaments/demo/rounds/99/seating');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ message: 'This tournament has no round 99.' });
    await page.context().close();
  });
});

describe('round clock', () => {
  test('the demo clock shows the round', async () => {
    const page = await newPage(browser);
    const seating = new SeatingPage(page);
    await seating.openClock('demo');
    await expect(seating.heading().textContent()).resolves.toContain(`Round ${round.number}`);
    await expect(seating.timer().textContent()).resolves.toMatch(/^(\d\d:\d\d|Time|Closed)$/);
    await snapshot(page, 'clock-demo');
    await page.context().close();
  });

  test('a running round: red in its last minutes on a laptop whose clock is wrong, extra minutes appear without reload', async () => {
    await clockTournament();
    const clockRound = await publishedRound(CLOCK_SLUG);
    const stored = await db().round.findUniqueOrThrow({ where: { id: clockRound.id } });
    if (stored.status === 'PUBLISHED') await advanceRound(db(), SYSTEM, stored.id, stored.version, 'start', new Date());
    // Three minutes left on the server's clock.
    await db().round.update({
      where: { id: stored.id },
      data: { startedAt: new Date(Date.now() - (stored.durationMinutes - 3) * 60_000) },
    });
    const [first, second] = await roundTables(db(), clockRound.id);
    await grantExtraMinutes(db(), SYSTEM, first!.id, 10);

    const page = await newPage(browser);
    await page.clock.install({ time: Date.now() - 2 * 60 * 60_000 }); // the laptop is two hours slow
    const seating = new SeatingPage(page);
    await seating.openClock(CLOCK_SLUG);
    await expect.poll(() => seating.timer().textContent()).toMatch(/^0[23]:\d\d$/);
    await expect(seating.clock().getAttribute('class')).resolves.toContain('tone-red');
    await expect(seating.extraTimeTables().allTextContents()).resolves.toEqual([
      expect.stringMatching(/^Table 1\s*\+10 min\s*1[23]:\d\d/),
    ]);
    await snapshot(page, 'clock-red-with-extra-time');

    await grantExtraMinutes(db(), SYSTEM, second!.id, 5);
    await expect.poll(() => seating.extraTimeTables().count(), { timeout: 20_000, interval: 500 }).toBe(2);

    const phone = await newPage(browser, PHONE);
    await new SeatingPage(phone).openClock(CLOCK_SLUG);
    await snapshot(phone, 'clock-phone');
    await phone.context().close();
    await page.context().close();
  });
});
