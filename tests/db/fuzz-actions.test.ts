import fc from 'fast-check';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { currentAccount, currentStaff, type Staff } from '@/lib/auth/session';
import { db } from '@/lib/db/client';
import type { ActionResult } from '@/lib/actions/result';
import { closeCallAction, placeCallAction, takeCallAction, withdrawCallAction } from '@/lib/calls/actions';
import { placeCall } from '@/lib/calls/place';
import { overrideScoreAction, recordIncidentAction, settleIncidentAction } from '@/lib/incidents/actions';
import {
  addPlayerAction,
  importPlayersAction,
  resetPinAction,
  reissuePinsAction,
  substitutePlayerAction,
  withdrawFromLaterRoundsAction,
  withdrawPlayerAction,
} from '@/lib/players/actions';
import {
  draftRoundAction,
  extraMinutesAction,
  roundStepAction,
  swapPlayersAction,
  tableTimeUpAction,
  closeOutIncompleteAction,
} from '@/lib/rounds/actions';
import {
  acceptSheetAction,
  amendGameAction,
  returnSheetAction,
  saveGameAction,
  submitSheetAction,
  verifyInitialsAction,
  verifyPinAction,
} from '@/lib/sheets/actions';
import {
  addStaffAction,
  removeStaffAction,
  resetStaffPasswordAction,
  setStaffEnabledAction,
} from '@/lib/staff/actions';
import {
  changePasswordAction,
  resetAccountPasswordAction,
  setAccountEnabledAction,
  signOutEverywhereAction,
} from '@/lib/accounts/actions';
import { collectPrizeAction, savePrizesAction } from '@/lib/prizes/actions';
import { setStandingsStateAction } from '@/lib/standings/actions';
import { createTournamentAction, updateTournamentAction } from '@/lib/tournaments/actions';
import { recordIncident } from '@/lib/incidents/mutations';
import { GET as backupGET } from '@/app/api/tournaments/[slug]/backup/route';
import { GET as clockGET } from '@/app/api/tournaments/[slug]/clock/route';
import { GET as gamesCsvGET } from '@/app/api/tournaments/[slug]/games.csv/route';
import { GET as incidentsGET } from '@/app/api/tournaments/[slug]/incidents/route';
import { GET as liveGET } from '@/app/api/tournaments/[slug]/live/route';
import { GET as seatingGET } from '@/app/api/tournaments/[slug]/rounds/[n]/seating/route';
import { GET as recordGET } from '@/app/api/tournaments/[slug]/rounds/[n]/tables/[t]/record/route';
import { GET as tableGET } from '@/app/api/tournaments/[slug]/rounds/[n]/tables/[t]/route';
import { GET as standingsCsvGET } from '@/app/api/tournaments/[slug]/standings.csv/route';
import { GET as standingsGET } from '@/app/api/tournaments/[slug]/standings/route';
import { GET as healthGET } from '@/app/api/health/route';
import { GET as playersCsvGET } from '@/app/api/tournaments/[slug]/players.csv/route';
import { GET as resultsCsvGET } from '@/app/api/tournaments/[slug]/results.csv/route';
import { GET as resultsGET } from '@/app/api/tournaments/[slug]/results/route';
import { resetDatabase } from '../support/reset';
import { accepted, playTable, roundOne, seatsOf, staff } from '../support/sheets';

// The actions and the staff routes read the signed-in staff member from the session cookie; here a Director of the
// tournament is signed in. Nothing else is mocked: every action runs against the real database.
vi.mock('@/lib/auth/session', () => ({ currentStaff: vi.fn(), currentAccount: vi.fn() }));

const ACTION_RUNS = 30;
const ROUTE_RUNS = 20;

// ---------------------------------------------------------------- odd values

const HUGE = 100_000;
const ODD_PIECES = [
  '\u200F', // right-to-left mark
  '\u202E', // right-to-left override
  '\u0000', // NUL
  '\uD800', // lone high surrogate
  '\uDFFF', // lone low surrogate
  '😀',
  '👩‍👩‍👧',
  '\uFEFF',
  'e\u0301',
  '𝔸',
  '\n\r\t',
  '\'; DROP TABLE "User"; --',
  '%00%',
  '../',
  '__proto__',
  '<script>',
  'NaN',
] as const;

/** A string holding at least one character outside [a-z0-9-]: never a slug, an id or a number. */
const oddString = fc
  .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...ODD_PIECES), fc.string({ maxLength: 12, unit: 'binary' }))
  .map(([a, odd, b]) => a + odd + b);

