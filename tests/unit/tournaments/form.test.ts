import { describe, expect, test } from 'vitest';
import { DEFAULT_RULESET, RULESET_OPTIONS, type OptionInput } from '@/lib/rules';
import { tournamentFromForm } from '@/lib/tournaments/form';
import { tournamentInputSchema } from '@/lib/tournaments/schema';

type Fields = Record<string, string | string[]>;

/** The fields every tournament form sends; the ruleset's are left out unless a test adds them. */
const BASE: Fields = {
  name: 'Autumn Open',
  slug: 'autumn-open',
  startsOn: '2026-11-21',
  endsOn: '2026-11-22',
  roundCount: '4',
  'rotation.kind': 'standard',
};

const parse = (fields: Fields) => tournamentInputSchema.safeParse(tournamentFromForm({ ...BASE, ...fields }));

/** The tournament the form gives; fails the test with the field errors otherwise. */
function parsed(fields: Fields) {
  const result = parse(fields);
  if (!result.success) throw new Error(`expected the form to pass, got ${JSON.stringify(fieldErrors(fields))}`);
  return result.data;
}

/** The field errors as the server action shows them: dotted path → messages. */
function fieldErrors(fields: Fields): Record<string, string[]> {
  const result = parse(fields);
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

describe('a form that leaves fields empty', () => {
  test('takes every default: the ruleset of docs/rules.md §2.5, 4 games of 60 minutes, the standard rotation', () => {
    const t = parsed({ 'rotation.kind': '' });
    expect(t.ruleset).toEqual(DEFAULT_RULESET);
    expect(t).toMatchObject({ gamesPerRound: 4, roundMinutes: 60, rotation: { kind: 'standard' }, roundCount: 4 });
  });

  test.each(RULESET_OPTIONS.map((option) => [option.key, option] as const))(
    'an empty %s takes its default',
    (key, option) => {
      const empty: Fields =
        option.input === 'amounts'
          ? Object.fromEntries((option.parts ?? []).map((_, i) => [`ruleset.${key}.${i}`, '  ']))
          : option.input === 'switch'
            ? {} // a checkbox's field is missing, not empty, when the form did not show it
            : { [`ruleset.${key}`]: '' };
      expect(parsed(empty).ruleset[key]).toEqual(option.default);
    },
  );

  test('an empty part of the discard penalties takes that part’s default, the others are kept', () => {
    const t = parsed({
      'ruleset.discarderPenalties.0': '5',
      'ruleset.discarderPenalties.1': '',
      'ruleset.discarderPenalties.2': '30',
    });
    expect(t.ruleset.discarderPenalties).toEqual([5, 20, 30]);
  });
});

describe('each kind of option', () => {
  test('the options use every kind of input the form knows, so the cases below cover them all', () => {
    const kinds = new Set(RULESET_OPTIONS.map((o) => o.input));
    expect([...kinds].sort()).toEqual(
      (['amount', 'amounts', 'choice', 'order', 'switch'] satisfies OptionInput[]).sort(),
    );
  });

  test.each<[string, Fields, Partial<typeof DEFAULT_RULESET>]>([
    ['amount', { 'ruleset.selfPickBonus': ' 15 ' }, { selfPickBonus: 15 }],
    ['amount 0 turns a bonus off', { 'ruleset.jokerlessBonus': '0' }, { jokerlessBonus: 0 }],
    ['amount at the maximum', { 'ruleset.deadPenalty': '1000' }, { deadPenalty: 1000 }],
    [
      'amounts',
      {
        'ruleset.discarderPenalties.0': '5',
        'ruleset.discarderPenalties.1': '15',
        'ruleset.discarderPenalties.2': '35',
      },
      { discarderPenalties: [5, 15, 35] },
    ],
    ['switch ticked (hidden off, then on)', { 'ruleset.misnamedStacks': ['off', 'on'] }, { misnamedStacks: true }],
    ['switch left unticked', { 'ruleset.incompleteKeepsPenalties': 'off' }, { incompleteKeepsPenalties: false }],
    ['switch as "true"', { 'ruleset.misnamedStacks': 'true' }, { misnamedStacks: true }],
    ['choice', { 'ruleset.verification': 'east' }, { verification: 'east' }],
    ['order reversed', { 'ruleset.tieBreaks': 'bestGame,mahjongs' }, { tieBreaks: ['bestGame', 'mahjongs'] }],
    ['order of one', { 'ruleset.tieBreaks': 'mahjongs' }, { tieBreaks: ['mahjongs'] }],
    ['order none', { 'ruleset.tieBreaks': 'none' }, { tieBreaks: [] }],
  ])('%s', (_name, fields, expected) => {
    expect(parsed(fields).ruleset).toEqual({ ...DEFAULT_RULESET, ...expected });
  });
});

describe('bad values are field errors at the field’s own path', () => {
  test.each<[string, Fields, string]>([
    ['an amount as text', { 'ruleset.selfPickBonus': 'ten' }, 'ruleset.selfPickBonus'],
    ['a fractional amount', { 'ruleset.wallPoints': '2.5' }, 'ruleset.wallPoints'],
    ['a negative amount', { 'ruleset.peekPenalty': '-10' }, 'ruleset.peekPenalty'],
    ['an amount over 1000', { 'ruleset.misnamedPenalty': '1001' }, 'ruleset.misnamedPenalty'],
    ['one bad discard penalty', { 'ruleset.discarderPenalties.1': 'x' }, 'ruleset.discarderPenalties.1'],
    ['a negative discard penalty', { 'ruleset.discarderPenalties.2': '-25' }, 'ruleset.discarderPenalties.2'],
    ['an unknown verification', { 'ruleset.verification': 'north' }, 'ruleset.verification'],
    ['an unknown tie-break', { 'ruleset.tieBreaks': 'coinToss' }, 'ruleset.tieBreaks.0'],
    ['the same tie-break twice', { 'ruleset.tieBreaks': 'mahjongs,mahjongs' }, 'ruleset.tieBreaks'],
    ['a short name', { name: 'AB' }, 'name'],
    ['a slug with a space', { slug: 'autumn open' }, 'slug'],
    ['a slug ending with a dash', { slug: 'autumn-' }, 'slug'],
    ['a date in another format', { startsOn: '21/11/2026' }, 'startsOn'],
    ['a last day before the first', { endsOn: '2026-11-20' }, 'endsOn'],
    ['no round count', { roundCount: '' }, 'roundCount'],
    ['31 rounds', { roundCount: '31' }, 'roundCount'],
    ['a fractional round length', { roundMinutes: '45.5' }, 'roundMinutes'],
    ['9 minutes', { roundMinutes: '9' }, 'roundMinutes'],
    ['0 games per round', { gamesPerRound: '0' }, 'gamesPerRound'],
    ['an unknown rotation', { 'rotation.kind': 'sideways' }, 'rotation.kind'],
  ])('%s', (_name, fields, path) => {
    const errors = fieldErrors(fields);
    expect(Object.keys(errors)).toEqual([path]);
    expect(errors[path]?.[0]).toMatch(/\w{3}/);
  });

  test('every bad discard penalty is named, not only the first', () => {
    const errors = fieldErrors({ 'ruleset.discarderPenalties.0': '-1', 'ruleset.discarderPenalties.2': '1001' });
    expect(Object.keys(errors).sort()).toEqual(['ruleset.discarderPenalties.0', 'ruleset.discarderPenalties.2']);
  });

  test.each<[string, Fields, Record<string, string[]>]>([
    ['a missing round count, in words, not "NaN"', { roundCount: '' }, { roundCount: ['Enter a whole number'] }],
    [
      'a penalty typed as negative',
      { 'ruleset.deadPenalty': '-10' },
      { 'ruleset.deadPenalty': ['At least 0: write a penalty as a positive number'] },
    ],
    [
      'a fractional amount',
      { 'ruleset.selfPickBonus': '12.5' },
      { 'ruleset.selfPickBonus': ['Enter a whole number of points'] },
    ],
    [
      'a typo of an amount',
      { 'ruleset.wallPoints': '1O' },
      { 'ruleset.wallPoints': ['Enter a whole number of points'] },
    ],
    ['an amount over 1000', { 'ruleset.wallPoints': '5000' }, { 'ruleset.wallPoints': ['At most 1000 points'] }],
    [
      'a choice not offered',
      { 'ruleset.verification': 'north' },
      { 'ruleset.verification': ['Choose one of the listed options'] },
    ],
  ])('the message says what to do: %s', (_name, fields, expected) => {
    expect(fieldErrors(fields)).toEqual(expected);
  });
});

describe('rotation', () => {
  const custom = (offsets: Partial<Record<'A' | 'B' | 'C' | 'D', string>>): Fields => ({
    'rotation.kind': 'custom',
    ...Object.fromEntries(Object.entries(offsets).map(([seat, value]) => [`rotation.offsets.${seat}`, value])),
  });

  test('custom offsets per seat letter, negatives included', () => {
    expect(parsed(custom({ A: '0', B: '-1', C: '3', D: '-2' })).rotation).toEqual({
      kind: 'custom',
      offsets: { A: 0, B: -1, C: 3, D: -2 },
    });
  });

  test('a custom rotation needs all four offsets: the missing one is named', () => {
    expect(fieldErrors(custom({ A: '1', C: '2', D: '-2' }))).toEqual({
      'rotation.offsets.B': ['Enter a whole number'],
    });
  });

  test.each([
    ['51', 'rotation.offsets.A'],
    ['-51', 'rotation.offsets.A'],
    ['1.5', 'rotation.offsets.A'],
  ])('offset %s is refused at %s', (value, path) => {
    expect(Object.keys(fieldErrors(custom({ A: value, B: '-1', C: '2', D: '-2' })))).toEqual([path]);
  });

  test.each(['standard', 'variant', 'fewestRepeats'] as const)('%s ignores offset fields left in the form', (kind) => {
    expect(parsed({ ...custom({ A: '9', B: '9', C: '9', D: '9' }), 'rotation.kind': kind }).rotation).toEqual({ kind });
  });
});

describe('tournamentInputSchema on its own', () => {
  const input = {
    name: 'Autumn Open',
    slug: ' Autumn-Open ',
    startsOn: '2026-11-21',
    endsOn: '2026-11-21',
    roundCount: 4,
  };

  test('trims and lowercases the slug; one-day tournaments are fine', () => {
    expect(tournamentInputSchema.parse(input)).toMatchObject({ slug: 'autumn-open', endsOn: '2026-11-21' });
  });

  test('a partial ruleset takes the defaults for the rest', () => {
    expect(tournamentInputSchema.parse({ ...input, ruleset: { selfPickBonus: 15 } }).ruleset).toEqual({
      ...DEFAULT_RULESET,
      selfPickBonus: 15,
    });
  });

  test('no ruleset is the defaults, a fresh copy each time (no shared lists between tournaments)', () => {
    const first = tournamentInputSchema.parse(input).ruleset;
    const second = tournamentInputSchema.parse(input).ruleset;
    expect(first).toEqual(DEFAULT_RULESET);
    expect(first.tieBreaks).not.toBe(second.tieBreaks);
    expect(Object.isFrozen(first)).toBe(false);
  });

  test('an unknown ruleset key is refused by name (a typo must not pass silently)', () => {
    const result = tournamentInputSchema.safeParse({ ...input, ruleset: { selfPickBonnus: 15 } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['ruleset']);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
    expect(result.error?.issues[0]?.message).toContain('selfPickBonnus');
  });
});
