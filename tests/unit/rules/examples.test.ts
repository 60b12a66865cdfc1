// The worked examples of the shared rules folder, through the library. The fixture is a copy of
// ../shared/rules/examples.json, kept here so that a clean clone can run it; the last test keeps it current.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { scoreGame, validateGame, validateRuleset } from '@/lib/rules';
import examples from './examples.json';

const SHARED = new URL('../../../../shared/rules/examples.json', import.meta.url);

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

  test.skipIf(!existsSync(SHARED))('the fixture is the same as the shared examples', () => {
    expect(examples).toEqual(JSON.parse(readFileSync(SHARED, 'utf8')));
  });
});
