import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  ITEM_INFO,
  SEATS,
  scoreGame,
  validateGame,
  type AmountKey,
  type GameRecord,
  type GameRecordInput,
  type Line,
  type Ruleset,
} from '@/lib/rules';
import { amountArb, amountKeyArb, rulesetArb, validGameArb } from './arbitraries';

const RUNS = { numRuns: 500 };

function accepted(input: GameRecordInput): GameRecord {
  const checked = validateGame(input);
  if (!checked.ok) throw new Error(`generated record rejected: ${JSON.stringify(checked.problems)}`);
  return checked.game;
}

/** The ruleset amount a line carries, decided from the line alone: an oracle independent of scoring. */
function amountOf(line: Line, ruleset: Ruleset): { key: AmountKey; amount: number } | undefined {
  switch (line.item) {
    case 'HAND':
    case 'ERRONEOUS_CHALLENGE':
    case 'MAHJONG_IN_ERROR':
      return undefined;
    case 'SELF_PICK':
      return { key: 'selfPickBonus', amount: ruleset.selfPickBonus };
    case 'JOKERLESS':
      return { key: 'jokerlessBonus', amount: ruleset.jokerlessBonus };
    case 'DISCARDER': {
      const tier = ['T13.5', 'T13.6', 'T13.7'].indexOf(line.rule) as 0 | 1 | 2;
      return { key: 'discarderPenalties', amount: ruleset.discarderPenalties[tier] };
    }
    case 'MISNAMED':
      return { key: 'misnamedPenalty', amount: ruleset.misnamedPenalty };
    case 'WALL':
      return { key: 'wallPoints', amount: ruleset.wallPoints };
    case 'DEAD':
      return { key: 'deadPenalty', amount: ruleset.deadPenalty };
    case 'INTACT_AFTER_ERROR':
      return line.rule === 'T17D'
        ? { key: 'intactAfterErrorPoints', amount: ruleset.intactAfterErrorPoints }
        : { key: 'threeDeadSurvivorPoints', amount: ruleset.threeDeadSurvivorPoints };
    case 'CHARLESTON_PEEK':
      return { key: 'peekPenalty', amount: ruleset.peekPenalty };
  }
}

function withAmount(ruleset: Ruleset, key: AmountKey, amount: number): Ruleset {
  return key === 'discarderPenalties'
    ? { ...ruleset, discarderPenalties: [amount, amount, amount] }
    : { ...ruleset, [key]: amount };
}

describe('valid records', () => {
  test('the validator accepts every generated valid record', () => {
    fc.assert(
      fc.property(validGameArb, (input) => {
        expect(validateGame(input)).toMatchObject({ ok: true });
      }),
      RUNS,
    );
  });

  test('validation never throws, whatever the JSON, and every problem is field, code and message', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          validGameArb.map((game) => ({ ...game, extra: 1 })),
        ),
        (input) => {
          const checked = validateGame(input);
          if (checked.ok) return;
          expect(checked.problems.length).toBeGreaterThan(0);
          for (const problem of checked.problems) {
            expect(problem).toEqual({
              field: expect.any(String),
              code: expect.any(String),
              message: expect.any(String),
            });
          }
        },
      ),
      RUNS,
    );
  });

  test('an unknown field makes any valid record invalid, naming that field', () => {
    fc.assert(
      fc.property(validGameArb, (input) => {
        const checked = validateGame({ ...input, handvalue: 30 });
        expect(checked.ok).toBe(false);
        if (!checked.ok)
          expect(checked.problems).toContainEqual(
            expect.objectContaining({ field: 'handvalue', code: 'unknown_field' }),
          );
      }),
      RUNS,
    );
  });
});

