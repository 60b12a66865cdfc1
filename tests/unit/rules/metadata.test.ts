import { expect, test } from 'vitest';
import { AMOUNT_KEYS, ITEM_INFO, ITEMS, OUTCOME_INFO, OUTCOMES, RULESET_KEYS } from '@/lib/rules';

test('every line item has its metadata, and nothing else does', () => {
  expect(Object.keys(ITEM_INFO)).toEqual([...ITEMS]);
});

test('every outcome has its metadata, and nothing else does', () => {
  expect(Object.keys(OUTCOME_INFO)).toEqual([...OUTCOMES]);
  for (const info of Object.values(OUTCOME_INFO)) {
    expect(info.label.length * info.explanation.length * info.citation.length).toBeGreaterThan(0);
  }
});

test('line items name only real ruleset options, and every amount is used by some item', () => {
  const used = new Set(Object.values(ITEM_INFO).flatMap((info) => info.rulesetKeys));
  for (const key of used) expect(RULESET_KEYS).toContain(key);
  for (const key of AMOUNT_KEYS) expect(used).toContain(key);
});

test('every line item cites a rule and says who it is for', () => {
  for (const info of Object.values(ITEM_INFO)) {
    expect(info.citation).toMatch(/^(T\d|DH|EP)/);
    expect(info.who.length).toBeGreaterThan(5);
  }
});
