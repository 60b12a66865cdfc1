import { describe, expect, test } from 'vitest';
import type { StandingsRow } from '@/lib/rules';
import { standingsHref, standingsPage } from '@/lib/standings/page';
import { parseSearchPage } from '@/lib/util/search-page';

const row = (number: number, name: string): StandingsRow =>
  ({ rank: number, player: { id: `p${number}`, number, name }, total: 100 - number }) as unknown as StandingsRow;
const rows = Array.from({ length: 250 }, (_, i) => row(i + 1, i === 41 ? 'José Núñez' : `Player ${i + 1}`));

describe('a page of the standings', () => {
  test('pages of 100 in rank order; a page past the end shows the last', () => {
    const second = standingsPage(rows, { q: '', page: 2 });
    expect(second).toMatchObject({ matched: 250, page: 2, pages: 3, from: 101 });
    expect(second.rows.map((r) => r.player.number)).toEqual(Array.from({ length: 100 }, (_, i) => i + 101));
    const past = standingsPage(rows, { q: '', page: 9 });
    expect(past).toMatchObject({ page: 3, from: 201 });
    expect(past.rows).toHaveLength(50);
  });

  test('a search finds across every page, by number or by every word of the name, accents aside', () => {
    expect(standingsPage(rows, { q: '#237', page: 1 }).rows.map((r) => r.player.number)).toEqual([237]);
    expect(standingsPage(rows, { q: 'jose nunez', page: 1 }).rows.map((r) => r.player.number)).toEqual([42]);
    expect(standingsPage(rows, { q: 'nobody', page: 1 })).toMatchObject({ matched: 0, pages: 1, rows: [] });
  });

  test('an unreadable address shows the first page', () => {
    expect(parseSearchPage({ page: '-3', q: ['smith', 'x'] })).toEqual({ q: 'smith', page: 1 });
    expect(parseSearchPage({ page: 'two', q: 'x'.repeat(500) })).toEqual({ q: '', page: 1 });
    expect(parseSearchPage({})).toEqual({ q: '', page: 1 });
  });

  test('links keep the search and leave out the defaults', () => {
    expect(standingsHref('open', '', 1)).toBe('/t/open/standings');
    expect(standingsHref('open', ' ann lee ', 3)).toBe('/t/open/standings?q=ann+lee&page=3');
  });
});
