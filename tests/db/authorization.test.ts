import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { currentAccount, currentStaff, type Staff } from '@/lib/auth/session';
import { hashPassword, hashPin } from '@/lib/auth/password';
import { PERMISSIONS, type ActionName, type Permission } from '@/lib/auth/permissions';
import { SYSTEM } from '@/lib/audit/log';
import { db } from '@/lib/db/client';
import { recordIncident } from '@/lib/incidents/mutations';
import { withdrawPlayer } from '@/lib/players/mutations/roster';
import { advanceRound, type RoundStep } from '@/lib/rounds/mutations/lifecycle';
import { verifierOf, type Seat } from '@/lib/rules';
import * as accountActions from '@/lib/accounts/actions';
import * as callActions from '@/lib/calls/actions';
import { placeCall } from '@/lib/calls/place';
import * as incidentActions from '@/lib/incidents/actions';
import * as playerActions from '@/lib/players/actions';
import * as prizeActions from '@/lib/prizes/actions';
import * as roundActions from '@/lib/rounds/actions';
import * as sheetActions from '@/lib/sheets/actions';
import * as staffActions from '@/lib/staff/actions';
import * as standingsActions from '@/lib/standings/actions';
import * as tournamentActions from '@/lib/tournaments/actions';
import { seatRound, tournamentWithPlayers } from '../support/fixtures';
import { resetDatabase } from '../support/reset';
import {
  accepted,
  fourGames,
  playTable,
  roundOne,
  save,
  seatsOf,
  staff,
  submitted,
  verifyAll,
} from '../support/sheets';

// Only the session is pretended: each call says who is signed in. Schemas, builders, role checks and the database
// are the real ones. revalidatePath needs a Next.js request, which a test has not: here it does nothing.
vi.mock('@/lib/auth/session', () => ({ currentStaff: vi.fn(), currentAccount: vi.fn() }));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));

/** Every module of server actions; a new `lib/<feature>/actions.ts` must be added here (the scan below insists). */
const MODULES: Record<string, Record<string, unknown>> = {
  'lib/accounts/actions.ts': accountActions,
  'lib/calls/actions.ts': callActions,
  'lib/incidents/actions.ts': incidentActions,
  'lib/players/actions.ts': playerActions,
  'lib/prizes/actions.ts': prizeActions,
  'lib/rounds/actions.ts': roundActions,
  'lib/sheets/actions.ts': sheetActions,
  'lib/staff/actions.ts': staffActions,
  'lib/standings/actions.ts': standingsActions,
  'lib/tournaments/actions.ts': tournamentActions,
};

/** `lib/**\/actions.ts`, relative to the project. */
function actionFiles(dir = 'lib'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : actionFiles(full);
    return entry.name === 'actions.ts' ? [full.split(path.sep).join('/')] : [];
  });
}

type Action = (raw: unknown) => Promise<unknown>;
type Identity = 'anonymous' | 'otherKeeper' | 'keeper' | 'director' | 'admin';
const IDENTITIES: Identity[] = ['anonymous', 'otherKeeper', 'keeper', 'admin', 'director'];

/** Who each level lets in; everyone else is refused by the builder. */
const ALLOWED: Record<Permission, readonly Identity[]> = {
  PUBLIC: IDENTITIES,
  SCOREKEEPER: ['keeper', 'director'],
  DIRECTOR: ['director'],
  STAFF: ['otherKeeper', 'keeper', 'admin', 'director'],
  ADMIN: ['admin'],
};

/** The refusal each caller gets from the builders when not let in. */
const REFUSAL: Record<Identity, 'SIGNED_OUT' | 'FORBIDDEN'> = {
  anonymous: 'SIGNED_OUT',
  otherKeeper: 'FORBIDDEN',
  keeper: 'FORBIDDEN',
  director: 'FORBIDDEN',
  admin: 'FORBIDDEN',
};

type World = Awaited<ReturnType<typeof setUp>>;

