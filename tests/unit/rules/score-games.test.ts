import { describe, expect, test } from 'vitest';
import { parseJsonText, scoreGames } from '@/lib/rules';
import { DISCARD_WIN, FOUR, SELF_PICKED_WIN } from './helpers';

const where = (input: unknown) => {
  const scored = scoreGames(input);
  return scored.ok ? [] : scored.problems.map((problem) => [problem.source, problem.field, problem.code]);
};

describe('scoreGames', () => {
  test('scores one record, a list, or { ruleset, games }', () => {
    const one = scoreGames(SELF_PICKED_WIN);
    expect(one.ok && one.results.map((result) => result.scores)).toEqual([{ A: 0, B: 40, C: 0, D: 0 }]);
    const list = scoreGames([SELF_PICKED_WIN, DISCARD_WIN]);
    expect(list.ok && list.results.map((result) => result.scores.B)).toEqual([40, 30]);
    const withRules = scoreGames({ ruleset: { selfPickBonus: 5 }, games: [SELF_PICKED_WIN] });
    expect(withRules.ok && withRules.results.map((result) => result.scores.B)).toEqual([35]);
  });

  test('an empty list, a ruleset alone with its games, and a null ruleset are fine', () => {
    expect(scoreGames([])).toEqual({ ok: true, results: [] });
    expect(scoreGames({ games: [] })).toEqual({ ok: true, results: [] });
    const defaults = scoreGames({ ruleset: null, games: [SELF_PICKED_WIN] });
    expect(defaults.ok && defaults.results[0]?.scores.B).toBe(40);
  });

  test('tags every problem with its game, or the ruleset, and scores nothing', () => {
    expect(
      where({
        ruleset: { wallPoints: -1 },
        games: [SELF_PICKED_WIN, { ...FOUR, outcome: 'wall', winner: 'B' }, { ...DISCARD_WIN, dead: ['C'] }],
      }),
    ).toEqual([
      ['ruleset', 'wallPoints', 'too_small'],
      [1, 'winner', 'only_for_mahjong'],
      [2, 'discarder', 'discarder_is_dead'],
    ]);
    expect(where({ ...SELF_PICKED_WIN, deads: [] })).toEqual([[0, 'deads', 'unknown_field']]);
  });

  test.each([
    ['a number', 42, [['input', '', 'not_games']]],
    ['text', 'games', [['input', '', 'not_games']]],
    ['null', null, [['input', '', 'not_games']]],
    ['games that are not a list', { games: { 0: SELF_PICKED_WIN } }, [['input', 'games', 'not_games']]],
    ['a ruleset without games', { ruleset: {} }, [['input', 'games', 'missing']]],
    [
      'something beside ruleset and games',
      { ruleset: {}, games: [], notes: 'x' },
      [['input', 'notes', 'unknown_field']],
    ],
  ])('rejects %s as input', (_, input, expected) => {
    expect(where(input)).toEqual(expected);
  });
});

describe('parseJsonText', () => {
  const failure = (text: string) => {
    const parsed = parseJsonText(text);
    return parsed.ok ? undefined : [parsed.problem.code, parsed.problem.message];
  };

  test('parses JSON, with or without a byte order mark', () => {
    expect(parseJsonText('[1, {"a": null}]')).toEqual({ ok: true, value: [1, { a: null }] });
    expect(parseJsonText('\uFEFF{"a": true}')).toEqual({ ok: true, value: { a: true } });
  });

  test.each([
    ['empty', '', ['empty_input', 'nothing to score: the input is empty']],
    ['blank', ' \n\t ', ['empty_input', 'nothing to score: the input is empty']],
    [
      'cut short',
      '[{"seats": ["A",',
      ['not_json', 'not valid JSON: it ends too soon, at line 1, column 17 (is it cut short?)'],
    ],
    [
      'cut short inside a text',
      '{"outcome": "wa',
      ['not_json', 'not valid JSON: it ends too soon, at line 1, column 16 (is it cut short?)'],
    ],
    ['a missing value', '{"a":}', ['not_json', 'not valid JSON: unexpected "}" at line 1, column 6']],
    ['a trailing comma', '[1,\n 2,\n]', ['not_json', 'not valid JSON: unexpected "]" at line 3, column 1']],
    ['a bare word', '[1,\n 2,\n x]', ['not_json', 'not valid JSON: unexpected "x" at line 3, column 2']],
    ['words', 'hello', ['not_json', 'not valid JSON: unexpected "h" at line 1, column 1']],
    [
      'something after the JSON',
      '{"a": 1} {"b": 2}',
      ['not_json', 'not valid JSON: unexpected "{" at line 1, column 10'],
    ],
    ['a key without quotes', '{outcome: "wall"}', ['not_json', 'not valid JSON: unexpected "o" at line 1, column 2']],
    ['a bad escape', '["a\\qb"]', ['not_json', 'not valid JSON: unexpected "q" at line 1, column 5']],
    ['a leading zero', '[01]', ['not_json', 'not valid JSON: unexpected "1" at line 1, column 3']],
  ])('says where the JSON is wrong: %s', (_, text, expected) => {
    expect(failure(text)).toEqual(expected);
  });

  test('copes with very deep nesting', () => {
    expect(failure('['.repeat(200_000))).toEqual([
      'not_json',
      'not valid JSON: it ends too soon, at line 1, column 200001 (is it cut short?)',
    ]);
  });
});
