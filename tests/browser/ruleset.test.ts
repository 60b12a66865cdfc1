import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { optionValueText } from '@/app/_components/ruleset-fields';
import { SYSTEM } from '@/lib/audit/log';
import { db } from '@/lib/db/client';
import { DEMO_LOGINS } from '../support/logins';
import { recordGame } from '@/lib/sheets/mutations/record-game';
import {
  DEFAULT_RULESET,
  INCIDENT_INFO,
  INCIDENT_KINDS,
  ITEM_INFO,
  ITEMS,
  OUTCOME_INFO,
  OUTCOMES,
  RULESET_OPTIONS,
  type GameRecordInput,
} from '@/lib/rules';
import { advanceRound } from '@/lib/rounds/mutations/lifecycle';
import { draftRound } from '@/lib/rounds/mutations/draft';
import { updateTournament } from '@/lib/tournaments/mutations';
import { tournamentSettings } from '@/lib/tournaments/queries';
import { SettingsPage } from './pages/settings';
import { SignInPage } from './pages/sign-in';
import { launchBrowser, newPage, snapshot } from './support/chromium';

const director = DEMO_LOGINS[0];
const PHONE = { width: 390, height: 844 };
const FOUR = { seats: ['A', 'B', 'C', 'D'], east: 'A' } satisfies Partial<GameRecordInput>;
/** B self-picks a 30-point hand (B +40 by default); D wins a 25 on A's discard (unchanged by the self-pick bonus). */
const SELF_PICKED: GameRecordInput = { ...FOUR, outcome: 'mahjong', winner: 'B', handValue: 30, selfPicked: true };
const DISCARD_WIN: GameRecordInput = {
  ...FOUR,
  east: 'B',
  outcome: 'mahjong',
  winner: 'D',
  handValue: 25,
  discarder: 'A',
  winnerExposures: 1,
};

/** What this file added to the shared demo tournament, so that it can take it away again. */
type Added = { tournamentId: string; createdRoundId: string | null; gameIds: { selfPicked: string; discard: string } };

/**
 * Two games at a table of a published round of the demo: round 1 is drawn and published only if the demo has no
 * round yet (other test files share the demo); otherwise the latest published round's first table with games 1
 * and 2 still free is used.
 */
async function recordTwoGames(): Promise<Added> {
  const tournament = await db().tournament.findUniqueOrThrow({ where: { slug: 'demo' } });
  let createdRoundId: string | null = null;
  if ((await db().round.count({ where: { tournamentId: tournament.id } })) === 0) {
    const drafted = await draftRound(db(), SYSTEM, tournament.id, 1, { kind: 'random', seed: 'ruleset-test' });
    if (!drafted.ok) throw new Error(`round 1 not drafted: ${JSON.stringify(drafted)}`);
    const published = await advanceRound(db(), SYSTEM, drafted.data.roundId, 1, 'publish', new Date());
    if (!published.ok) throw new Error(`round 1 not published: ${published.message}`);
    createdRoundId = drafted.data.roundId;
  }
  const round = await db().round.findFirstOrThrow({
    where: { tournamentId: tournament.id, status: { not: 'DRAFT' } },
    orderBy: { number: 'desc' },
    include: { tables: { include: { games: true }, orderBy: { table: 'asc' } }, seats: true },
  });
  const table = round.tables.find(
    (t) =>
      t.status === 'OPEN' &&
      !t.games.some((g) => g.number <= 2) &&
      round.seats.filter((s) => s.table === t.table).length === 4,
  );
  if (!table) throw new Error(`no open 4-player table with games 1 and 2 free in round ${round.number}`);
  const record = async (number: number, game: GameRecordInput) => {
    const result = await recordGame(db(), SYSTEM, {
      roundTableId: table.id,
      number,
      record: game,
      expectedVersion: null,
    });
    if (!result.ok) throw new Error(`game ${number} not recorded: ${JSON.stringify(result)}`);
    return result.data.gameId;
  };
  return {
    tournamentId: tournament.id,
    createdRoundId,
    gameIds: { selfPicked: await record(1, SELF_PICKED), discard: await record(2, DISCARD_WIN) },
  };
}

/** Puts the demo back as it was: the default ruleset (re-scoring through the app's own code), and none of our games. */
async function restore(added: Added): Promise<void> {
  const {
    slug: _slug,
    version,
    recordedGames: _n,
    roundLengthNote: _note,
    ...current
  } = await tournamentSettings(db(), 'demo');
  const restored = await updateTournament(
    db(),
    SYSTEM,
    added.tournamentId,
    { ...current, ruleset: { ...DEFAULT_RULESET } },
    { version, confirmRescore: true },
  );
  if (!restored.ok) throw new Error(`ruleset not restored: ${restored.reason}`);
  if (added.createdRoundId) await db().round.delete({ where: { id: added.createdRoundId } });
  else await db().game.deleteMany({ where: { id: { in: Object.values(added.gameIds) } } });
}

const pointsOf = async (gameId: string) =>
  Object.fromEntries((await db().gameScore.findMany({ where: { gameId } })).map((s) => [s.letter, s.points]));

let browser: Browser;
let page: Page;
let added: Added | undefined;

beforeAll(async () => {
  added = await recordTwoGames();
  browser = await launchBrowser();
  page = await newPage(browser);
  const signIn = new SignInPage(page);
  await signIn.open('/t/demo/settings');
  await signIn.signIn(director.email, director.password);
  await page.waitForURL('**/t/demo/settings');
});
afterAll(async () => {
  await browser?.close();
  if (added) await restore(added);
});

