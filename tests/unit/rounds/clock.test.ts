import { describe, expect, test } from 'vitest';
import {
  clockFace,
  clockOffset,
  formatRemaining,
  offsetFromDate,
  tableClocks,
  toneOf,
  type ClockRound,
} from '@/lib/rounds/clock';

const START = Date.parse('2026-11-22T10:00:00Z');
const at = (minutes: number, seconds = 0) => START + minutes * 60_000 + seconds * 1000;

const round = (over: Partial<ClockRound> = {}): ClockRound => ({
  number: 2,
  status: 'STARTED',
  startedAt: new Date(START).toISOString(),
  durationMinutes: 60,
  tables: [],
  ...over,
});

describe('formatRemaining', () => {
  test.each([
    [60 * 60_000, '60:00', 'a whole round'],
    [90 * 60_000, '90:00', 'minutes past 59 stay minutes'],
    [61_000, '01:01', 'whole seconds'],
    [59_001, '01:00', 'part of a second counts as a second left'],
    [999, '00:01', '00:00 is never shown while time is left'],
    [0, '00:00', 'none left'],
    [-5000, '00:00', 'never negative'],
  ])('%i ms → %s (%s)', (ms, shown) => expect(formatRemaining(ms)).toBe(shown));
});

describe('toneOf', () => {
  test.each<[number, 'calm' | 'red' | 'time', string]>([
    [5 * 60_000 + 1, 'calm', 'just before the last five minutes'],
    [5 * 60_000, 'red', 'the last five minutes begin'],
    [1, 'red', 'the last millisecond'],
    [0, 'time', 'time'],
  ])('%i ms → %s (%s)', (ms, tone) => expect(toneOf(ms)).toBe(tone));
});

describe('clockFace', () => {
  test.each([
    [
      'a published round waits with its full time',
      round({ status: 'PUBLISHED', startedAt: null }),
      at(0),
      { phase: 'waiting', display: '60:00', tone: 'idle', endsAt: null },
    ],
    [
      'a started round counts down',
      round(),
      at(12, 30),
      { phase: 'running', display: '47:30', tone: 'calm', endsAt: at(60) },
    ],
    ['the last five minutes are red', round(), at(55), { phase: 'running', display: '05:00', tone: 'red' }],
    ['at the end it says Time', round(), at(60), { phase: 'time', display: 'Time', tone: 'time' }],
    ['long after the end it still says Time', round(), at(75), { phase: 'time', display: 'Time', tone: 'time' }],
    [
      'a round called time up says Time even if the clock had time left',
      round({ status: 'TIME_UP' }),
      at(59),
      { phase: 'time', display: 'Time' },
    ],
    [
      'a closed round',
      round({ status: 'CLOSED' }),
      at(80),
      { phase: 'closed', display: 'Closed', tone: 'closed', tables: [] },
    ],
    [
      'a started round without a start time waits rather than guess',
      round({ startedAt: null }),
      at(5),
      { phase: 'waiting', display: '60:00' },
    ],
    ['a clock before the start shows the full time, not more', round(), at(-3), { phase: 'running', display: '60:00' }],
  ])('%s', (_name, r, now, expected) => expect(clockFace(r, now)).toMatchObject(expected));
});

describe('tables with extra minutes', () => {
  const tables = [
    { table: 9, extraMinutes: 10 },
    { table: 3, extraMinutes: 4 },
    { table: 5, extraMinutes: 0 },
  ];

  test('each has its own end after the round, in table order, and tables without extra time are left out', () => {
    const clocks = tableClocks(round({ tables }), at(50));
    expect(clocks.map((t) => [t.table, t.endsAt, t.display, t.tone])).toEqual([
      [3, at(64), '14:00', 'calm'],
      [9, at(70), '20:00', 'calm'],
    ]);
  });

  test('after the round time they keep counting, red in their own last five minutes, then Time', () => {
    const face = clockFace(round({ status: 'TIME_UP', tables }), at(62));
    expect(face.display).toBe('Time');
    expect(face.tables.map((t) => [t.table, t.display, t.tone])).toEqual([
      [3, '02:00', 'red'],
      [9, '08:00', 'calm'],
    ]);
    expect(tableClocks(round({ status: 'TIME_UP', tables }), at(64)).map((t) => t.display)).toEqual(['Time', '06:00']);
  });

  test('none before the start or once the round is closed', () => {
    expect(tableClocks(round({ status: 'PUBLISHED', startedAt: null, tables }), at(0))).toEqual([]);
    expect(tableClocks(round({ status: 'CLOSED', tables }), at(65))).toEqual([]);
  });
});

describe('clockOffset', () => {
  test.each([
    ['a laptop 3 minutes slow', at(3) + 100, at(0), at(0) + 200, 3 * 60_000],
    ['a laptop 2 minutes fast', at(0) + 50, at(2), at(2) + 100, -2 * 60_000],
    ['a right clock', at(0) + 150, at(0), at(0) + 300, 0],
  ])('%s', (_name, serverNow, sentAt, receivedAt, offset) =>
    expect(clockOffset(serverNow, sentAt, receivedAt)).toBe(offset),
  );

  test('corrected with the offset, a wrong laptop clock shows the server time left', () => {
    const laptopNow = at(10) - 3 * 60_000; // 3 minutes slow
    const offset = clockOffset(at(10), laptopNow - 100, laptopNow + 100);
    expect(clockFace(round(), laptopNow + offset).display).toBe('50:00');
  });
});

describe("offsetFromDate: the server's time from the answer's Date header (whole seconds)", () => {
  const sent = Date.parse('2026-11-24T10:00:00.000Z');
  test.each([
    ['a server 10 s ahead', 'Tue, 24 Nov 2026 10:00:10 GMT', 0, 10_400],
    [
      'within a second of the kept offset: kept, so the seconds shown do not jump',
      'Tue, 24 Nov 2026 10:00:00 GMT',
      200,
      200,
    ],
    ['no header: kept', null, 1234, 1234],
    ['a malformed header: kept', 'yesterday', 1234, 1234],
  ])('%s', (_, date, kept, expected) => {
    expect(offsetFromDate(date, sent, sent + 200, kept)).toBe(expected);
  });
});
