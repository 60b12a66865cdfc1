import { z } from 'zod';
import type { StandingsRow } from '@/lib/rules';
import { hasEveryWord } from '@/lib/util/fold';

/** Rows per page: a phone finds a player by search, and a page stays small enough to load at once in a full hall. */
export const STANDINGS_PAGE_SIZE = 100;

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** `?q=` and `?page=` of the standings page; anything unreadable is ignored (a bad address still shows page 1). */
const viewSchema = z.object({
  q: z.preprocess(first, z.string().max(100).catch('')).catch(''),
  page: z.preprocess(first, z.coerce.number().int().min(1).catch(1)).catch(1),
});

export type StandingsView = z.infer<typeof viewSchema>;

export const parseStandingsView = (query: Record<string, unknown>): StandingsView =>
  viewSchema.parse({ q: query.q ?? '', page: query.page ?? 1 });

/** A row matches a search by its badge number, or by every word of the name. */
export function matchesPlayer(row: StandingsRow, query: string): boolean {
  const q = query.trim();
  if (!q) return true;
  if (/^#?\d+$/.test(q)) return row.player.number === Number(q.replace('#', ''));
  return hasEveryWord(row.player.name, q);
}

export type StandingsPage = {
  rows: readonly StandingsRow[];
  /** How many rows match the search (all of them without one). */
  matched: number;
  page: number;
  pages: number;
  /** The first row's position among the matched ones, from 1. */
  from: number;
};

/** The rows of one page of the standings, after the search; a page past the end shows the last one. */
export function standingsPage(rows: readonly StandingsRow[], view: StandingsView, size = STANDINGS_PAGE_SIZE) {
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