async function setUp() {
  await resetDatabase(db());
  const t = await roundOne(8);
  const other = await tournamentWithPlayers(4, { name: 'Other Open', slug: 'other-open' });
  const person = async (name: string, isAdmin = false): Promise<Staff> => {
    const actor = await staff(name);
    const user = await db().user.update({ where: { id: actor.userId }, data: { isAdmin } });
    return { id: user.id, name: user.name, email: user.email, isAdmin };
  };
  const assign = (user: Staff, tournamentId: string, role: 'DIRECTOR' | 'SCOREKEEPER') =>
    db().staffAssignment.create({ data: { userId: user.id, tournamentId, role } });
  const people: Record<Exclude<Identity, 'anonymous'>, Staff> = {
    otherKeeper: await person('Olga Other'),
    keeper: await person('Sam Keeper'),
    director: await person('Dana Director'),
    admin: await person('Ada Admin', true),
  };
  await assign(people.otherKeeper, other.id, 'SCOREKEEPER');
  // The Director of the other tournament too: a role there must grant nothing here.
  await assign(people.director, other.id, 'DIRECTOR');
  await assign(people.keeper, t.tournamentId, 'SCOREKEEPER');
  await assign(people.director, t.tournamentId, 'DIRECTOR');
  const spare = await person('Spare Keeper');
  await assign(spare, t.tournamentId, 'SCOREKEEPER');
  // Whose password is reset and account enabled: still on the staff after 'staff.remove' took the spare away.
  const managed = await person('Managed Keeper');
  await assign(managed, t.tournamentId, 'SCOREKEEPER');

  // Table 1 has a game and an open dispute; table 2 is untouched.
  const actor = { userId: people.director.id, label: people.director.name };
  const table = t.tableId(1);
  const seats = [...(await seatsOf(table)).keys()];
  const records = fourGames(seats);
  await save(actor, table, { number: 1, record: records[0]! });
  const game = await db().game.findFirstOrThrow({ where: { roundTableId: table, number: 1 } });
  const dispute = await recordIncident(db(), actor, {
    tournamentId: t.tournamentId,
    roundTableId: table,
    gameNumber: 2,
    kind: 'DEAD_HAND_CHALLENGE',
    facts: { challenger: 'A', challenged: 'B', challengerLive: true, grounds: 'no_such_hand', response: 'disputed' },
    decision: { type: 'confirm' },
  });
  if (!dispute.ok) throw new Error(`dispute not recorded: ${JSON.stringify(dispute)}`);
  const call = await placeCall(db(), { tournamentId: t.tournamentId, roundTableId: table }, new Date());
  if (!call.ok) throw new Error(`call not placed: ${JSON.stringify(call)}`);
  const round = await db().round.findUniqueOrThrow({ where: { id: t.roundId } });
  const sheet = await db().roundTable.findUniqueOrThrow({ where: { id: table } });
  const tournament = await db().tournament.findUniqueOrThrow({ where: { id: t.tournamentId } });
  const players = await db().player.findMany({ where: { tournamentId: t.tournamentId }, orderBy: { number: 'asc' } });
  return {
    ...t,
    people,
    spare,
    managed,
    table,
    table2: t.tableId(2),
    game,
    records,
    incidentId: dispute.data.incidentId,
    callId: call.data.callId,
    round,
    sheet,
    tournament,
    players,
  };
}

/** How far round 1 of an event of its own has gone: not seated, seated, published, started, time called. */
type RoundState = 'none' | 'draft' | 'published' | 'started' | 'timeUp';

const STEPS_AFTER_PUBLISHING: Record<RoundState, RoundStep[]> = {
  none: [],
  draft: [],
  published: [],
  started: ['start'],
  timeUp: ['start', 'timeUp'],
};

/**
 * A tournament of its own for one allowed call, staffed like the world's (Sam Keeper keeps score, Dana Director
 * directs), with 8 players and round 1 in state `round`; `table` is its table 1.
 */
async function ownEvent(w: World, round: RoundState = 'published') {
  const t = await tournamentWithPlayers(8, { name: 'Own Open' });
  await db().staffAssignment.createMany({
    data: [
      { userId: w.people.keeper.id, tournamentId: t.id, role: 'SCOREKEEPER' },
      { userId: w.people.director.id, tournamentId: t.id, role: 'DIRECTOR' },
    ],
  });
  if (round === 'none') return { slug: t.slug, tournamentId: t.id, roundId: '', table: '' };
  const roundId = await seatRound(t.id, 1, 'own', round !== 'draft');
  for (const step of STEPS_AFTER_PUBLISHING[round]) {
    const moved = await advanceRound(db(), SYSTEM, roundId, await roundVersion(roundId), step, new Date());
    if (!moved.ok) throw new Error(moved.message);
  }
  const table = await db().roundTable.findFirstOrThrow({ where: { roundId, table: 1 } });
  return { slug: t.slug, tournamentId: t.id, roundId, table: table.id };
}

