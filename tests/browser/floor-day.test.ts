import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SYSTEM } from '@/lib/audit/log';
import { db } from '@/lib/db/client';
import { DEMO_LOGINS } from '../support/logins';
import { recordGame } from '@/lib/sheets/mutations/record-game';
import { advanceRound } from '@/lib/rounds/mutations/lifecycle';
import { verifyCard } from '@/lib/sheets/mutations/verify';
import { timeIn } from '@/lib/util/time';
import { seatRound, tournamentWithPlayers } from '../support/fixtures';
import { sheetTournament } from '../support/sheet-table';
import { IncidentPage } from './pages/incident';
import { SeatingPage } from './pages/seating';
import { SheetPage } from './pages/sheet';
import { SignInPage } from './pages/sign-in';
import { launchBrowser, newPage, snapshot } from './support/chromium';
import { dialogsOf } from './support/dialogs';

// The floor on the day (issue #23): the right round for players, Director actions that ask first and say what is
// left, entry in few keys, messages in the form's words.
const [director, scorekeeper] = DEMO_LOGINS;
const PHONE = { width: 390, height: 844 };
let browser: Browser;

async function start(roundId: string) {
  const round = await db().round.findUniqueOrThrow({ where: { id: roundId } });
  const started = await advanceRound(db(), SYSTEM, roundId, round.version, 'start', new Date());
  if (!started.ok) throw new Error(started.message);
}