/** 100k characters: plain, NUL, RTL, emoji (two code units each) or lone surrogates. */
const hugeString = fc.constantFrom(
  'a'.repeat(HUGE),
  '\u0000'.repeat(HUGE),
  '\u202Eabc'.repeat(HUGE / 4),
  '😀'.repeat(HUGE / 2),
  '\uD800x'.repeat(HUGE / 2),
);

const oddNumber = fc.constantFrom(NaN, Infinity, -Infinity, -1, -1e9, 0.5, 2 ** 31, 2 ** 53, 1e308, -0, 1e-300);

/** Any odd value at all: for fields that do not matter, and for extra fields. */
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  oddString,
  hugeString,
  oddNumber,
  fc.constantFrom(null, undefined, true, false, [], {}, [[]], [{}]),
  fc.array(oddString, { maxLength: 3 }),
  fc.dictionary(oddString, oddString, { maxKeys: 3 }),
  fc.anything({ maxDepth: 2 }),
);

/** A key no schema has: odd text, or the names that prototype tricks use. */
const extraKey = fc.oneof(
  oddString,
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', '$ACTION_ID'),
);

// Values each kind of field always refuses (a string field any non-string, a number field anything that is not a
// whole number in its range once coerced, and so on): one of them makes a whole input invalid.
type Kind = 'string' | 'number' | 'object' | 'flag';
const notNumeric = oddString.map((s) => `x${s}`);
const WRONG: Record<Kind, fc.Arbitrary<unknown>> = {
  string: fc.oneof(
    oddNumber,
    fc.constantFrom(null, true, false, {}, [], [{}], 42, -7),
    fc.array(oddString, { minLength: 1, maxLength: 3 }),
    fc.dictionary(oddString, oddValue, { minKeys: 1, maxKeys: 2 }),
  ),
  // Never true, null, [] or ['5'] (they coerce to 1, 0, 0 and 5) and never a blank string (it reads as "not given").
  number: fc.oneof(fc.constantFrom(NaN, Infinity, -Infinity, 0.5, 2.5, -1e9, {}, [{}]), notNumeric, hugeString),
  object: fc.oneof(oddString, hugeString, oddNumber, fc.constantFrom(null, true, 0)),
  flag: fc.oneof(notNumeric, fc.constantFrom(NaN, -1, 2, {}, [], null, 'yes', 'off')),
};

// ---------------------------------------------------------------- the tournament and its actions

type Real = {
  slug: string;
  tournamentId: string;
  tournamentVersion: number;
  roundId: string;
  roundVersion: number;
  table: string;
  acceptedTable: string;
  tableVersion: number;
  gameId: string;
  playerId: string;
  incidentId: string;
  callId: string;
  directorId: string;
  otherStaffId: string;
};

type Action = (raw: unknown) => Promise<ActionResult<unknown>>;

type Spec = {
  name: string;
  action: Action;
  /** A well-formed input (on real rows where the action needs them): the fuzz makes it invalid. */
  base: (r: Real) => Record<string, unknown>;
  /** Every field that makes the input invalid whatever the others hold, by kind. */
  fields: Record<string, Kind>;
  /** Id fields: replaced by unknown ids, the action must refuse (reaching the database with odd text). */
  ids?: string[];
  /** A slug of no tournament reaches the database too (false where the slug is checked by a pattern first). */
  lookupSlug?: boolean;
};

const SHEET_STEP = { slug: 'string', roundTableId: 'string', version: 'number' } as const;
/** The prize settings form as sent: one line of places, the round winners. */
const prizeForm = { 'places.0.fromPlayers': '1', 'places.0.places': '3', roundWinners: '2' };