const directorOf = (w: World) => ({ userId: w.people.director.id, label: w.people.director.name });
const sheetVersion = async (id: string) => (await db().roundTable.findUniqueOrThrow({ where: { id } })).version;
const roundVersion = async (id: string) => (await db().round.findUniqueOrThrow({ where: { id } })).version;
const tournamentVersion = async (slug: string) =>
  (await db().tournament.findUniqueOrThrow({ where: { slug } })).version;

/** Card A of a table of its own once its four games are entered, as a verification needs it. */
async function cardToVerify(w: World) {
  const own = await ownEvent(w);
  await playTable(directorOf(w), own.table);
  const card = { slug: own.slug, roundTableId: own.table, card: 'A', sheetVersion: await sheetVersion(own.table) };
  return { own, card };
}

/** A table of an event of its own handed in, as `sheet.accept` and `sheet.return` need it. */
async function submittedTable(w: World) {
  const own = await ownEvent(w);
  await submitted(directorOf(w), own.table);
  return { slug: own.slug, roundTableId: own.table, version: await sheetVersion(own.table) };
}

/** A call waiting in an event of its own. */
async function waitingCall(w: World) {
  const own = await ownEvent(w);
  const call = await placeCall(db(), { tournamentId: own.tournamentId, roundTableId: own.table }, new Date());
  if (!call.ok) throw new Error(`call not placed: ${JSON.stringify(call)}`);
  return { slug: own.slug, callId: call.data.callId };
}

/**
 * Each action with two inputs. `input`: schema-valid on the world's tournament, enough for a refusal, which comes
 * before anything is read (the shape is needed: input is parsed first). `ready`: sets up, afresh for each caller let
 * in, the least state in which the call must succeed, and returns its input; without it, `input` must succeed.
 */
type Entry = { action: Action; input: () => unknown; ready?: (who: Identity) => Promise<unknown> };

