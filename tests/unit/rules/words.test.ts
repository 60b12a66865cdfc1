import { describe, expect, test } from 'vitest';
import { FOUND_DEAD_INFO, INCIDENT_INFO, ITEM_INFO, OUTCOME_INFO, RULESET_OPTIONS } from '@/lib/rules';
import { RULE, SOCIAL } from '@/lib/rules/incidents/citations';

// What the rulebook and the incident pages show a Director: the rule texts' own numbers and plain words.
const SHOWN: [string, string][] = [
  ...Object.entries(ITEM_INFO).flatMap(
    ([k, i]) =>
      [
        [`item ${k}`, i.citation],
        [`item ${k}`, i.points],
      ] as [string, string][],
  ),
  ...Object.entries(OUTCOME_INFO).flatMap(
    ([k, o]) =>
      [
        [`outcome ${k}`, o.citation],
        [`outcome ${k}`, o.explanation],
      ] as [string, string][],
  ),
  ['found dead', FOUND_DEAD_INFO.citation],
  ...Object.entries(RULESET_OPTIONS).flatMap(
    ([k, o]) =>
      [
        [`option ${k}`, o.citation],
        [`option ${k}`, o.meaning],
        [`option ${k}`, o.otherReading],
      ] as [string, string][],
  ),
  ...Object.entries(INCIDENT_INFO).flatMap(
    ([k, i]) =>
      [
        [`incident ${k}`, i.ruling],
        [`incident ${k}`, i.effect],
      ] as [string, string][],
  ),
  ...Object.entries({ ...RULE, ...SOCIAL }).map(([k, c]): [string, string] => [`citation ${k}`, `${c.rule} ${c.text}`]),
];

describe('the words a Director reads', () => {
  test.each([
    ['a file name', /\.md\b|§/],
    ['the "by analogy" shorthand', /by analogy/i],
    ['an item code', /\b[A-Z]+_[A-Z_]+\b/],
  ])('no %s', (_, pattern) => {
    expect(SHOWN.filter(([, text]) => pattern.test(text))).toEqual([]);
  });
});
