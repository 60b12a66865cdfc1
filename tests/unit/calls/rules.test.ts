import { describe, expect, test } from 'vitest';
import {
  ago,
  clock,
  mayCall,
  median,
  tableInPlay,
  UNCONFIRMED_CALLS_PER_ROUND,
  waitsByRound,
  type CallStatus,
  type RoundStatus,
  type TableState,
} from '@/lib/calls/rules';

const NOW = new Date('2026-11-24T15:30:00Z');
const minutesBefore = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
const call = (status: CallStatus, confirmed = false, minutes = 5) => ({
  status,
  confirmed,
  calledAt: minutesBefore(minutes),
});
const table = (calls: TableState['calls'], status: RoundStatus = 'STARTED'): TableState => ({
  table: 7,
  round: { number: 2, status },
  calls,
});

describe('mayCall', () => {
  test.each<[string, TableState, boolean, string | null]>([
    ['a table with no call', table([]), false, null],
    ['a seated round before its clock starts', table([], 'PUBLISHED'), false, null],
    ['a round whose time is up', table([], 'TIME_UP'), false, null],
    ['a round not published', table([], 'DRAFT'), false, 'LOCKED'],
    ['a closed round', table([], 'CLOSED'), true, 'LOCKED'],
    ['a call waiting', table([call('OPEN')]), false, 'CONFLICT'],
    ['a call taken, not closed', table([call('TAKEN')]), true, 'CONFLICT'],
    ['earlier calls closed and withdrawn', table([call('CLOSED'), call('WITHDRAWN')]), false, null],
    [
      'the round’s unconfirmed calls used up',
      table(Array.from({ length: UNCONFIRMED_CALLS_PER_ROUND }, () => call('CLOSED'))),
      false,
      'TOO_MANY_ATTEMPTS',
    ],
    [
      'the same, with a PIN',
      table(Array.from({ length: UNCONFIRMED_CALLS_PER_ROUND }, () => call('CLOSED'))),
      true,
      null,
    ],
    [
      'confirmed calls do not count against the limit',
      table([call('CLOSED', true), call('CLOSED', true), call('CLOSED'), call('WITHDRAWN', true)]),
      false,
      null,
    ],
  ])('%s', (_, state, confirmed, refused) => {
    expect(mayCall(state, confirmed, NOW)?.reason ?? null).toBe(refused);
  });

  test('a second call while one is open says when the first was made', () => {
    // A failure as lib/ answers it, passed on as it is by the call's placing.
    expect(mayCall(table([call('OPEN', false, 2)]), false, NOW)).toMatchObject({
      ok: false,
      reason: 'CONFLICT',
      message: 'Table 7 already called the Director 2 min ago: the call is open. Withdraw it to call again.',
    });
  });
});

describe('tableInPlay', () => {
  const seated = (round: number, roundStatus: RoundStatus, roundTableId: string | null = `rt${round}`) => ({
    round,
    roundStatus,
    table: round * 10,
    seat: 'B',
    roundTableId,
  });

  test('the player calls from their table in the latest round in play, whatever the order of their rounds', () => {
    const rounds = [seated(1, 'CLOSED'), seated(3, 'PUBLISHED'), seated(2, 'TIME_UP')];
    expect(tableInPlay(rounds)).toEqual({ roundTableId: 'rt3', round: 3, table: 30, seat: 'B' });
    expect(tableInPlay([seated(2, 'STARTED'), seated(1, 'TIME_UP')])).toMatchObject({ round: 2 });
  });

  test('not from a closed round or a draft, nor from a table without a sheet', () => {
    expect(tableInPlay([seated(1, 'CLOSED'), seated(2, 'DRAFT')])).toBeNull();
    expect(tableInPlay([seated(1, 'STARTED'), seated(2, 'STARTED', null)])).toMatchObject({ round: 1 });
    expect(tableInPlay([])).toBeNull();
  });
});

describe('words and clocks', () => {
  test.each([
    [0.5, 'just now'],
    [1, '1 min ago'],
    [12.9, '12 min ago'],
    [65, '1 h 5 min ago'],
  ])('%d minutes ago: %s', (minutes, words) => {
    expect(ago(minutesBefore(minutes), NOW)).toBe(words);
  });

  test.each([
    [7_000, '0:07'],
    [185_000, '3:05'],
    [3_729_000, '1:02:09'],
    [-5, '0:00'],
  ])('%d ms counts as %s', (ms, shown) => {
    expect(clock(ms)).toBe(shown);
  });
});

describe('waits', () => {
  test.each([
    [[], null],
    [[5], 5],
    [[9, 1, 5], 5],
    [[4, 1, 10, 2], 3],
  ])('median of %j is %j', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  test('per round: counted to the taking, else to the closing, else to now', () => {
    const at = (minutes: number | null) => (minutes === null ? null : minutesBefore(minutes));
    const timed = (round: number, called: number, taken: number | null, closed: number | null) => ({
      round,
      calledAt: at(called)!,
      takenAt: at(taken),
      closedAt: at(closed),
    });
    const calls = [
      timed(2, 10, null, null), // still waiting: 10 min
      timed(1, 30, 28, 20), // taken after 2 min
      timed(1, 50, 44, 40), // taken after 6 min
      timed(1, 60, null, 59), // withdrawn after 1 min
    ];
    expect(waitsByRound(calls, NOW)).toEqual([
      { round: 1, calls: 3, medianMs: 2 * 60_000, longestMs: 6 * 60_000 },
      { round: 2, calls: 1, medianMs: 10 * 60_000, longestMs: 10 * 60_000 },
    ]);
  });
});