function inputs(w: World): Record<ActionName, Entry> {
  const slug = w.slug;
  const tableStep = () => ({ slug, roundTableId: w.table2, version: w.sheet.version });
  const card = () => ({ slug, roundTableId: w.table, card: 'A', sheetVersion: w.sheet.version });
  return {
    'tournament.create': {
      action: tournamentActions.createTournamentAction,
      input: () => ({ name: 'Made Here', slug: `made-${Math.random().toString(36).slice(2, 8)}`, ...dates }),
    },
    'tournament.update': {
      action: tournamentActions.updateTournamentAction,
      input: () => ({ name: w.tournament.name, slug, ...dates, version: String(w.tournament.version) }),
      ready: async () => {
        const own = await ownEvent(w, 'none');
        return { name: 'Own Open', slug: own.slug, ...dates, version: String(await tournamentVersion(own.slug)) };
      },
    },
    'staff.add': {
      action: staffActions.addStaffAction,
      input: () => ({ slug, email: 'new.keeper@sheets.test', name: 'New Keeper', role: 'SCOREKEEPER' }),
    },
    'staff.remove': {
      action: staffActions.removeStaffAction,
      input: () => ({ slug, userId: w.spare.id }),
      ready: async () => {
        const spare = await staff(`Spare ${Math.random().toString(36).slice(2, 8)}`);
        await db().staffAssignment.create({
          data: { userId: spare.userId, tournamentId: w.tournamentId, role: 'SCOREKEEPER' },
        });
        return { slug, userId: spare.userId };
      },
    },
    'staff.resetPassword': {
      action: staffActions.resetStaffPasswordAction,
      input: () => ({ slug, userId: w.managed.id }),
    },
    'staff.setEnabled': {
      action: staffActions.setStaffEnabledAction,
      input: () => ({ slug, userId: w.managed.id, enabled: 'true' }),
    },
    'account.changePassword': {
      action: accountActions.changePasswordAction,
      input: () => ({ current: 'not-the-password', password: 'a-new-password', confirm: 'a-new-password' }),
      ready: async (who) => {
        const current = 'the-current-password';
        const user = w.people[who as Exclude<Identity, 'anonymous'>];
        await db().user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(current) } });
        return { current, password: 'a-new-password', confirm: 'a-new-password' };
      },
    },
    'account.signOutEverywhere': {
      action: accountActions.signOutEverywhereAction,
      input: () => ({ everywhere: 'on' }),
    },
    'account.resetPassword': {
      action: accountActions.resetAccountPasswordAction,
      input: () => ({ userId: w.managed.id }),
    },
    'account.setEnabled': {
      action: accountActions.setAccountEnabledAction,
      input: () => ({ userId: w.managed.id, enabled: 'true' }),
    },
    'player.add': { action: playerActions.addPlayerAction, input: () => ({ slug, name: 'Late Arrival' }) },
    'players.import': {
      action: playerActions.importPlayersAction,
      input: () => ({ slug, csv: 'number,name\n50,Imported Player\n' }),
    },
    'player.withdraw': {
      action: playerActions.withdrawPlayerAction,
      input: () => ({ slug, playerId: w.players[7]!.id }),
    },
    'player.withdrawFromLaterRounds': {
      action: playerActions.withdrawFromLaterRoundsAction,
      input: () => ({ slug, playerId: w.players[0]!.id }),
      ready: async () => {
        const own = await ownEvent(w);
        const player = await db().player.findFirstOrThrow({ where: { tournamentId: own.tournamentId, number: 1 } });
        const withdrawn = await withdrawPlayer(db(), SYSTEM, own.tournamentId, player.id);
        if (!withdrawn.ok) throw new Error(withdrawn.message);
        return { slug: own.slug, playerId: player.id };
      },
    },
    'player.substitute': {
      action: playerActions.substitutePlayerAction,
      input: () => ({ slug, playerId: w.players[6]!.id, name: 'Substitute' }),
    },
    'player.resetPin': { action: playerActions.resetPinAction, input: () => ({ slug, playerId: w.players[5]!.id }) },
    'players.reissuePins': { action: playerActions.reissuePinsAction, input: () => ({ slug }) },
    'round.draft': {
      action: roundActions.draftRoundAction,
      input: () => ({ slug, number: 2, method: 'random', seed: 'auth' }),
    },
    'round.swap': {
      action: roundActions.swapPlayersAction,
      input: () => ({ slug, roundId: w.round.id, version: w.round.version, playerA: 1, playerB: 2 }),
      ready: async () => {
        const own = await ownEvent(w, 'draft');
        return {
          slug: own.slug,
          roundId: own.roundId,
          version: await roundVersion(own.roundId),
          playerA: 1,
          playerB: 2,
        };
      },
    },
    'round.step': {
      action: roundActions.roundStepAction,
      input: () => ({ slug, roundId: w.round.id, version: w.round.version, step: 'start' }),
      ready: async () => {
        const own = await ownEvent(w);
        return { slug: own.slug, roundId: own.roundId, version: await roundVersion(own.roundId), step: 'start' };
      },
    },
    'table.extra': {
      action: roundActions.extraMinutesAction,
      input: () => ({ slug, roundTableId: w.table2, minutes: 5 }),
      ready: async () => {
        const own = await ownEvent(w, 'started');
        return { slug: own.slug, roundTableId: own.table, minutes: 5 };
      },
    },
    'table.timeUp': {
      action: roundActions.tableTimeUpAction,
      input: () => ({ slug, roundTableId: w.table2 }),
      ready: async () => {
        const own = await ownEvent(w, 'started');
        return { slug: own.slug, roundTableId: own.table };
      },
    },
    'round.closeOutIncomplete': {
      action: roundActions.closeOutIncompleteAction,
      input: () => ({ slug, roundId: w.round.id }),
      // Time called with nothing entered: every sheet holds only incomplete games, to accept in one step.
      ready: async () => {
        const own = await ownEvent(w, 'timeUp');
        return { slug: own.slug, roundId: own.roundId };
      },
    },
    'game.save': {
      action: sheetActions.saveGameAction,
      input: () => ({
        slug,
        roundTableId: w.table,
        number: 3,
        expectedVersion: null,
        record: w.records[2],
      }),
      ready: async () => {
        const own = await ownEvent(w);
        const [record] = fourGames([...(await seatsOf(own.table)).keys()]);
        const game = { number: 1, expectedVersion: null, record };
        return { slug: own.slug, roundTableId: own.table, ...game };
      },
    },
    'game.amend': {
      action: sheetActions.amendGameAction,
      input: () => ({
        slug,
        roundTableId: w.table,
        number: 1,
        expectedVersion: w.game.version,
        record: w.records[0],
        reason: 'Checked with the table',
        allPresent: true,
      }),
      ready: async () => {
        const own = await ownEvent(w);
        const [record] = await accepted(directorOf(w), own.table);
        const game = await db().game.findFirstOrThrow({ where: { roundTableId: own.table, number: 1 } });
        return {
          slug: own.slug,
          roundTableId: own.table,
          number: 1,
          expectedVersion: game.version,
          record: { ...record, handValue: 50 },
          reason: 'Hand was 50, misread from the card',
          allPresent: true,
        };
      },
    },
    'card.verifyInitials': {
      action: sheetActions.verifyInitialsAction,
      input: () => ({ ...card(), initials: 'P' }),
      // Its verifier is a Player N: initials P.
      ready: async () => ({ ...(await cardToVerify(w)).card, initials: 'P' }),
    },
    'card.verifyPin': {
      action: sheetActions.verifyPinAction,
      input: () => ({ ...card(), pin: '1234' }),
      // The PIN of the card's verifier.
      ready: async () => {
        const { own, card } = await cardToVerify(w);
        const seated = await seatsOf(own.table);
        const verifier = seated.get(verifierOf('A', [...seated.keys()], 'pairs') as Seat)!;
        await db().player.update({ where: { id: verifier.id }, data: { pinHash: await hashPin('2468') } });
        return { ...card, pin: '2468' };
      },
    },
    'sheet.submit': {
      action: sheetActions.submitSheetAction,
      input: tableStep,
      ready: async () => {
        const { own } = await cardToVerify(w);
        await verifyAll(directorOf(w), own.table);
        return { slug: own.slug, roundTableId: own.table, version: await sheetVersion(own.table) };
      },
    },
    'sheet.accept': { action: sheetActions.acceptSheetAction, input: tableStep, ready: () => submittedTable(w) },
    'sheet.return': {
      action: sheetActions.returnSheetAction,
      input: () => ({ ...tableStep(), reason: 'Back to the table' }),
      ready: async () => ({ ...(await submittedTable(w)), reason: 'Back to the table' }),
    },
    'incident.record': {
      action: incidentActions.recordIncidentAction,
      input: () => ({
        slug,
        roundTableId: w.table2,
        gameNumber: 1,
        kind: 'CHARLESTON_PEEK',
        facts: { seat: 'C' },
        decision: { type: 'confirm' },
      }),
    },
    'incident.settle': {
      action: incidentActions.settleIncidentAction,
      input: () => ({ slug, incidentId: w.incidentId, finding: 'not_dead' }),
    },
    'score.override': {
      action: incidentActions.overrideScoreAction,
      input: () => ({ slug, gameId: w.game.id, letter: 'A', points: 10, reason: 'Ruled at the table' }),
    },
    'call.place': {
      action: callActions.placeCallAction,
      input: () => ({ slug, roundTableId: w.table2 }),
      ready: async () => {
        const own = await ownEvent(w);
        return { slug: own.slug, roundTableId: own.table };
      },
    },
    'call.withdraw': {
      action: callActions.withdrawCallAction,
      input: () => ({ slug, callId: w.callId }),
      ready: () => waitingCall(w),
    },
    'call.take': {
      action: callActions.takeCallAction,
      input: () => ({ slug, callId: w.callId }),
      ready: () => waitingCall(w),
    },
    'call.close': {
      action: callActions.closeCallAction,
      input: () => ({ slug, callId: w.callId, note: 'Sorted at the table' }),
      ready: async () => ({ ...(await waitingCall(w)), note: 'Sorted at the table' }),
    },
    'standings.state': {
      action: standingsActions.setStandingsStateAction,
      input: () => ({ slug, state: 'PENDING' }),
    },
    'tournament.prizes': {
      action: prizeActions.savePrizesAction,
      input: () => ({ slug, version: String(w.tournament.version), ...prizeForm }),
      ready: async () => ({ slug, version: String(await tournamentVersion(slug)), ...prizeForm }),
    },
    'prize.collect': {
      action: prizeActions.collectPrizeAction,
      input: () => ({ slug, prize: 'place', playerNumber: '1', collected: 'yes' }),
    },
  };
}