async function signedIn(login: { email: string; password: string }, viewport = { width: 1200, height: 900 }) {
  const page = await newPage(browser, viewport);
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn(login.email, login.password);
  await page.waitForURL('**/staff');
  return page;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('one current round on every public page', () => {
  const slug = `current-${Date.now().toString(36)}`;
  let seatOf: (round: number, number: number) => Promise<{ table: number; letter: string }>;

  beforeAll(async () => {
    const t = await tournamentWithPlayers(16, { slug });
    const rounds = [
      await seatRound(t.id, 1, 'one'),
      await seatRound(t.id, 2, 'two'),
      await seatRound(t.id, 3, 'three'),
    ];
    await start(rounds[0]!);
    seatOf = async (round, number) =>
      db().seat.findFirstOrThrow({ where: { roundId: rounds[round - 1], playerId: t.idOf(number) } });
  });

  test('with rounds 2 and 3 published ahead, a player searching her name is sent to her round 1 seat', async () => {
    const phone = await newPage(browser, PHONE);
    const seating = new SeatingPage(phone);
    await seating.open(slug, 'current', 'name');
    await expect(seating.heading().textContent()).resolves.toBe('Round 1 seating');
    const nav = phone.getByRole('navigation', { name: 'Rounds' });
    await expect(nav.getByRole('link', { name: /Round 1/ }).textContent()).resolves.toContain('now');
    await expect(nav.getByRole('link', { name: /Round 3/ }).textContent()).resolves.toContain('upcoming');
    const mine = await seatOf(1, 7);
    await seating.search('Player 7');
    await expect(seating.seatLineOf('Player 7')).resolves.toContain(`Table ${mine.table} · Seat ${mine.letter}`);
    await snapshot(phone, 'floor-day-current-round-phone');
  });

  test('a round seated ahead says it has not started and links the current one', async () => {
    const phone = await newPage(browser, PHONE);
    await phone.goto(`/t/${slug}/rounds/3/seating`);
    await phone.getByText('This round has not started').waitFor();
    await phone.getByRole('link', { name: 'round 1 seating' }).click();
    await phone.waitForURL(`**/t/${slug}/rounds/1/seating`);
  });

  test('the clock, the overview and the player page follow round 1', async () => {
    const phone = await newPage(browser, PHONE);
    const seating = new SeatingPage(phone);
    await seating.openClock(slug);
    await expect(seating.clock().textContent()).resolves.toContain('Round 1');
    await phone.goto(`/t/${slug}`);
    await expect(phone.getByRole('listitem').filter({ hasText: 'Round 3' }).textContent()).resolves.toContain(
      'upcoming',
    );
    await phone.goto(`/t/${slug}/player/7`);
    const first = phone.locator('.player-round').first();
    await expect(first.getAttribute('aria-label')).resolves.toBe('Round 1');
    await expect(first.textContent()).resolves.toContain('now');
  });
});

describe('a scorekeeper keys a table in few keys, verifies, accepts and goes on', () => {
  const slug = `keys-${Date.now().toString(36)}`;
  let page: Page;
  let sheet: SheetPage;
  const counts: Record<string, number> = {};

  /** Types a game key by key, counting them, and waits for the save. */
  async function keyed(name: string, number: number, keys: string[]) {
    for (const key of keys) await page.keyboard.press(key);
    counts[name] = keys.length;
    await page.getByRole('status').getByText(`Game ${number} saved`).waitFor();
  }

  beforeAll(async () => {
    const setup = await sheetTournament(slug, '2468');
    await start(setup.roundId);
    page = await signedIn(scorekeeper);
    sheet = new SheetPage(page);
    await sheet.open(slug, 1, 1);
  });

  test('an empty game says which question to answer, in the form’s words, and focuses it', async () => {
    await page.keyboard.press('Enter');
    await page.getByText('Answer “How did the game end?”.').waitFor();
    await expect(
      page.evaluate(() => document.activeElement?.closest('[data-group]')?.getAttribute('data-group')),
    ).resolves.toBe('outcome');
    await expect(page.locator('.game-entry').textContent()).resolves.not.toMatch(/`|is missing/);
  });

  test('four kinds of game, each in at most 8 keys; keys typed during a save are kept', async () => {
    // B mah jongg 30 thrown by C with 1 exposure; then, typed at once while it saves, a wall game with B dead.
    for (const key of ['m', 'b', '3', '0', 'c', '1', 'Enter', 'w', 'b', 'Enter']) await page.keyboard.press(key);
    counts['discard win'] = 7;
    counts['wall game with a dead hand'] = 3;
    await page.getByRole('status').getByText('Game 2 saved').waitFor();
    await keyed('self-pick', 3, ['m', 'a', '2', '5', 's', 'Enter']);
    await keyed('misnamed discard', 4, ['m', 'd', '5', '0', 'a', '3', 'n', 'Enter']);
    console.log(`Keys per game: ${JSON.stringify(counts)}`);
    for (const keys of Object.values(counts)) expect(keys).toBeLessThanOrEqual(8);

    const api = `/api/tournaments/${slug}/rounds/1/tables/1`;
    const table = (await (await page.request.get(api)).json()) as { games: { record: Record<string, unknown> }[] };
    expect(table.games.map((g) => g.record)).toMatchObject([
      { outcome: 'mahjong', winner: 'B', handValue: 30, discarder: 'C', winnerExposures: 1 },
      { outcome: 'wall', dead: ['B'] },
      { outcome: 'mahjong', winner: 'A', handValue: 25, selfPicked: true },
      { outcome: 'mahjong', winner: 'D', handValue: 50, discarder: 'A', winnerExposures: 3, misnamedDiscard: true },
    ]);
  });

  test('after the last game, focus is on the first card to verify; initials must fit the verifier’s name', async () => {
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toMatch(/on card A$/);
    await page.keyboard.type('XY');
    await page.keyboard.press('Enter');
    await page.getByText('XY are not the initials of').waitFor();
    for (const card of ['A', 'B', 'C', 'D']) await sheet.verifyByInitials(card, 'P');
    await expect(page.getByRole('button', { name: /^Verify [A-D]$/ }).count()).resolves.toBe(0);
  });

  test('after accepting, the next table is one key away; the dashboard has a go-to-table box', async () => {
    await sheet.step('Hand in the sheet', 'handed in');
    await sheet.step('Accept the sheet', 'accepted');
    await page.getByRole('link', { name: 'Next table: 2 →' }).click();
    await page.waitForURL(`**/t/${slug}/scores/1/2`);
    await page.goto(`/t/${slug}/scores/1`);
    await page.getByLabel('Go to table').fill('9');
    await page.keyboard.press('Enter');
    await page.getByText('There is no table 9').waitFor();
    await page.getByLabel('Go to table').fill('2');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/t/${slug}/scores/1/2`);
  });

  test('a save the hall’s Wi-Fi drops says so; the game is kept on screen and saved again', async () => {
    const sheetPath = `**/t/${slug}/scores/1/2`;
    await sheet.open(slug, 1, 2);
    await page.route(sheetPath, (route) => (route.request().method() === 'POST' ? route.abort() : route.fallback()));
    for (const key of ['w', 'Enter']) await page.keyboard.press(key);
    await page.getByRole('status').getByText('No answer from the server').waitFor();
    await page.unroute(sheetPath);
    await expect(page.getByRole('button', { name: 'Save game 1' }).isEnabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Save game 1' }).click();
    await page.getByRole('status').getByText('Game 1 saved').waitFor();
  });
});

describe('Director actions that cannot be undone ask first, and say what is left', () => {
  const slug = `director-${Date.now().toString(36)}`;
  let page: Page;
  let dialogs: ReturnType<typeof dialogsOf>;
  const asked = () => dialogs.asked.at(-1);

  beforeAll(async () => {
    const setup = await sheetTournament(slug, '2468', 12);
    await seatRound(setup.id, 2, 'two');
    await start(setup.roundId);
    const record = { seats: ['A', 'B', 'C', 'D'], east: 'A', outcome: 'wall' };
    await recordGame(db(), SYSTEM, { roundTableId: setup.tables[0]!.id, number: 1, record, expectedVersion: null });
    page = await signedIn(director);
    dialogs = dialogsOf(page);
  });

  test('closing the round and freezing the standings ask first; dismissed, nothing changes', async () => {
    dialogs.accept = false;
    await page.goto(`/t/${slug}/rounds/1`);
    await page.getByRole('button', { name: 'Close the round' }).click();
    expect(asked()).toContain('Close the round?');
    await page.goto(`/t/${slug}/standings`);
    // Round 1 is not closed: freezing says so, naming the open tables (#24).
    await page.getByRole('button', { name: 'Freeze anyway' }).click();
    expect(asked()).toMatch(/^Not everything is final: round 1: tables 1, 2, 3 open; .*Freeze anyway\?/);
    await page.reload();
    await page.getByRole('button', { name: 'Freeze anyway' }).waitFor();
  });

  test('a long refusal to close is summarised', async () => {
    dialogs.accept = true;
    await page.goto(`/t/${slug}/rounds/1`);
    await page.getByRole('button', { name: 'Close the round' }).click();
    await page.getByText(/3 sheets not yet accepted \(table 1, 2, 3\): open the round's results/).waitFor();
  });

  test('a disqualification asks first, then the sheet lists what is left; one step clears the later round', async () => {
    const incident = new IncidentPage(page);
    await incident.open(slug, 1, 1, 1);
    await incident.chooseKind('Courtesy complaint');
    await incident.answerFirstChoices();
    await incident.ruleOtherwise('Second complaint this event', ['Disqualified: seat A']);
    await incident.record();
    expect(asked()).toContain('Disqualify this player (T2)?');
    const left = page.getByRole('region', { name: 'Left to fix' });
    await expect(left.textContent()).resolves.toMatch(/disqualified.*table 1 sheet.*Still seated in round 2/s);
    await snapshot(page, 'floor-day-left-to-fix');
    await left.getByRole('button', { name: 'Withdraw from later rounds and re-balance' }).click();
    expect(asked()).toContain('re-balance the tables?');
    await expect.poll(() => left.textContent()).not.toContain('Still seated in round 2');
    const later = await db().seat.findMany({ where: { round: { tournament: { slug }, number: 2 } } });
    expect(later).toHaveLength(11);
  });

  test('a points override out of range says so in plain words, beside the question', async () => {
    await page.goto(`/t/${slug}/scores/1/1`);
    await page.getByText('Rule a seat’s points otherwise (T27)').click();
    await page.getByLabel('Points', { exact: true }).fill('20000');
    await page.getByLabel('Reason', { exact: true }).fill('Checked with the table');
    await page.getByRole('button', { name: 'Rule these points' }).click();
    await page.getByText('Points: At most 10,000.').waitFor();
    await expect(page.locator('.override-form').textContent()).resolves.not.toMatch(/Too big|expected number/);
    // Focus moves once the form is enabled again, a moment after the message shows.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('points');
  });
});

/** What is too small to hit or too wide on the page now: controls under 44 × 44 px, and a horizontal scroll. */
function phoneProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 0) problems.push(`scrolls ${overflow} px sideways`);
    for (const el of document.querySelectorAll<HTMLElement>('a, button, input, select, textarea, summary')) {
      const input = el as HTMLInputElement;
      if (input.type === 'hidden' || el.closest('.print-only')) continue;
      const own = el.getBoundingClientRect();
      if (own.width === 0 && own.height === 0) continue;
      if (getComputedStyle(el).visibility === 'hidden') continue;
      // A box's label is part of its target.
      const target = ['checkbox', 'radio'].includes(input.type) ? (el.closest('label, td') ?? el) : el;
      const box = target.getBoundingClientRect();
      if (box.width < 44 || box.height < 44 || box.right > window.innerWidth + 1) {
        const name = (el.textContent || el.getAttribute('aria-label') || input.name || el.tagName).trim().slice(0, 30);
        problems.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return problems;
  });
}

describe('on a phone 360 px wide: targets a finger can hit, no sideways scroll, times in the tournament’s zone', () => {
  const slug = `phone-${Date.now().toString(36)}`;
  const SMALL = { width: 360, height: 740 };
  let verifiedAt: Date;

  beforeAll(async () => {
    const setup = await sheetTournament(slug, '2468');
    await start(setup.roundId);
    await db().tournament.update({ where: { id: setup.id }, data: { timeZone: 'America/New_York' } });
    const table = setup.tables[0]!;
    for (const number of [1, 2, 3, 4]) {
      const record = { seats: ['A', 'B', 'C', 'D'], east: 'ABCD'[number - 1], outcome: 'wall' };
      await recordGame(db(), SYSTEM, { roundTableId: table.id, number, record, expectedVersion: null });
    }
    const user = await db().user.findUniqueOrThrow({ where: { email: scorekeeper.email } });
    const sheetVersion = (await db().roundTable.findUniqueOrThrow({ where: { id: table.id } })).version;
    const proof = { kind: 'initials' as const, initials: 'P', recordedById: user.id };
    await verifyCard(
      db(),
      { userId: user.id, label: 'scorekeeper' },
      { roundTableId: table.id, card: 'A', sheetVersion, proof },
    );
    verifiedAt = (await db().verification.findFirstOrThrow({ where: { roundTableId: table.id } })).at;
  });

  const check = async (page: Page, path: string, name: string) => {
    await page.goto(path);
    await page.locator('main').waitFor();
    await snapshot(page, `phone-360-${name}`);
    return (await phoneProblems(page)).map((p) => `${path}: ${p}`);
  };

  test('public pages', async () => {
    const page = await newPage(browser, SMALL);
    const problems = [];
    for (const [path, name] of [
      [`/t/${slug}`, 'overview'],
      [`/t/${slug}/seating?by=name`, 'seating'],
      [`/t/${slug}/standings`, 'standings'],
      [`/t/${slug}/clock`, 'clock'],
      [`/t/${slug}/player/1`, 'player'],
      [`/t/${slug}/rounds/1/tables/1`, 'table'],
    ] as const)
      problems.push(...(await check(page, path, name)));
    expect(problems).toEqual([]);
  });

  test('the Director’s pages', async () => {
    const page = await signedIn(director, SMALL);
    const problems = [];
    for (const [path, name] of [
      [`/t/${slug}/scores/1/1`, 'sheet'],
      [`/t/${slug}/scores/1/1/incident`, 'incident'],
      [`/t/${slug}/scores/1`, 'results'],
      [`/t/${slug}/rounds/1`, 'round'],
      [`/t/${slug}/incidents`, 'incidents'],
      [`/t/${slug}/settings`, 'settings'],
    ] as const)
      problems.push(...(await check(page, path, name)));
    expect(problems).toEqual([]);
  });

  test('a sheet’s times are in the tournament’s zone, named once', async () => {
    const page = await newPage(browser, SMALL);
    await page.goto(`/t/${slug}/rounds/1/tables/1`);
    await expect(page.getByText(/Times in America\/New_York/).count()).resolves.toBe(1);
    await expect(page.getByRole('row', { name: 'Card A' }).textContent()).resolves.toContain(
      timeIn(verifiedAt, 'America/New_York'),
    );
    await expect(page.locator('main').textContent()).resolves.not.toContain('UTC');
    await page.goto(`/t/${slug}/clock`);
    await page.getByText(/Times in America\/New_York/).waitFor();
  });
});
