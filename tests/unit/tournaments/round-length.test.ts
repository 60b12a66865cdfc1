import { describe, expect, test } from 'vitest';
import { roundLengthReach, type RoundForLength } from '@/lib/tournaments/round-length';

const round = (number: number, status: RoundForLength['status']): RoundForLength => ({
  number,
  status,
  durationMinutes: 60,
});

describe('roundLengthReach', () => {
  test.each([
    ['no round seated', [], null],
    [
      'one round seated, not started',
      [round(1, 'PUBLISHED')],
      'A change applies to round 1, already seated, and to later rounds.',
    ],
    [
      'two played, one seated',
      [round(1, 'CLOSED'), round(2, 'STARTED'), round(3, 'DRAFT')],
      'Rounds 1 and 2 have started and keep theirs. A change applies to round 3, already seated, and to later rounds.',
    ],
    [
      'one played',
      [round(1, 'TIME_UP')],
      'Round 1 has started and keeps its length. A change applies to later rounds.',
    ],
  ])('%s', (_case, rounds, words) => {
    expect(roundLengthReach(rounds)).toBe(words);
  });
});