const dates = { startsOn: '2026-11-21', endsOn: '2026-11-22', roundCount: '6' };
/** The prize settings form as sent: one line of places, the round winners. */
const prizeForm = { 'places.0.fromPlayers': '1', 'places.0.places': '3', roundWinners: '2' };

type Outcome = { ok: boolean; reason?: string; message?: string } | { thrown: string };

/** Calls the action as `who`; a Next.js redirect, thrown by some actions once done, is kept as the outcome. */
async function callAs(w: World, who: Identity, action: Action, input: unknown): Promise<Outcome> {
  const staff = who === 'anonymous' ? null : w.people[who];
  vi.mocked(currentStaff).mockResolvedValue(staff);
  vi.mocked(currentAccount).mockResolvedValue(staff && { ...staff, passwordChangeRequired: false });
  try {
    return (await action(input)) as Outcome;
  } catch (error) {
    const digest = error instanceof Error && 'digest' in error ? String(error.digest) : '';
    if (digest.startsWith('NEXT_REDIRECT')) return { thrown: 'NEXT_REDIRECT' };
    throw error;
  }
}

let w: World;

beforeAll(async () => {
  w = await setUp();
});

afterAll(() => vi.restoreAllMocks());

describe('the permissions table', () => {
  test('every lib/**/actions.ts is exercised below', () => {
    expect(actionFiles().sort()).toEqual(Object.keys(MODULES).sort());
  });

  test('every exported action function is exercised below', () => {
    const exercised = new Set<unknown>(Object.values(inputs(w)).map((entry) => entry.action));
    const exported = Object.entries(MODULES).flatMap(([file, module]) =>
      Object.entries(module)
        .filter(([, value]) => typeof value === 'function')
        .map(([name, value]) => ({ name: `${file}#${name}`, value })),
    );
    expect(exported.filter((e) => !exercised.has(e.value)).map((e) => e.name)).toEqual([]);
    expect(exported.length).toBe(Object.keys(PERMISSIONS).length);
  });
});

