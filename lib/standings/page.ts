import type { StandingsRow } from '@/lib/rules';
import { hasEveryWord } from '@/lib/util/fold';
import type { SearchPage } from '@/lib/util/search-page';

/** Rows per page: a phone finds a player by search, and a page stays small enough to load at once in a full hall. */
export const STANDINGS_PAGE_SIZE = 100;

/** A row of the standings as shown and searched: its player by badge number and name. */
export type ShownRow = Omit<StandingsRow, 'player'> & { player: Pick<StandingsRow['player'], 'number' | 'name'> };

/** A row matches a search by its badge number, or by every word of the name. */
export function matchesPlayer(row: ShownRow, query: string): boolean {
  const q = query.trim();
  if (!q) return true;
  if (/^#?\d+$/.test(q)) return row.player.number === Number(q.replace('#', ''));
  return hasEveryWord(row.player.name, q);
}

export type StandingsPage<R extends ShownRow = ShownRow> = {
  rows: readonly R[];
  /** How many rows match the search (all of them without one). */
  matched: number;
  page: number;
  pages: number;
  /** The first row's position among the matched ones, from 1. */
  from: number;
};

/** The rows of one page of the standings, after the search; a page past the end shows the last one. */
export function standingsPage<R extends ShownRow>(
  rows: readonly R[],
  view: SearchPage,
  size = STANDINGS_PAGE_SIZE,
): StandingsPage<R> {
  const matched = view.q.trim() ? rows.filter((row) => matchesPlayer(row, view.q)) : rows;
  const pages = Math.max(1, Math.ceil(matched.length / size));
  const page = Math.min(view.page, pages);
  const start = (page - 1) * size;
  return { rows: matched.slice(start, start + size), matched: matched.length, page, pages, from: start + 1 };
}

/** The address of another page of the same search. */
export function standingsHref(slug: string, q: string, page: number): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `/t/${slug}/standings${query ? `?${query}` : ''}`;
}
