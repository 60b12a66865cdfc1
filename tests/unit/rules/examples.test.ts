// Worked examples of docs/rules.md §2 and docs/game-record.md, through the library: valid records with their scores,
// invalid ones with the field that must be named.
import { describe, expect, test } from 'vitest';
import { scoreGame, validateGame, validateRuleset } from '@/lib/rules';
import examples from './examples.json';

describe('examples.json', () => {
  test.each(examples.valid)('valid: $name', ({ game, ruleset, scores }) => {
    const checked = validateGame(game);
    const rules = validateRuleset(ruleset ?? {});
    expect(checked).toMatchObject({ ok: true });
    expect(rules).toMatchObject({ ok: true });
    if (checked.ok && rules.ok) expect(scoreGame(checked.game, rules.ruleset).scores).toEqual(scores);
  });

  test.each(examples.invalid)('invalid: $name, naming $field', ({ game, field }) => {
    const checked = validateGame(game);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.problems.map((problem) => problem.field)).toContain(field);
  });
});