describe('scoring', () => {
  test('is deterministic and leaves the record and ruleset untouched', () => {
    fc.assert(
      fc.property(validGameArb, rulesetArb, (input, ruleset) => {
        const game = accepted(input);
        const before = structuredClone({ game, ruleset });
        const first = scoreGame(game, ruleset);
        expect(scoreGame(structuredClone(game), structuredClone(ruleset))).toEqual(first);
        expect({ game, ruleset }).toEqual(before);
      }),
      RUNS,
    );
  });

  test('scores has exactly the record’s seats, in A–D order, each the sum of its lines, all integers', () => {
    fc.assert(
      fc.property(validGameArb, rulesetArb, (input, ruleset) => {
        const game = accepted(input);
        const { scores, lines } = scoreGame(game, ruleset);
        expect(Object.keys(scores)).toEqual(SEATS.filter((seat) => game.seats.includes(seat)));
        for (const [seat, score] of Object.entries(scores)) {
          expect(score).toBe(lines.filter((line) => line.seat === seat).reduce((sum, line) => sum + line.points, 0));
          expect(Number.isInteger(score)).toBe(true);
        }
        for (const line of lines) {
          expect(Number.isInteger(line.points)).toBe(true);
          expect(Object.is(line.points, -0)).toBe(false);
          expect(game.seats).toContain(line.seat);
        }
      }),
      RUNS,
    );
  });

  test('only the winner of a mah jongg gets HAND, exactly once, worth the hand value', () => {
    fc.assert(
      fc.property(validGameArb, rulesetArb, (input, ruleset) => {
        const game = accepted(input);
        const hands = scoreGame(game, ruleset).lines.filter((line) => line.item === 'HAND');
        if (game.outcome === 'mahjong')
          expect(hands).toEqual([{ seat: game.winner, item: 'HAND', points: game.handValue, rule: 'T13' }]);
        else expect(hands).toEqual([]);
      }),
      RUNS,
    );
  });

  test('a void game scores 0 for every seat and has no lines', () => {
    fc.assert(
      fc.property(
        validGameArb.filter((input) => input.outcome === 'void'),
        rulesetArb,
        (input, ruleset) => {
          const { scores, lines } = scoreGame(accepted(input), ruleset);
          expect(lines).toEqual([]);
          expect(Object.values(scores).every((score) => score === 0)).toBe(true);
        },
      ),
      RUNS,
    );
  });

  test('every line carries the ruleset amount of its item, and its item names that option', () => {
    fc.assert(
      fc.property(validGameArb, rulesetArb, (input, ruleset) => {
        for (const line of scoreGame(accepted(input), ruleset).lines) {
          const expected = amountOf(line, ruleset);
          if (expected === undefined) continue;
          expect(Math.abs(line.points)).toBe(expected.amount);
          expect(ITEM_INFO[line.item].rulesetKeys).toContain(expected.key);
        }
      }),
      RUNS,
    );
  });

  test('changing one amount of the ruleset changes exactly the lines that use it', () => {
    fc.assert(
      fc.property(validGameArb, rulesetArb, amountKeyArb, amountArb, (input, ruleset, key, amount) => {
        const game = accepted(input);
        const changed = withAmount(ruleset, key, amount);
        const before = scoreGame(game, ruleset).lines;
        const after = scoreGame(game, changed).lines;
        const shape = (line: Line) => ({ seat: line.seat, item: line.item, rule: line.rule });
        expect(after.map(shape)).toEqual(before.map(shape));
        before.forEach((line, i) => {
          const uses = amountOf(line, ruleset)?.key === key;
          const moved = after[i]?.points !== line.points;
          const amountMoved = amountOf(line, ruleset)?.amount !== amountOf(line, changed)?.amount;
          expect(moved).toBe(uses && amountMoved);
        });
      }),
      RUNS,
    );
  });

  test('verification and tie-breaks never change a game’s score', () => {
    fc.assert(
      fc.property(validGameArb, rulesetArb, (input, ruleset) => {
        const game = accepted(input);
        const other: Ruleset = {
          ...ruleset,
          verification: ruleset.verification === 'east' ? 'pairs' : 'east',
          tieBreaks: [...ruleset.tieBreaks].reverse(),
        };
        expect(scoreGame(game, other)).toEqual(scoreGame(game, ruleset));
      }),
      RUNS,
    );
  });
});
