import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { db } from '@/lib/db/client';
import type { Seat } from '@/lib/rules';
import { initialsOf } from '@/lib/sheets/seat-names';
import { stampIn } from '@/lib/util/time';
import { DEMO_LOGINS } from '../support/logins';
import { accepted, seatsOf } from '../support/sheets';
import { AccountPage } from './pages/account';
import { TableCallPanel } from './pages/calls';
import { PlayersPage } from './pages/players';
import { RoundsPage } from './pages/rounds';
import { SheetPage } from './pages/sheet';
import { SignInPage } from './pages/sign-in';
import { launchBrowser, newPage, snapshot } from './support/chromium';
import { dialogsOf } from './support/dialogs';
import { downloadedCsv } from './support/downloads';
import { scannedQr } from './support/qr';

// Issue #24's "Done when": the Director's day from a new tournament to frozen standings, 30 players and 3 rounds, with
// a scorekeeper of its own on a phone. Most games go in through the sheet functions the other tests set up with.
const director = DEMO_LOGINS[0];
const slug = `event-${Date.now().toString(36)}`;
const HALL = 'http://192.168.1.50:3000';
const ZONE = 'America/Chicago';
const PHONE = { width: 390, height: 844 };
// Named unlike every other test's staff: the administrator's account list shows them all.
const KEEPER = { email: `keeper@${slug}.test`, name: 'Hallie Tallyman', password: 'hallie-tallies-own-1' };
const NAMES = [
  ...['José Nuñez', 'Zoë Brontë', 'Renée Côté', 'Beatriz Peña', 'Anaïs Lefèvre', 'Chloé Dubois', 'Inés Müller'],
  ...['François Gauthier', 'Mónica Ibáñez', 'Hélène Rousseau', 'Agnès Mercier', 'Noémie Fauré', 'Jürgen Köhler'],
  ...['Dolorès García', 'Éloïse Marchand', 'Raúl Jiménez', 'Léa Bérénger', 'Sébastien Lemaître', 'Björn Åkesson'],
  ...['Ángela Ruíz', 'Maëlle Giraud', 'Célia Piñeiro', 'Göran Sjöberg', 'Thérèse Léger', 'Andrés Muñoz'],
  ...['Loïc Prévost', 'Cécile Dumas', 'Óscar Núñez', 'Mireille Béranger', 'Estéban Ortíz'],
];
const ROSTER = ['number,name,club,email', ...NAMES.map((name, i) => `${i + 1},${name},${i % 3 ? '' : 'Club Olé'},`)];
const WITHDRAWN = 17;
/** 30 PINs hashed, or a password, on a busy machine. */
const SLOW = { timeout: 30_000 };

let browser: Browser;
let desk: Page;
let phone: Page;
let dialogs: ReturnType<typeof dialogsOf>;
let keeper: { userId: string; label: string };
const pins: { first: Map<number, string>; second: Map<number, string> } = { first: new Map(), second: new Map() };

async function signedIn(email: string, password: string, viewport: { width: number; height: number }, path: string) {
  const page = await newPage(browser, viewport);
  const signIn = new SignInPage(page);
  await signIn.open(path);
  await signIn.signIn(email, password);
  await page.waitForURL(/\/(staff|account|t\/)/);
  return page;
}

