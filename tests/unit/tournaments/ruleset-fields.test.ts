import fc from 'fast-check';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { RulesetFields } from '@/app/_components/ruleset-fields';
import { DEFAULT_RULESET, RULESET_OPTIONS, type Ruleset } from '@/lib/rules';
import { tournamentFromForm } from '@/lib/tournaments/form';
import { tournamentInputSchema } from '@/lib/tournaments/schema';
import { rulesetArb } from '../rules/arbitraries';

const attributes = (tag: string) =>
  Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));

/** What a browser would submit from the rendered fields, untouched: repeated names become arrays, as in lib/actions. */
function submitted(html: string): Record<string, string | string[]> {
  const pairs: [string, string][] = [];
  for (const [tag] of html.matchAll(/<input[^>]*>/g)) {
    const a = attributes(tag);
    if (!a.name || (a.type === 'checkbox' && !('checked' in a))) continue;
    pairs.push([a.name, a.type === 'checkbox' ? (a.value ?? 'on') : (a.value ?? '')]);
  }
  for (const [, name, options] of html.matchAll(/<select[^>]*name="([^"]+)"[^>]*>(.*?)<\/select>/gs)) {
    const chosen =
      /<option value="([^"]*)" selected=""/.exec(options ?? '') ?? /<option value="([^"]*)"/.exec(options ?? '');
    pairs.push([name as string, chosen?.[1] ?? '']);
  }
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of pairs) {
    const previous = out[name];
    out[name] = previous === undefined ? value : ([] as string[]).concat(previous, value);
  }
  return out;
}

const roundTrip = (ruleset: Ruleset) => {
  const form = submitted(renderToStaticMarkup(createElement(RulesetFields, { ruleset })));
  const base = {
    name: 'Autumn Open',
    slug: 'autumn-open',
    startsOn: '2026-11-21',
    endsOn: '2026-11-22',
    roundCount: '4',
  };
  return tournamentInputSchema.parse(tournamentFromForm({ ...base, ...form })).ruleset;
};

test('the form shows every option with its label, its default and its citation', () => {
  const html = renderToStaticMarkup(createElement(RulesetFields, { ruleset: DEFAULT_RULESET }));
  for (const option of RULESET_OPTIONS) {
    expect(html).toContain(option.label);
    expect(html).toContain(option.citation);
    expect(html).toContain(`name="ruleset.${option.key}`);
  }
  expect(html.match(/default: /g)).toHaveLength(RULESET_OPTIONS.length);
  expect(html).toContain('default: Most mah jonggs, then best single game');
});

test('a bad part of the discard penalties is shown with the part it is about', () => {
  const html = renderToStaticMarkup(
    createElement(RulesetFields, {
      ruleset: DEFAULT_RULESET,
      errors: { 'ruleset.discarderPenalties.1': ['Too small'] },
    }),
  );
  expect(html).toContain('Winner had 2 exposures: Too small');
});

test('whatever ruleset the form shows, submitting it unchanged saves the same ruleset', () => {
  expect(roundTrip(DEFAULT_RULESET)).toEqual(DEFAULT_RULESET);
  fc.assert(
    fc.property(rulesetArb, (ruleset) => {
      expect(roundTrip(ruleset)).toEqual(ruleset);
    }),
    { numRuns: 200 },
  );
});