const SPECS: Spec[] = [
  {
    name: 'createTournamentAction',
    action: createTournamentAction,
    base: () => ({
      name: 'Fuzz Open',
      slug: 'fuzz-open',
      startsOn: '2026-11-21',
      endsOn: '2026-11-22',
      roundCount: '4',
    }),
    fields: { name: 'string', slug: 'string', startsOn: 'string', endsOn: 'string' },
    lookupSlug: false,
  },
  {
    name: 'updateTournamentAction',
    action: updateTournamentAction,
    base: (r) => ({
      name: 'Sheets Open',
      slug: r.slug,
      startsOn: '2026-11-21',
      endsOn: '2026-11-22',
      roundCount: '6',
      version: String(r.tournamentVersion),
    }),
    fields: { name: 'string', slug: 'string', startsOn: 'string', endsOn: 'string', version: 'number' },
  },
  {
    name: 'addPlayerAction',
    action: addPlayerAction,
    base: (r) => ({ slug: r.slug, name: 'Fuzz Player', number: '77' }),
    fields: {
      slug: 'string',
      name: 'string',
      number: 'number',
      club: 'string',
      city: 'string',
      region: 'string',
      email: 'string',
    },
  },
  {
    name: 'importPlayersAction',
    action: importPlayersAction,
    base: (r) => ({ slug: r.slug, csv: 'number,name\n88,Fuzz Player\n' }),
    fields: { slug: 'string', csv: 'string' },
  },
  {
    name: 'withdrawPlayerAction',
    action: withdrawPlayerAction,
    base: (r) => ({ slug: r.slug, playerId: r.playerId }),
    fields: { slug: 'string', playerId: 'string' },
    ids: ['playerId'],
  },
  {
    name: 'withdrawFromLaterRoundsAction',
    action: withdrawFromLaterRoundsAction,
    base: (r) => ({ slug: r.slug, playerId: r.playerId }),
    fields: { slug: 'string', playerId: 'string' },
    ids: ['playerId'],
  },
  {
    name: 'substitutePlayerAction',
    action: substitutePlayerAction,
    base: (r) => ({ slug: r.slug, playerId: r.playerId, name: 'Fuzz Substitute' }),
    fields: { slug: 'string', playerId: 'string', name: 'string', number: 'number' },
    ids: ['playerId'],
  },
  {
    name: 'resetPinAction',
    action: resetPinAction,
    base: (r) => ({ slug: r.slug, playerId: r.playerId }),
    fields: { slug: 'string', playerId: 'string' },
    ids: ['playerId'],
  },
  {
    name: 'reissuePinsAction',
    action: reissuePinsAction,
    base: (r) => ({ slug: r.slug }),
    fields: { slug: 'string' },
    ids: [],
  },
  {
    name: 'draftRoundAction',
    action: draftRoundAction,
    base: (r) => ({ slug: r.slug, number: '2', method: 'random', seed: 'fuzz' }),
    fields: { slug: 'string', number: 'number', method: 'string' },
  },
  {
    name: 'swapPlayersAction',
    action: swapPlayersAction,
    base: (r) => ({ slug: r.slug, roundId: r.roundId, version: r.roundVersion, playerA: '1', playerB: '2' }),
    fields: { slug: 'string', roundId: 'string', version: 'number', playerA: 'number', playerB: 'number' },
    ids: ['roundId'],
  },
  {
    name: 'roundStepAction',
    action: roundStepAction,
    base: (r) => ({ slug: r.slug, roundId: r.roundId, version: r.roundVersion, step: 'start' }),
    fields: { slug: 'string', roundId: 'string', version: 'number', step: 'string' },
    ids: ['roundId'],
  },
  {
    name: 'extraMinutesAction',
    action: extraMinutesAction,
    base: (r) => ({ slug: r.slug, roundTableId: r.table, minutes: '5' }),
    fields: { slug: 'string', roundTableId: 'string', minutes: 'number' },
    ids: ['roundTableId'],
  },
  {
    name: 'tableTimeUpAction',
    action: tableTimeUpAction,
    base: (r) => ({ slug: r.slug, roundTableId: r.table }),
    fields: { slug: 'string', roundTableId: 'string', minutes: 'number' },
    ids: ['roundTableId'],
  },
  {
    name: 'closeOutIncompleteAction',
    action: closeOutIncompleteAction,
    base: (r) => ({ slug: r.slug, roundId: r.roundId }),
    fields: { slug: 'string', roundId: 'string' },
    ids: ['roundId'],
  },
  {
    name: 'saveGameAction',
    action: saveGameAction,
    base: (r) => ({
      slug: r.slug,
      roundTableId: r.table,
      number: 1,
      expectedVersion: null,
      record: { seats: ['A', 'B', 'C', 'D'], east: 'A', outcome: 'wall' },
    }),
    fields: { slug: 'string', roundTableId: 'string', number: 'number', expectedVersion: 'number', record: 'object' },
    ids: ['roundTableId'],
  },
  {
    name: 'amendGameAction',
    action: amendGameAction,
    base: (r) => ({
      slug: r.slug,
      roundTableId: r.acceptedTable,
      number: 2,
      expectedVersion: 1,
      record: { seats: ['A', 'B', 'C', 'D'], east: 'B', outcome: 'wall' },
      reason: 'A fuzzed amendment',
      allPresent: true,
    }),
    fields: {
      slug: 'string',
      roundTableId: 'string',
      number: 'number',
      expectedVersion: 'number',
      record: 'object',
      reason: 'string',
      allPresent: 'flag',
    },
    ids: ['roundTableId'],
  },
  {
    name: 'verifyInitialsAction',
    action: verifyInitialsAction,
    base: (r) => ({ slug: r.slug, roundTableId: r.table, card: 'A', sheetVersion: r.tableVersion, initials: 'P' }),
    fields: { slug: 'string', roundTableId: 'string', card: 'string', sheetVersion: 'number', initials: 'string' },
    ids: ['roundTableId'],
  },
  {
    name: 'verifyPinAction',
    action: verifyPinAction,
    base: (r) => ({ slug: r.slug, roundTableId: r.table, card: 'A', sheetVersion: r.tableVersion, pin: '1234' }),
    fields: { slug: 'string', roundTableId: 'string', card: 'string', sheetVersion: 'number', pin: 'string' },
    ids: ['roundTableId'],
  },
  {
    name: 'submitSheetAction',
    action: submitSheetAction,
    base: (r) => ({ slug: r.slug, roundTableId: r.table, version: r.tableVersion }),
    fields: SHEET_STEP,
    ids: ['roundTableId'],
  },
  {
    name: 'acceptSheetAction',
    action: acceptSheetAction,
    base: (r) => ({ slug: r.slug, roundTableId: r.table, version: r.tableVersion }),
    fields: SHEET_STEP,
    ids: ['roundTableId'],
  },
  {
    name: 'returnSheetAction',
    action: returnSheetAction,
    base: (r) => ({ slug: r.slug, roundTableId: r.acceptedTable, version: r.tableVersion, reason: 'Fuzzed return' }),
    fields: { ...SHEET_STEP, reason: 'string' },
    ids: ['roundTableId'],
  },
  {
    name: 'recordIncidentAction',
    action: recordIncidentAction,
    base: (r) => ({
      slug: r.slug,
      roundTableId: r.table,
      gameNumber: '3',
      kind: 'CHARLESTON_PEEK',
      facts: { seat: 'C' },
      decision: { type: 'confirm' },
    }),
    fields: {
      slug: 'string',
      roundTableId: 'string',
      gameNumber: 'number',
      kind: 'string',
      facts: 'object',
      decision: 'object',
      allPresent: 'flag',
    },
    ids: ['roundTableId'],
  },
  {
    name: 'settleIncidentAction',
    action: settleIncidentAction,
    base: (r) => ({ slug: r.slug, incidentId: r.incidentId, finding: 'dead' }),
    fields: { slug: 'string', incidentId: 'string', finding: 'string', allPresent: 'flag' },
    ids: ['incidentId'],
  },
  {
    name: 'overrideScoreAction',
    action: overrideScoreAction,
    base: (r) => ({ slug: r.slug, gameId: r.gameId, letter: 'A', points: '10', reason: 'A fuzzed ruling' }),
    fields: {
      slug: 'string',
      gameId: 'string',
      letter: 'string',
      points: 'number',
      reason: 'string',
      allPresent: 'flag',
    },
    ids: ['gameId'],
  },
  {
    name: 'placeCallAction',
    action: placeCallAction,
    base: (r) => ({ slug: r.slug, roundTableId: r.acceptedTable, seat: 'A', kind: 'OTHER', line: 'A fuzzed call' }),
    // The seat, kind, line and PIN are optional: a blank or null one is "not given".
    fields: { slug: 'string', roundTableId: 'string' },
    ids: ['roundTableId'],
  },
  {
    name: 'withdrawCallAction',
    action: withdrawCallAction,
    base: (r) => ({ slug: r.slug, callId: r.callId }),
    fields: { slug: 'string', callId: 'string' },
    ids: ['callId'],
  },
  {
    name: 'takeCallAction',
    action: takeCallAction,
    base: (r) => ({ slug: r.slug, callId: r.callId }),
    fields: { slug: 'string', callId: 'string' },
    ids: ['callId'],
  },
  {
    name: 'closeCallAction',
    action: closeCallAction,
    base: (r) => ({ slug: r.slug, callId: r.callId, note: 'A fuzzed close' }),
    fields: { slug: 'string', callId: 'string', note: 'string' },
    ids: ['callId'],
  },
  {
    name: 'addStaffAction',
    action: addStaffAction,
    base: (r) => ({ slug: r.slug, email: 'fuzz@staff.test', name: 'Fuzz Staff', role: 'SCOREKEEPER' }),
    fields: { slug: 'string', email: 'string', name: 'string', role: 'string' },
  },
  {
    name: 'removeStaffAction',
    action: removeStaffAction,
    base: (r) => ({ slug: r.slug, userId: r.otherStaffId }),
    fields: { slug: 'string', userId: 'string' },
    ids: ['userId'],
  },
  {
    name: 'resetStaffPasswordAction',
    action: resetStaffPasswordAction,
    base: (r) => ({ slug: r.slug, userId: r.otherStaffId }),
    fields: { slug: 'string', userId: 'string' },
    ids: ['userId'],
  },
  {
    name: 'setStaffEnabledAction',
    action: setStaffEnabledAction,
    base: (r) => ({ slug: r.slug, userId: r.otherStaffId, enabled: 'true' }),
    fields: { slug: 'string', userId: 'string', enabled: 'string' },
    ids: ['userId'],
  },
  {
    name: 'changePasswordAction',
    action: changePasswordAction,
    base: () => ({ current: 'not-the-password', password: 'a-new-password', confirm: 'a-new-password' }),
    fields: { current: 'string', password: 'string', confirm: 'string' },
    lookupSlug: false,
  },
  {
    name: 'signOutEverywhereAction',
    action: signOutEverywhereAction,
    base: () => ({ everywhere: 'on' }),
    fields: { everywhere: 'flag' },
    lookupSlug: false,
  },
  {
    name: 'resetAccountPasswordAction',
    action: resetAccountPasswordAction,
    base: (r) => ({ userId: r.otherStaffId }),
    fields: { userId: 'string' },
    ids: ['userId'],
    lookupSlug: false,
  },
  {
    name: 'setAccountEnabledAction',
    action: setAccountEnabledAction,
    base: (r) => ({ userId: r.otherStaffId, enabled: 'true' }),
    fields: { userId: 'string', enabled: 'string' },
    ids: ['userId'],
    lookupSlug: false,
  },
  {
    name: 'setStandingsStateAction',
    action: setStandingsStateAction,
    base: (r) => ({ slug: r.slug, state: 'PENDING' }),
    fields: { slug: 'string', state: 'string' },
  },
  {
    name: 'savePrizesAction',
    action: savePrizesAction,
    base: (r) => ({ slug: r.slug, version: String(r.tournamentVersion), ...prizeForm }),
    fields: { slug: 'string', version: 'number', roundWinners: 'number' },
  },
  {
    name: 'collectPrizeAction',
    action: collectPrizeAction,
    base: (r) => ({ slug: r.slug, prize: 'place', playerNumber: '1', collected: 'yes' }),
    fields: { slug: 'string', prize: 'string', playerNumber: 'number', collected: 'string' },
  },
];