/** The PINs on the slips shown, by player number. */
async function slipPins(players: PlayersPage): Promise<Map<number, string>> {
  const texts = await players.slips().allTextContents();
  return new Map(texts.map((text) => text.match(/#(\d+).*?PIN\s*(\d{4})/)!.slice(1)).map(([n, pin]) => [+n!, pin!]));
}

/** Which players sat at which table of each round so far: one list of player ids per round and table. */
async function tablesSoFar() {
  const seats = await db().seat.findMany({ where: { round: { tournament: { slug } } }, include: { round: true } });
  const tables = new Map<string, string[]>();
  for (const seat of seats) {
    const key = `${seat.round.number}/${seat.table}`;
    tables.set(key, [...(tables.get(key) ?? []), seat.playerId]);
  }
  return tables;
}

/** Round `round`'s tables in order, with their sheet's id and how many players sit there. */
async function tablesOf(round: number) {
  const seated = await tablesSoFar();
  const tables = await db().roundTable.findMany({
    where: { round: { tournament: { slug }, number: round } },
    orderBy: { table: 'asc' },
  });
  return tables.map((t) => ({ id: t.id, table: t.table, players: seated.get(`${round}/${t.table}`)!.length }));
}

/** `count` cells of any content. */
const anything = (count: number) => Array.from({ length: count }, () => expect.any(String));

/** Plays, verifies, hands in and accepts every sheet of the round still open, as the scorekeeper. */
async function playRest(round: number) {
  const tables = await db().roundTable.findMany({
    where: { round: { tournament: { slug }, number: round }, status: 'OPEN' },
  });
  for (const table of tables) await accepted(keeper, table.id);
}

beforeAll(async () => {
  browser = await launchBrowser();
  desk = await signedIn(director.email, director.password, { width: 1200, height: 900 }, '/staff');
  dialogs = dialogsOf(desk);
});
afterAll(() => browser?.close());

describe('the Director’s day from a new tournament to final standings (#24)', () => {
  const rounds = () => new RoundsPage(desk);
  const players = () => new PlayersPage(desk);
  let round1: Awaited<ReturnType<typeof tablesOf>>;
  let keyedTable: number;

  test('the Director creates a tournament of 3 rounds with its hall address and time zone', async () => {
    await desk.getByRole('link', { name: 'New tournament' }).click();
    await desk.getByLabel('Name', { exact: true }).fill('Hall Test Open');
    await desk.getByLabel('Web address (/t/…)').fill(slug);
    await desk.getByLabel('Rounds', { exact: true }).fill('3');
    await desk.getByLabel('Time zone').selectOption(ZONE);
    await desk.getByLabel('Hall address').fill(HALL);
    await desk.getByRole('button', { name: 'Create tournament' }).click();
    await desk.waitForURL(`**/t/${slug}/settings?created=1`);
    await desk.getByText('Tournament created.').waitFor();
    await expect(desk.getByLabel('Hall address').inputValue()).resolves.toBe(HALL);
  });

  test('a new scorekeeper account is added to its staff and signs in on a phone, choosing a password', async () => {
    await desk.goto(`/t/${slug}/staff`);
    await desk.getByLabel('Email').fill(KEEPER.email);
    await desk.getByLabel(/^Name/).fill(KEEPER.name);
    await desk.getByRole('button', { name: 'Add', exact: true }).click();
    const shown = desk.getByText(/with the password (\S+) \(shown only now\)/);
    const password = /with the password (\S+) \(shown only now\)/.exec((await shown.textContent()) ?? '')![1]!;
    phone = await signedIn(KEEPER.email, password, PHONE, `/t/${slug}/scores`);
    await phone.waitForURL('**/account');
    const account = new AccountPage(phone);
    // The phone signs in again with the new password once it is changed: leaving before then would sign it out.
    const signedInAgain = phone.waitForResponse((r) => r.url().includes('/api/auth/callback/credentials'), SLOW);
    await account.changePassword(password, KEEPER.password);
    await expect.poll(() => account.notice().textContent(), SLOW).toContain('Password changed');
    await signedInAgain;
    await phone.goto(`/t/${slug}/scores`);
    expect(new URL(phone.url()).pathname).toBe(`/t/${slug}/scores`);
    const user = await db().user.findUniqueOrThrow({ where: { email: KEEPER.email } });
    keeper = { userId: user.id, label: user.name };
  });

  test('30 players with accented names are imported from a CSV file; their PIN slips say what the PIN is for', async () => {
    await players().open(slug);
    await players().importFile('roster.csv', ROSTER.join('\r\n'));
    await expect.poll(() => players().slips().count(), SLOW).toBe(30);
    const texts = await players().slips().allTextContents();
    expect(texts[0]).toMatch(
      /#1José NuñezClub OléPIN\s*\d{4}Your PIN confirms your partner’s score card.*keep it private/,
    );
    pins.first = await slipPins(players());
    await expect
      .poll(() => players().rows().allTextContents(), SLOW)
      .toContainEqual(expect.stringContaining('Mónica Ibáñez'));
    await desk.emulateMedia({ media: 'print' });
    await snapshot(desk, 'event-pin-slips-print');
    await desk.emulateMedia({ media: 'screen' });
  });

  test('PIN slips printed again carry new PINs for everyone, after a warning that old slips stop working', async () => {
    await desk.reload();
    await desk.getByText('PIN slips', { exact: true }).click();
    await desk.getByRole('button', { name: 'Print new PIN slips for everyone' }).click();
    await expect.poll(() => players().slips().count(), SLOW).toBe(30);
    expect(dialogs.asked.at(-1)).toContain('every PIN slip printed before stops working');
    pins.second = await slipPins(players());
    expect([...pins.second.keys()]).toEqual([...pins.first.keys()]);
  });

  test('the table plan is said before seating; round 1 is drawn at random and published', async () => {
    await expect(desk.locator('.table-plan').textContent()).resolves.toBe(
      'Table plan: 30 players: 6 tables of 4 and 2 tables of 3.',
    );
    await rounds().open(slug);
    await expect(rounds().tablePlan().textContent()).resolves.toBe(
      'Table plan: 30 players: 6 tables of 4 and 2 tables of 3.',
    );
    await rounds().drawAtRandom(1, 'hall-one');
    await rounds().step('Publish the seating', 'published');
    round1 = await tablesOf(1);
    expect(round1.map((t) => t.players).sort()).toEqual([3, 3, 4, 4, 4, 4, 4, 4]);
    keyedTable = round1.find((t) => t.players === 4)!.table;
  });

  test('each printed score card’s QR code, scanned, opens its table at the hall address', async () => {
    await desk.goto(`/t/${slug}/rounds/1/print/cards`);
    await desk.emulateMedia({ media: 'print' });
    const cards = desk.locator('.score-card');
    await expect(cards.count()).resolves.toBe(8);
    for (const [i, { table }] of round1.entries()) {
      await expect(scannedQr(cards.nth(i))).resolves.toBe(`${HALL}/t/${slug}/rounds/1/tables/${table}`);
    }
    await snapshot(desk, 'event-score-cards-print');
    await desk.emulateMedia({ media: 'screen' });
  });

  test('the round starts; the scorekeeper keys two games on a phone, the rest of the floor is entered', async () => {
    await desk.goto(`/t/${slug}/rounds/1`);
    await rounds().step('Start the round clock', 'started');
    const sheet = new SheetPage(phone);
    await sheet.open(slug, 1, keyedTable);
    await sheet.keyIn(1, 'mb30c1');
    await sheet.keyIn(2, 'ma25s');
    await snapshot(phone, 'event-keyed-phone');
    const [calledAt, untouched] = round1.filter((t) => t.players === 3);
    for (const t of round1)
      if (t.table !== keyedTable && t !== calledAt && t !== untouched) await accepted(keeper, t.id);
  });

  test('time called at one table records its games incomplete at once, and says so', async () => {
    const [table] = round1.filter((t) => t.players === 3);
    await desk.reload();
    await desk.getByText('Time at one table').click();
    const form = desk.locator('form', { has: desk.getByRole('button', { name: 'Call time at this table' }) });
    await form.getByLabel('Table').selectOption({ label: `Table ${table!.table}` });
    await form.getByRole('button').click();
    await form
      .getByRole('status')
      .getByText('Time is up at this table. 4 unfinished games recorded as incomplete (T13.4).')
      .waitFor(SLOW);
    expect(dialogs.asked.at(-1)).toMatch(/^Call time at this table now\?/);
  });

  test('time called early for the round: the confirmation counts the tables with time, the answer shows', async () => {
    // The table whose time was called has no game left: it is not still playing, nor has it time.
    const playing = [keyedTable, round1.filter((t) => t.players === 3)[1]!.table];
    // The confirmation counts the tables as the page last read them: read after the table's time was called.
    await desk.reload();
    await desk.getByRole('button', { name: 'Call time', exact: true }).click();
    await rounds().stateBadge().filter({ hasText: 'time up' }).waitFor();
    expect(dialogs.asked.at(-1)).toMatch(/^Call time now at all 2 tables still playing\? 2 of them still have time/);
    await expect
      .poll(() => rounds().stepAnswer().textContent(), SLOW)
      .toBe(
        `Time is up. 6 unfinished games recorded as incomplete (T13.4). Tables ${playing.join(', ')} still had time on the clock.`,
      );
    await snapshot(desk, 'event-round-1-time-up');
  });

  test('the sheets with only incomplete games are accepted in one step', async () => {
    const threes = round1.filter((t) => t.players === 3).map((t) => t.table);
    await desk.getByRole('button', { name: 'Accept the sheets with only incomplete games' }).click();
    await desk.getByText(`Accepted 2 sheets with only incomplete games: tables ${threes.join(', ')}.`).waitFor();
    expect(dialogs.asked.at(-1)).toContain('Recorded as your acceptance.');
  });

  test('at the table, a player’s first PIN is refused and the reissued one verifies the card', async () => {
    const player = await newPage(browser, PHONE);
    await player.goto(`/t/${slug}/rounds/1/tables/${keyedTable}`);
    const fields = player.getByLabel(/'s PIN, to verify card [A-D]$/);
    await fields.first().waitFor();
    const labels = await Promise.all((await fields.all()).map((f) => f.getAttribute('aria-label')));
    const [, name, card] = labels
      .map((label) => /^(.*)'s PIN, to verify card ([A-D])$/.exec(label ?? '')!)
      .find(([, name]) => pins.first.get(NAMES.indexOf(name!) + 1) !== pins.second.get(NAMES.indexOf(name!) + 1))!;
    const number = NAMES.indexOf(name!) + 1;
    const form = player.locator('form', { has: player.getByLabel(`${name}'s PIN, to verify card ${card}`) });
    await form.getByRole('textbox').fill(pins.first.get(number)!);
    await form.getByRole('button', { name: `Verify ${card}` }).click();
    await form.getByText(`That is not ${name}'s PIN.`).waitFor();
    await form.getByRole('textbox').fill(pins.second.get(number)!);
    await form.getByRole('button', { name: `Verify ${card}` }).click();
    await player
      .getByRole('row', { name: `Card ${card}` })
      .filter({ hasText: `✓` })
      .waitFor();
    await player.context().close();
  });

  test('the scorekeeper verifies the other cards, hands in and accepts; the Director closes round 1', async () => {
    const sheet = new SheetPage(phone);
    await sheet.open(slug, 1, keyedTable);
    // Each card names its verifier by seat letter; the scorekeeper copies the initials that player wrote on it.
    const seated = await seatsOf(round1.find((t) => t.table === keyedTable)!.id);
    const unverified = phone.getByLabel(/^Initials of [A-D] on card [A-D]$/);
    while ((await unverified.count()) > 0) {
      const label = (await unverified.first().getAttribute('aria-label')) ?? '';
      const [, verifier, card] = /^Initials of ([A-D]) on card ([A-D])$/.exec(label)!;
      await sheet.verifyByInitials(card!, initialsOf(seated.get(verifier as Seat)!.name));
    }
    await sheet.step('Hand in the sheet', 'handed in');
    await sheet.step('Accept the sheet', 'accepted');
    await desk.reload();
    await rounds().step('Close the round', 'closed');
  });

  test('round 2 is seated by rotation with the 3-player seats spread, played and closed', async () => {
    await rounds().open(slug);
    await rounds().seatByRotation(2);
    await expect(rounds().threeAgainReport().count()).resolves.toBe(0);
    await rounds().step('Publish the seating', 'published');
    await rounds().step('Start the round clock', 'started');
    await playRest(2);
    await desk.reload();
    await rounds().step('Close the round', 'closed');
  });

  test('held back, the standings say "results pending" to players while the Director still downloads them', async () => {
    await desk.goto(`/t/${slug}/standings`);
    await desk.getByRole('button', { name: 'Hold back: results pending' }).click();
    await desk.getByRole('button', { name: 'Release the standings' }).waitFor();
    const visitor = await newPage(browser, PHONE);
    await visitor.goto(`/t/${slug}/standings`);
    await visitor.getByText('Results pending: the Director is checking the round.').waitFor();
    await expect((await desk.request.get(`/api/tournaments/${slug}/standings.csv`)).status()).toBe(200);
    await desk.getByRole('button', { name: 'Release the standings' }).click();
    await desk.getByRole('button', { name: 'Hold back: results pending' }).waitFor();
    await visitor.reload();
    await visitor.getByText('After round 2').waitFor();
    await visitor.context().close();
  });

  test('a player withdrawn before round 3 changes the table plan; round 3 by standing spreads the 3-player seats', async () => {
    await players().open(slug);
    await players().withdraw(WITHDRAWN);
    await expect.poll(() => players().row(WITHDRAWN).textContent(), SLOW).toContain('withdrawn');
    await rounds().open(slug);
    await expect(rounds().tablePlan().textContent()).resolves.toBe(
      'Table plan: 29 players: 5 tables of 4 and 3 tables of 3.',
    );
    await rounds().seatByStanding(3);
    await expect(rounds().threeAgainReport().count()).resolves.toBe(0);
    await rounds().step('Publish the seating', 'published');
    // 6 + 6 + 9 seats at 3-player tables among 30 players: nobody needs one twice.
    const atThree = [...(await tablesSoFar()).values()].filter((t) => t.length === 3).flat();
    expect(atThree).toHaveLength(6 + 6 + 9);
    expect(new Set(atThree).size).toBe(atThree.length);
  });

  test('before the last round is closed, a freeze is only "Freeze anyway", naming what is open; dismissed, nothing', async () => {
    await desk.goto(`/t/${slug}/standings`);
    await expect(desk.getByRole('button', { name: 'Freeze as final standings' }).count()).resolves.toBe(0);
    dialogs.accept = false;
    await desk.getByRole('button', { name: 'Freeze anyway' }).click();
    dialogs.accept = true;
    expect(dialogs.asked.at(-1)).toMatch(/^Not everything is final: round 3: tables .* open\. Freeze anyway\?/);
    await desk.reload();
    await desk.getByRole('button', { name: 'Freeze anyway' }).waitFor();
    await expect(desk.getByText('Final standings.').count()).resolves.toBe(0);
  });

  test('in round 3 a table calls the Director from a phone', async () => {
    await desk.goto(`/t/${slug}/rounds/3`);
    await rounds().step('Start the round clock', 'started');
    const table = await newPage(browser, PHONE);
    await table.goto(`/t/${slug}/rounds/3/tables/1`);
    const calls = new TableCallPanel(table);
    await calls.call();
    await calls.status().filter({ hasText: 'Director called' }).waitFor();
    await table.context().close();
  });

  test('after the last round, freezing asks first and marks the standings final; the withdrawn player has no rank', async () => {
    await playRest(3);
    await desk.reload();
    await rounds().step('Close the round', 'closed');
    await desk.goto(`/t/${slug}/standings`);
    await desk.getByRole('button', { name: 'Freeze as final standings' }).click();
    await desk.getByRole('button', { name: 'Unfreeze: live again' }).waitFor();
    expect(dialogs.asked.at(-1)).toMatch(/^Freeze these as the final standings\?/);
    const visitor = await newPage(browser, PHONE);
    await visitor.goto(`/t/${slug}/standings`);
    await visitor.getByText(/^Final standings\./).waitFor();
    const rows = visitor.locator('.standings-table tbody tr');
    await expect(rows.count()).resolves.toBe(30);
    const withdrawn = rows.filter({ hasText: NAMES[WITHDRAWN - 1]! });
    await expect(withdrawn.locator('td.rank').textContent()).resolves.toBe('–');
    await expect(withdrawn.textContent()).resolves.toContain('withdrawn');
    const ranks = (await rows.locator('td.rank').allTextContents()).filter((r) => r !== '–').map(Number);
    expect(ranks).toEqual(ranks.map((rank, i) => (i > 0 && rank === ranks[i - 1] ? rank : i + 1)));
    await snapshot(visitor, 'event-final-standings-phone');
    await visitor.context().close();
  });

  test('the Director’s CSVs open cleanly: byte-order mark, columns, accents, names by seat letters, local times', async () => {
    await desk.goto(`/t/${slug}/settings`);
    const standings = await downloadedCsv(desk.getByRole('link', { name: 'standings as CSV' }));
    expect(standings.header).toEqual([
      ...['rank', 'number', 'name', 'status', 'round 1', 'round 2', 'round 3'],
      ...['games', 'mah jonggs', 'best game', 'total'],
    ]);
    expect(standings.rows).toContainEqual(['', String(WITHDRAWN), NAMES[WITHDRAWN - 1], 'withdrawn', ...anything(7)]);
    expect(standings.rows.map((r) => r[2]).sort()).toEqual([...NAMES].sort());

    const games = await downloadedCsv(desk.getByRole('link', { name: 'all games as CSV' }));
    const column = (name: string) => games.header.indexOf(name);
    const won = games.rows.find((r) => r[0] === '1' && r[1] === String(keyedTable) && r[2] === '1' && r[4] === 'B')!;
    const seats = await db().seat.findMany({
      where: { round: { tournament: { slug }, number: 1 }, table: keyedTable },
      include: { player: true },
    });
    const named = (letter: string) =>
      seats.filter((s) => s.letter === letter).map((s) => `#${s.player.number} ${s.player.name}`)[0];
    expect([won[column('winner')], won[column('winner player')]]).toEqual(['B', named('B')]);
    expect([won[column('discarder')], won[column('discarder player')]]).toEqual(['C', named('C')]);

    await players().open(slug);
    const roster = await downloadedCsv(desk.getByRole('link', { name: 'Download the players as CSV' }));
    expect(roster.header).toEqual(['number', 'name', 'club', 'email', 'city', 'state']);
    expect(roster.rows.map((r) => r[1])).toEqual(NAMES);

    await desk.goto(`/t/${slug}/incidents`);
    const log = await downloadedCsv(desk.getByRole('link', { name: 'Download CSV' }));
    const call = await db().directorCall.findFirstOrThrow({ where: { tournament: { slug } } });
    expect(log.rows.map((r) => r[log.header.indexOf('called')])).toEqual([stampIn(call.calledAt, ZONE)]);
    expect(stampIn(call.calledAt, ZONE)).not.toBe(stampIn(call.calledAt, 'UTC'));
    for (const file of [standings, games, roster, log]) expect(file.bom).toBe(true);
  });
});
