import { describe, expect, test } from 'vitest';
import { freezeBlockers, type RoundForFreeze } from '@/lib/standings/freeze';

const round = (number: number, status: RoundForFreeze['status'], openTables: number[] = []): RoundForFreeze => ({
  number,
  status,
  openTables,
});

describe('freezeBlockers', () => {
  test.each([
    ['the last round closed', 2, [round(1, 'CLOSED'), round(2, 'CLOSED')], []],
    ['the last round not seated', 3, [round(1, 'CLOSED'), round(2, 'CLOSED')], ['round 3 not seated']],
    ['a drafted round', 2, [round(1, 'CLOSED'), round(2, 'DRAFT')], ['round 2 not seated']],
    ['open tables named', 2, [round(1, 'CLOSED'), round(2, 'TIME_UP', [2, 5])], ['round 2: tables 2, 5 open']],
    ['one open table', 1, [round(1, 'STARTED', [4])], ['round 1: table 4 open']],
    ['every sheet accepted, round not closed', 1, [round(1, 'TIME_UP')], ['round 1 not closed']],
  ])('%s', (_case, roundCount, rounds, expected) => {
    expect(freezeBlockers(roundCount, rounds)).toEqual(expected);
  });
});