// ---------------------------------------------------------------- inputs

type Fuzzed = { mode: string; raw: unknown; parseFails: boolean };

/** Applies deletions, odd values and extra fields to the fields not made wrong. */
const noise = (spec: Spec) =>
  fc.record({
    deleted: fc.subarray(Object.keys(spec.fields)),
    replaced: fc.dictionary(fc.constantFrom(...Object.keys(spec.fields)), oddValue, { maxKeys: 3 }),
    extra: fc.array(fc.tuple(extraKey, oddValue), { maxLength: 3 }),
  });

function withExtras(input: Record<string, unknown>, extra: [string, unknown][]) {
  for (const [key, value] of extra) {
    if (key in input && key !== '__proto__') continue;
    Object.defineProperty(input, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return input;
}

/** The well-formed input with 1–3 fields of a wrong type, others deleted or odd, and extra fields: never valid. */
function wrongTyped(spec: Spec, real: Real): fc.Arbitrary<Fuzzed> {
  const names = Object.keys(spec.fields);
  const wrong = fc
    .uniqueArray(fc.constantFrom(...names), { minLength: 1, maxLength: 3 })
    .chain((chosen) => fc.tuple(...chosen.map((name) => WRONG[spec.fields[name]!].map((v) => [name, v] as const))));
  return fc.tuple(wrong, noise(spec)).map(([bad, { deleted, replaced, extra }]) => {
    const input: Record<string, unknown> = { ...spec.base(real) };
    for (const name of deleted) delete input[name];
    Object.assign(input, replaced);
    for (const [name, value] of bad) input[name] = value;
    return { mode: 'wrong types', raw: withExtras(input, extra), parseFails: true };
  });
}

/** No object at all: a primitive, an array, or a FormData whose first field is sent twice (an array where one value goes). */
function notAnObject(spec: Spec, real: Real): fc.Arbitrary<Fuzzed> {
  const primitive = fc
    .oneof(
      oddString,
      hugeString,
      oddNumber,
      fc.constantFrom(null, undefined, true, 0, '', []),
      fc.array(fc.constant(spec.base(real))),
      fc.array(oddValue, { maxLength: 4 }),
    )
    .map((raw): Fuzzed => ({ mode: 'not an object', raw, parseFails: true }));
  const twice = fc
    .tuple(fc.constantFrom(...Object.keys(spec.fields)), fc.array(fc.tuple(extraKey, oddString), { maxLength: 3 }))
    .map(([field, extra]): Fuzzed => {
      const form = new FormData();
      for (const [key, value] of Object.entries(spec.base(real))) form.append(key, value as string | Blob);
      form.append(field, 'x\u0000\u202E');
      form.append(field, '😀');
      for (const [key, value] of extra) form.append(key, value);
      return { mode: 'form data, a field twice', raw: form, parseFails: true };
    });
  return fc.oneof(primitive, twice);
}

/** Well-formed but naming no tournament (an odd slug) or no row (odd ids): reaches the database, must be refused. */
function unknownRows(spec: Spec, real: Real): fc.Arbitrary<Fuzzed>[] {
  const arbitraries: fc.Arbitrary<Fuzzed>[] = [];
  const text = fc.oneof(
    oddString,
    hugeString,
    oddString.map((s) => s.slice(0, 40)),
  );
  if (spec.lookupSlug !== false)
    arbitraries.push(
      text.map((slug) => ({ mode: 'unknown slug', raw: { ...spec.base(real), slug }, parseFails: false })),
    );
  if (spec.ids?.length)
    arbitraries.push(
      fc.array(text, { minLength: spec.ids.length, maxLength: spec.ids.length }).map((values) => {
        const input = { ...spec.base(real) };
        spec.ids!.forEach((field, i) => (input[field] = values[i]));
        return { mode: 'unknown ids', raw: input, parseFails: false };
      }),
    );
  // Whole numbers beyond the database's integer range, where the schema has no maximum: a version never current.
  const numbers = Object.entries(spec.fields)
    .filter(([, kind]) => kind === 'number')
    .map(([name]) => name);
  if (numbers.length && spec.lookupSlug !== false)
    arbitraries.push(
      fc
        .tuple(fc.constantFrom(...numbers), fc.constantFrom(2 ** 31, 2 ** 40, Number.MAX_SAFE_INTEGER, 1e21))
        .map(([field, big]) => ({
          mode: 'numbers out of range',
          raw: { ...spec.base(real), [field]: String(big) },
          parseFails: false,
        })),
    );
  return arbitraries;
}

const inputs = (spec: Spec, real: Real) =>
  fc.oneof(
    { arbitrary: wrongTyped(spec, real), weight: 3 },
    { arbitrary: notAnObject(spec, real), weight: 1 },
    ...unknownRows(spec, real).map((arbitrary) => ({ arbitrary, weight: 2 })),
  );

// ---------------------------------------------------------------- the database before and after

/** Every table's row count and a digest of its rows, and the audit chains' lengths. */
async function snapshot() {
  const tables = await db().$queryRaw<{ tablename: string }[]>`
    SELECT tablename::text AS tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`;
  const state: Record<string, string> = {};
  for (const { tablename } of tables) {
    const [row] = await db().$queryRawUnsafe<{ n: number; digest: string | null }[]>(
      `SELECT count(*)::int AS n, md5(string_agg(t::text, ',' ORDER BY t::text)) AS digest FROM "${tablename}" t`,
    );
    // The standings cache (and its places) is recomputed by reads when the change marker moved: only its row count
    // must hold.
    const derived = tablename === 'StandingsCache' || tablename === 'StandingsPlace';
    state[tablename] = derived ? `${row!.n}` : `${row!.n} ${row!.digest}`;
  }
  const chains = await db().auditChain.findMany({ orderBy: { chain: 'asc' } });
  state['audit chain length'] = chains.map((c) => `${c.chain}:${c.length}`).join(' ');
  return state;
}

// ---------------------------------------------------------------- setup

let real: Real;
let before: Record<string, string>;

async function setUp(): Promise<Real> {
  const director = await staff('Dana Director');
  const other = await staff('Sam Keeper');
  const t = await roundOne(8);
  await db().staffAssignment.createMany({
    data: [
      { userId: director.userId, tournamentId: t.tournamentId, role: 'DIRECTOR' },
      { userId: other.userId, tournamentId: t.tournamentId, role: 'SCOREKEEPER' },
    ],
  });
  // Table 1 has its games entered (open), table 2 is accepted: both kinds of sheet are there to be refused.
  await playTable(director, t.tableId(1));
  await accepted(director, t.tableId(2));
  const seated = await seatsOf(t.tableId(1));
  const incident = await recordIncident(db(), director, {
    tournamentId: t.tournamentId,
    roundTableId: t.tableId(1),
    gameNumber: 1,
    kind: 'COURTESY',
    facts: { seat: 'D', conduct: 'discourtesy' },
    decision: { type: 'confirm' },
  });
  if (!incident.ok) throw new Error(`incident not recorded: ${JSON.stringify(incident)}`);
  const call = await placeCall(db(), { tournamentId: t.tournamentId, roundTableId: t.tableId(1) }, new Date());
  if (!call.ok) throw new Error(`call not placed: ${JSON.stringify(call)}`);
  const tournament = await db().tournament.findUniqueOrThrow({ where: { id: t.tournamentId } });
  const round = await db().round.findUniqueOrThrow({ where: { id: t.roundId } });
  const table = await db().roundTable.findUniqueOrThrow({ where: { id: t.tableId(1) } });
  const game = await db().game.findFirstOrThrow({ where: { roundTableId: t.tableId(1), number: 1 } });
  const signedIn = {
    id: director.userId,
    name: director.label,
    email: 'dana.director@sheets.test',
    // An administrator too, so that the administrators' actions get past the check of who may use them.
    isAdmin: true,
  } satisfies Staff;
  vi.mocked(currentStaff).mockResolvedValue(signedIn);
  vi.mocked(currentAccount).mockResolvedValue({ ...signedIn, passwordChangeRequired: false });
  return {
    slug: t.slug,
    tournamentId: t.tournamentId,
    tournamentVersion: tournament.version,
    roundId: t.roundId,
    roundVersion: round.version,
    table: t.tableId(1),
    acceptedTable: t.tableId(2),
    tableVersion: table.version,
    gameId: game.id,
    playerId: seated.get('A')!.id,
    incidentId: incident.data.incidentId,
    callId: call.data.callId,
    directorId: director.userId,
    otherStaffId: other.userId,
  };
}

beforeAll(async () => {
  await resetDatabase(db());
  real = await setUp();
  // The standings cache is filled by the first read; read once so that the runs start from it.
  await standingsGET(new Request('http://localhost/'), { params: Promise.resolve({ slug: real.slug }) });
  before = await snapshot();
}, 60_000);

// ---------------------------------------------------------------- actions

/** What an action must answer a fuzzed input: a failure with a reason and a message, never INTERNAL, never a throw. */
async function refusedProperly(spec: Spec, fuzzed: Fuzzed) {
  let result: ActionResult<unknown>;
  try {
    result = await spec.action(fuzzed.raw);
  } catch (error) {
    throw new Error(`${spec.name} threw on ${fuzzed.mode}: ${String(error)}`);
  }
  expect(result, `${spec.name}, ${fuzzed.mode}`).toMatchObject({ ok: false });
  if (result.ok) return;
  expect(result.reason, `${spec.name}, ${fuzzed.mode}: ${result.message}`).not.toBe('INTERNAL');
  expect(typeof result.message).toBe('string');
  expect(result.message.trim()).not.toBe('');
  // An input the schema cannot read is refused before anything else is looked at.
  if (fuzzed.parseFails) expect(result.reason).toBe('INVALID_INPUT');
}

describe('every server action refuses fuzzed input', () => {
  test('the list of actions covers every action module export', async () => {
    const modules = await Promise.all([
      import('@/lib/accounts/actions'),
      import('@/lib/calls/actions'),
      import('@/lib/incidents/actions'),
      import('@/lib/players/actions'),
      import('@/lib/prizes/actions'),
      import('@/lib/rounds/actions'),
      import('@/lib/sheets/actions'),
      import('@/lib/staff/actions'),
      import('@/lib/standings/actions'),
      import('@/lib/tournaments/actions'),
    ]);
    const exported = modules.flatMap((m) => Object.keys(m)).sort();
    expect(exported).toEqual(SPECS.map((s) => s.name).sort());
  });

  test.each(SPECS.map((spec) => [spec.name, spec] as const))('%s', async (_, spec) => {
    await fc.assert(
      fc.asyncProperty(inputs(spec, real), (fuzzed) => refusedProperly(spec, fuzzed)),
      { numRuns: ACTION_RUNS, endOnFailure: true },
    );
  });
});

// ---------------------------------------------------------------- routes

type Params = Record<string, string>;
type Route = {
  name: string;
  get: (request: Request, context: { params: Promise<never> }) => Promise<Response>;
  params: string[];
  query?: boolean;
};

const ROUTES: Route[] = [
  { name: 'backup', get: backupGET, params: ['slug'] },
  { name: 'clock', get: clockGET, params: ['slug'] },
  { name: 'games.csv', get: gamesCsvGET, params: ['slug'] },
  { name: 'incidents', get: incidentsGET, params: ['slug'], query: true },
  { name: 'live', get: liveGET, params: ['slug'] },
  { name: 'rounds/[n]/seating', get: seatingGET, params: ['slug', 'n'] },
  { name: 'rounds/[n]/tables/[t]/record', get: recordGET, params: ['slug', 'n', 't'] },
  { name: 'rounds/[n]/tables/[t]', get: tableGET, params: ['slug', 'n', 't'] },
  { name: 'standings.csv', get: standingsCsvGET, params: ['slug'] },
  { name: 'standings', get: standingsGET, params: ['slug'] },
  { name: 'players.csv', get: playersCsvGET, params: ['slug'] },
  { name: 'results', get: resultsGET, params: ['slug'] },
  { name: 'results.csv', get: resultsCsvGET, params: ['slug'] },
];

const numberParam = fc.oneof(
  fc.constantFrom('1', '2', '0', '-1', '01', '1.5', '1e3', '99999', '999999', '2147483648', '1'.repeat(30), ''),
  fc.constantFrom('１', '٣', '1\u0000', ' 1', '1 ', 'NaN', 'Infinity', '0x10'),
  oddString,
  hugeString,
);

const routeInput = (route: Route) =>
  fc.record({
    slug: fc.oneof(fc.constant(real.slug), oddString, hugeString, fc.string({ maxLength: 80, unit: 'binary' })),
    n: numberParam,
    t: numberParam,
    query: fc.array(
      fc.tuple(fc.constantFrom('round', 'table', 'kind', 'player', 'x'), fc.oneof(numberParam, oddString)),
      {
        maxLength: route.query ? 4 : 0,
      },
    ),
  });

async function answeredProperly(
  route: Route,
  fuzzed: { slug: string; n: string; t: string; query: [string, string][] },
) {
  const params: Params = Object.fromEntries(route.params.map((p) => [p, fuzzed[p as 'slug' | 'n' | 't']]));
  const url = new URL(`http://localhost/api/tournaments/fuzz/${route.name}`);
  for (const [key, value] of fuzzed.query) url.searchParams.append(key, value);
  let response: Response;
  try {
    response = await route.get(new Request(url), { params: Promise.resolve(params) as Promise<never> });
  } catch (error) {
    throw new Error(`GET ${route.name} threw: ${String(error)}`);
  }
  const body = await response.text();
  const shown = JSON.stringify(params).slice(0, 200);
  expect(response.status, `GET ${route.name} ${shown}: ${body.slice(0, 300)}`).toBeLessThan(500);
  const type = response.headers.get('content-type') ?? '';
  expect(type).toMatch(/^(application\/json|text\/)/);
  if (type.startsWith('application/json')) expect(() => JSON.parse(body)).not.toThrow();
}

describe('every route handler answers fuzzed paths', () => {
  test.each(ROUTES.map((route) => [route.name, route] as const))('GET %s', async (_, route) => {
    await fc.assert(
      fc.asyncProperty(routeInput(route), (fuzzed) => answeredProperly(route, fuzzed)),
      { numRuns: ROUTE_RUNS, endOnFailure: true },
    );
  });

  test('GET health', async () => {
    const response = await healthGET();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true });
  });
});

