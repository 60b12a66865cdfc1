import { describe, expect, test } from 'vitest';
import { filterQuery, parseIncidentLogFilter } from '@/lib/incidents/log-schema';

describe('parseIncidentLogFilter', () => {
  test.each<[string, Record<string, string | string[] | undefined>, object]>([
    ['nothing given', {}, {}],
    ['empty fields are absent', { round: '', table: ' ', kind: '', player: '' }, {}],
    [
      'every field',
      { round: '2', table: '11', kind: 'COURTESY', player: '107' },
      {
        round: 2,
        table: 11,
        kind: 'COURTESY',
        player: 107,
      },
    ],
    ['a leading zero', { player: '007' }, { player: 7 }],
    ['the first of repeated values', { round: ['3', 'x'] }, { round: 3 }],
    ['unknown fields are ignored', { sort: 'desc', round: '1' }, { round: 1 }],
  ])('%s', (_, params, filter) => {
    expect(parseIncidentLogFilter(params)).toEqual({ ok: true, filter });
  });

  test.each<[Record<string, string>, string, RegExp]>([
    [{ round: '0' }, 'round', /^Round: /],
    [{ round: '-1' }, 'round', /^Round: /],
    [{ table: '1.5' }, 'table', /^Table: /],
    [{ table: 'two' }, 'table', /^Table: /],
    [{ player: '99999999999' }, 'player', /^Player: /],
    [{ kind: 'FIST_FIGHT' }, 'kind', /^Kind: /],
  ])('%j is refused, naming the field', (params, field, message) => {
    const parsed = parseIncidentLogFilter(params);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.message).toMatch(message);
    expect(parsed.fieldErrors[field]?.[0]).toMatch(message);
  });

  test('URLSearchParams are read the same way', () => {
    expect(parseIncidentLogFilter(new URLSearchParams('round=4&kind=&player=12&player=13'))).toEqual({
      ok: true,
      filter: { round: 4, player: 12 },
    });
  });
});

describe('filterQuery', () => {
  test.each([
    [{}, ''],
    [{ round: 2 }, '?round=2'],
    [{ round: 1, table: 3, kind: 'THREE_DEAD' as const, player: 9 }, '?round=1&table=3&kind=THREE_DEAD&player=9'],
  ])('%j → %j', (filter, query) => {
    expect(filterQuery(filter)).toBe(query);
  });

  test('parses back to the same filter', () => {
    const filter = { table: 4, kind: 'COURTESY' as const };
    expect(parseIncidentLogFilter(new URLSearchParams(filterQuery(filter)))).toEqual({ ok: true, filter });
  });
});