describe.each(Object.entries(PERMISSIONS) as [ActionName, Permission][])('%s (%s)', (name, permission) => {
  test.each(IDENTITIES)('as %s', async (who) => {
    const { action, input, ready } = inputs(w)[name];
    if (!ALLOWED[permission].includes(who)) {
      expect(await callAs(w, who, action, input())).toMatchObject({ ok: false, reason: REFUSAL[who] });
      return;
    }
    const outcome = await callAs(w, who, action, ready ? await ready(who) : input());
    // Let in, the call does its work: it answers ok, or redirects to what it made.
    expect(outcome, `${name} as ${who}`).toMatchObject(
      'thrown' in outcome ? { thrown: 'NEXT_REDIRECT' } : { ok: true },
    );
  });
});

test('a tournament that does not exist is NOT_FOUND for a signed-in member of another one', async () => {
  const outcome = await callAs(w, 'director', standingsActions.setStandingsStateAction, {
    slug: 'no-such-event',
    state: 'LIVE',
  });
  expect(outcome).toMatchObject({ ok: false, reason: 'NOT_FOUND' });
});

test('a scorekeeper here may not reach a table of another tournament through this one', async () => {
  const otherRound = await seatRound(
    (await db().tournament.findUniqueOrThrow({ where: { slug: 'other-open' } })).id,
    1,
    'x',
  );
  const otherTable = await db().roundTable.findFirstOrThrow({ where: { roundId: otherRound } });
  const outcome = await callAs(w, 'keeper', sheetActions.submitSheetAction, {
    slug: w.slug,
    roundTableId: otherTable.id,
    version: otherTable.version,
  });
  expect(outcome).toMatchObject({ ok: false, reason: 'NOT_FOUND' });
  // A game saved or amended there through this tournament: refused where the sheet is locked, nothing written.
  const game = { slug: w.slug, roundTableId: otherTable.id, number: 1, expectedVersion: null };
  const record = { seats: ['A', 'B', 'C', 'D'], east: 'A', outcome: 'wall' };
  const saved = await callAs(w, 'keeper', sheetActions.saveGameAction, { ...game, record });
  const amendment = { reason: 'Hand was 50 on the card', allPresent: true };
  const amended = await callAs(w, 'director', sheetActions.amendGameAction, { ...game, record, ...amendment });
  for (const refused of [saved, amended])
    expect(refused).toMatchObject({
      ok: false,
      reason: 'NOT_FOUND',
      message: 'There is no such table in this tournament.',
    });
  expect(await db().game.count({ where: { roundTableId: otherTable.id } })).toBe(0);
});
