import { describe, expect, test } from 'vitest';
import {
  DEFAULT_RULESET,
  RULESET_KEYS,
  RULESET_OPTIONS,
  TIE_BREAKS,
  VERIFICATIONS,
  validateRuleset,
} from '@/lib/rules';

const problemsOf = (input: unknown) => {
  const checked = validateRuleset(input);
  return checked.ok ? [] : checked.problems.map((problem) => [problem.field, problem.code]);
};

describe('ruleset', () => {
  test('the defaults are those of docs/game-record.md', () => {
    expect(DEFAULT_RULESET).toEqual({
      selfPickBonus: 10,
      jokerlessBonus: 20,
      wallPoints: 10,
      deadPenalty: 10,
      discarderPenalties: [10, 20, 25],
      misnamedPenalty: 25,
      misnamedStacks: false,
      peekPenalty: 10,
      intactAfterErrorPoints: 10,
      threeDeadSurvivorPoints: 10,
      erroneousWinnerKeepsWin: false,
      incompleteKeepsPenalties: true,
      verification: 'pairs',
      tieBreaks: ['mahjongs', 'bestGame'],
    });
  });

  test('the defaults cannot be changed by a caller', () => {
    expect(Object.isFrozen(DEFAULT_RULESET)).toBe(true);
    expect(Object.isFrozen(DEFAULT_RULESET.discarderPenalties)).toBe(true);
    expect(Object.isFrozen(DEFAULT_RULESET.tieBreaks)).toBe(true);
  });

  test('an empty ruleset is the defaults; a partial one takes the defaults for the missing keys', () => {
    expect(validateRuleset({})).toEqual({ ok: true, ruleset: DEFAULT_RULESET });
    expect(validateRuleset({ selfPickBonus: 15, misnamedStacks: true, tieBreaks: [] })).toEqual({
      ok: true,
      ruleset: { ...DEFAULT_RULESET, selfPickBonus: 15, misnamedStacks: true, tieBreaks: [] },
    });
  });

  test('each parse gets its own default lists', () => {
    const first = validateRuleset({});
    const second = validateRuleset({});
    if (!first.ok || !second.ok) throw new Error('defaults rejected');
    expect(first.ruleset.tieBreaks).not.toBe(second.ruleset.tieBreaks);
  });

  test.each([
    ['an unknown key', { verificaton: 'east' }, [['verificaton', 'unknown_field']]],
    ['a negative amount', { selfPickBonus: -1 }, [['selfPickBonus', 'too_small']]],
    ['an amount over 1000', { wallPoints: 1001 }, [['wallPoints', 'too_big']]],
    ['a fractional amount', { deadPenalty: 2.5 }, [['deadPenalty', 'wrong_type']]],
    ['an amount as text', { peekPenalty: '10' }, [['peekPenalty', 'wrong_type']]],
    ['two discard penalties', { discarderPenalties: [10, 20] }, [['discarderPenalties', 'too_small']]],
    ['four discard penalties', { discarderPenalties: [10, 20, 25, 30] }, [['discarderPenalties', 'too_big']]],
    ['a negative discard penalty', { discarderPenalties: [10, -20, 25] }, [['discarderPenalties', 'too_small']]],
    ['a switch as text', { misnamedStacks: 'yes' }, [['misnamedStacks', 'wrong_type']]],
    ['an unknown verification', { verification: 'north' }, [['verification', 'not_an_option']]],
    ['an unknown tie-break', { tieBreaks: ['coinToss'] }, [['tieBreaks', 'not_an_option']]],
    ['a tie-break twice', { tieBreaks: ['bestGame', 'bestGame'] }, [['tieBreaks', 'duplicate']]],
    ['a list instead of a ruleset', [], [['', 'not_an_object']]],
    [
      'several problems at once',
      { wallPoints: -5, incompleteKeepsPenalties: 1, extra: true },
      [
        ['wallPoints', 'too_small'],
        ['incompleteKeepsPenalties', 'wrong_type'],
        ['extra', 'unknown_field'],
      ],
    ],
  ])('rejects %s', (_, input, expected) => {
    expect(problemsOf(input)).toEqual(expected);
  });

  test('names the position of a wrong discard penalty and suggests a misspelt key', () => {
    const wrong = validateRuleset({ discarderPenalties: [10, -20, 25], verificaton: 'east' });
    expect(wrong.ok ? [] : wrong.problems.map((problem) => problem.message)).toEqual([
      '`discarderPenalties` (entry 2) must be at least 0',
      '`verificaton` is not a field of a ruleset; did you mean `verification`?',
    ]);
  });
});

describe('RULESET_OPTIONS', () => {
  test('describes every option once, in order, with its default', () => {
    expect(RULESET_OPTIONS.map((option) => option.key)).toEqual(RULESET_KEYS);
    for (const option of RULESET_OPTIONS) expect(option.default).toEqual(DEFAULT_RULESET[option.key]);
  });

  test.each(RULESET_OPTIONS.map((option) => [option.key, option] as const))(
    '%s is written out in full',
    (_, option) => {
      for (const text of [option.label, option.meaning, option.otherReading]) {
        expect(text.trim()).toBe(text);
        expect(text.length).toBeGreaterThan(10);
      }
      expect(option.citation).toMatch(/^(T\d|DH|RULES\.md)/);
      expect(option.meaning).not.toBe(option.otherReading);
    },
  );

  test('gives the form what it needs for each kind of input', () => {
    const byKey = Object.fromEntries(RULESET_OPTIONS.map((option) => [option.key, option]));
    expect(Object.fromEntries(RULESET_OPTIONS.map((option) => [option.key, option.input]))).toEqual({
      selfPickBonus: 'amount',
      jokerlessBonus: 'amount',
      wallPoints: 'amount',
      deadPenalty: 'amount',
      discarderPenalties: 'amounts',
      misnamedPenalty: 'amount',
      misnamedStacks: 'switch',
      peekPenalty: 'amount',
      intactAfterErrorPoints: 'amount',
      threeDeadSurvivorPoints: 'amount',
      erroneousWinnerKeepsWin: 'switch',
      incompleteKeepsPenalties: 'switch',
      verification: 'choice',
      tieBreaks: 'order',
    });
    expect(byKey.discarderPenalties?.parts).toHaveLength(3);
    expect(byKey.verification?.choices?.map((choice) => choice.value)).toEqual([...VERIFICATIONS]);
    expect(byKey.tieBreaks?.choices?.map((choice) => choice.value)).toEqual([...TIE_BREAKS]);
  });
});