describe('after the fuzz', () => {
  test('nothing was written: every table holds the same rows, the audit chains are as long', async () => {
    expect(await snapshot()).toEqual(before);
  });
});

// ---------------------------------------------------------------- text the database cannot store

// A NUL or a lone surrogate would fail the query ("invalid byte sequence for encoding UTF8", Prisma's JSON encoding):
// actions refuse such input naming the field, routes answer 400.
const UNSTORABLE = [
  ['a NUL', 'sheets-open\u0000'],
  ['a lone surrogate', 'sheets-open\uD800'],
] as const;

describe('text the database cannot store', () => {
  test.each(UNSTORABLE)('an action given a slug with %s: INVALID_INPUT naming it', async (_, slug) => {
    const result = await setStandingsStateAction({ slug, state: 'PENDING' });
    expect(result).toMatchObject({ ok: false, reason: 'INVALID_INPUT', fieldErrors: { slug: [expect.any(String)] } });
  });

  test.each(UNSTORABLE)('an action given an id with %s: INVALID_INPUT naming it', async (_, text) => {
    const result = await withdrawPlayerAction({ slug: real.slug, playerId: text });
    expect(result).toMatchObject({
      ok: false,
      reason: 'INVALID_INPUT',
      fieldErrors: { playerId: [expect.any(String)] },
    });
  });

  test.each(UNSTORABLE)('a route given a slug with %s: 400', async (_, slug) => {
    const response = await liveGET(new Request('http://localhost/'), { params: Promise.resolve({ slug }) });
    expect(response.status).toBe(400);
  });
});