describe('the Director changes the ruleset of a tournament with recorded games', () => {
  test('a bad amount is shown beside its field, and nothing is saved', async () => {
    const settings = new SettingsPage(page);
    await settings.open('demo');
    await settings.setField('Winner had 2 exposures', '-5');
    await settings.save();
    await expect
      .poll(() => settings.optionError('Penalty for throwing the winning tile').textContent())
      .toMatch(/^Winner had 2 exposures: /);
    await expect(settings.answer().textContent()).resolves.toContain('Please correct one field');
    await snapshot(page, 'settings-field-error');
    expect((await db().tournament.findUniqueOrThrow({ where: { slug: 'demo' } })).ruleset).toEqual(DEFAULT_RULESET);
  });

  test('self-pick bonus 10 → 15: asked to confirm, then every game is re-scored', async () => {
    if (!added) throw new Error('no games recorded');
    const settings = new SettingsPage(page);
    await settings.open('demo');
    await settings.recordedGamesNotice().waitFor();
    await expect(settings.field('Self-picked mah jongg bonus').inputValue()).resolves.toBe('10');
    await snapshot(page, 'settings-form');

    await settings.setField('Self-picked mah jongg bonus', '15');
    await settings.save();
    await settings.confirmButton().waitFor();
    await expect(settings.answer().textContent()).resolves.toMatch(
      /games are already recorded\. Saving a new ruleset re-scores every one of them/,
    );
    await snapshot(page, 'settings-confirm-rescore');
    expect(await pointsOf(added.gameIds.selfPicked)).toMatchObject({ B: 40 });

    await settings.confirmRescore();
    await expect
      .poll(() => settings.answer().textContent())
      .toMatch(/^Saved\. \d+ games re-scored, 1 of them with new points\.$/);
    await snapshot(page, 'settings-rescored');
    expect(await pointsOf(added.gameIds.selfPicked)).toEqual({ A: 0, B: 45, C: 0, D: 0 });
    expect(await pointsOf(added.gameIds.discard)).toEqual({ A: -10, B: 0, C: 0, D: 25 });
    expect((await db().tournament.findUniqueOrThrow({ where: { slug: 'demo' } })).ruleset).toEqual({
      ...DEFAULT_RULESET,
      selfPickBonus: 15,
    });
    // After a reload the form shows what was saved, and saving again without a change needs no confirmation.
    await settings.open('demo');
    await expect(settings.field('Self-picked mah jongg bonus').inputValue()).resolves.toBe('15');
    await settings.save();
    await expect.poll(() => settings.answer().textContent()).toBe('Saved.');
  });

  test('the tournament’s rulebook shows its own amount beside the default', async () => {
    await page.goto('/t/demo/rules');
    const selfPick = page.locator('section', {
      has: page.getByRole('heading', { name: 'Self-picked mah jongg', exact: true }),
    });
    await expect(selfPick.textContent()).resolves.toContain('here: 15; default: 10');
    const option = page.locator('section', {
      has: page.getByRole('heading', { name: 'Self-picked mah jongg bonus', exact: true }),
    });
    await expect(option.textContent()).resolves.toContain('This tournament: 15 · Default: 10');
  });
});

describe('the rulebook', () => {
  let phone: Page;
  let sections: string[];

  beforeAll(async () => {
    phone = await newPage(browser, PHONE);
    await phone.goto('/rules');
    await phone.getByRole('heading', { name: 'Rulebook', exact: true }).waitFor();
    sections = await phone.locator('.rulebook section').allTextContents();
  });

  const sectionWith = (...parts: string[]) => sections.filter((text) => parts.every((part) => text.includes(part)));

  test.each(ITEMS.map((item) => [item, ITEM_INFO[item]] as const))(
    'line item %s: its label, who scores it and its citation, not its code',
    (item, info) => {
      expect(sectionWith(info.label, info.who, info.citation)).toHaveLength(1);
      expect(sectionWith(item)).toEqual([]);
    },
  );

  test.each(OUTCOMES.map((outcome) => [outcome, OUTCOME_INFO[outcome]] as const))(
    'outcome %s: its label, explanation and citation',
    (_outcome, info) => {
      expect(sectionWith(info.label, info.explanation, info.citation)).toHaveLength(1);
    },
  );

  test.each(RULESET_OPTIONS.map((option) => [option.label, option] as const))(
    'option “%s”: its default, both readings and its citation',
    (_label, option) => {
      const defaultText = `Default: ${optionValueText(option, option.default)}`;
      expect(sectionWith(option.label, defaultText, option.meaning, option.otherReading, option.citation)).toHaveLength(
        1,
      );
    },
  );

  test.each(INCIDENT_KINDS.map((kind) => [INCIDENT_INFO[kind].title, INCIDENT_INFO[kind]] as const))(
    'incident “%s”: its ruling and its effect',
    (title, info) => {
      expect(sectionWith(title, info.ruling, info.effect)).toHaveLength(1);
    },
  );

  test('reads on a phone: nothing wider than the screen', async () => {
    await snapshot(phone, 'rules-phone');
    const widest = await phone.evaluate(() => document.documentElement.scrollWidth);
    expect(widest).toBeLessThanOrEqual(PHONE.width);
  });
});
