import { describe, expect, test } from 'vitest';
import { currentRound, currentRoundTurnsAt, isUpcoming, todayFirst, type RoundPhase } from '@/lib/rounds/current-round';

const NOW = Date.parse('2026-11-21T10:30:00Z');
const round = (number: number, status: RoundPhase['status'], extra: Partial<RoundPhase> = {}): RoundPhase => ({
  number,
  status,
  startedAt: status === 'PUBLISHED' || status === 'DRAFT' ? null : new Date('2026-11-21T09:00:00Z'),
  durationMinutes: 60,
  ...extra,
});
const nine = (statuses: RoundPhase['status'][]) => statuses.map((s, i) => round(i + 1, s));
const PUBLISHED_AHEAD = Array<RoundPhase['status']>(8).fill('PUBLISHED');

describe('currentRound', () => {
  test.each<[string, RoundPhase[], number | null]>([
    ['all nine published ahead, round 1 started: round 1, not 9', nine(['STARTED', ...PUBLISHED_AHEAD]), 1],
    ['all published, none started: the next to start', nine(['PUBLISHED', ...PUBLISHED_AHEAD]), 1],
    ['round 1 closed, the rest published: round 2', nine(['CLOSED', ...PUBLISHED_AHEAD]), 2],
    ['round 1 past its time, round 2 published: round 2 is next', nine(['TIME_UP', 'PUBLISHED']), 2],
    ['every round over: the last one', nine(['CLOSED', 'CLOSED', 'TIME_UP']), 3],
    ['a draft is never current', nine(['CLOSED', 'DRAFT']), 1],
    ['nothing published', nine(['DRAFT']), null],
    ['no rounds', [], null],
  ])('%s', (_, rounds, expected) => {
    expect(currentRound(rounds, NOW)?.number ?? null).toBe(expected);
  });

  test('a round past its time with a table still on extra minutes stays current', () => {
    const timeUp = round(1, 'TIME_UP', { tables: [{ extraMinutes: 45, status: 'OPEN' }] });
    expect(currentRound([timeUp, round(2, 'PUBLISHED')], NOW)?.number).toBe(1);
    const over = round(1, 'TIME_UP', { tables: [{ extraMinutes: 10, status: 'OPEN' }] });
    expect(currentRound([over, round(2, 'PUBLISHED')], NOW)?.number).toBe(2);
  });

  test('order of the input does not matter', () => {
    expect(currentRound(nine(['CLOSED', 'PUBLISHED', 'PUBLISHED']).reverse(), NOW)?.number).toBe(2);
  });
});

describe('currentRoundTurnsAt', () => {
  test('the first end of extra minutes still running is when the current round may change by itself', () => {
    const tables = [
      { extraMinutes: 45, status: 'OPEN' },
      { extraMinutes: 35, status: 'OPEN' },
      { extraMinutes: 40, status: 'ACCEPTED' },
      { extraMinutes: 10, status: 'OPEN' },
    ];
    const timeUp = round(1, 'TIME_UP', { tables });
    const turn = currentRoundTurnsAt([timeUp, round(2, 'PUBLISHED')], NOW);
    expect(turn).toBe(Date.parse('2026-11-21T10:35:00Z'));
    expect(currentRound([timeUp, round(2, 'PUBLISHED')], turn! - 1)?.number).toBe(1);
  });

  test('without extra minutes running, only a write changes it', () => {
    expect(currentRoundTurnsAt(nine(['STARTED', ...PUBLISHED_AHEAD]), NOW)).toBeNull();
    const over = round(1, 'TIME_UP', { tables: [{ extraMinutes: 10, status: 'OPEN' }] });
    expect(currentRoundTurnsAt([over], NOW)).toBeNull();
  });
});

describe('isUpcoming', () => {
  test('published rounds after the current one are upcoming; the current one and earlier ones are not', () => {
    const rounds = nine(['STARTED', 'PUBLISHED', 'PUBLISHED']);
    const current = currentRound(rounds, NOW);
    expect(rounds.map((r) => isUpcoming(r, current))).toEqual([false, true, true]);
  });
});

describe('todayFirst', () => {
  test.each<[number | null, number[]]>([
    [3, [3, 4, 5, 2, 1]],
    [1, [1, 2, 3, 4, 5]],
    [5, [5, 4, 3, 2, 1]],
    [null, [5, 4, 3, 2, 1]],
  ])('current round %s', (current, expected) => {
    const rounds = [1, 2, 3, 4, 5].map((number) => ({ number }));
    expect(todayFirst(rounds, current).map((r) => r.number)).toEqual(expected);
  });
});
