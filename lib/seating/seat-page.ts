import { byName, fold, matches, type SeatRow } from './seat-search';

/** Rows of one seating page: a full hall loads it at once, so a 500-table round is not sent whole to every phone. */
export const TABLES_PER_PAGE = 50;
export const NAMES_PER_PAGE = 200;

export type SeatingView = 'table' | 'name';

export type SeatPage = {
  /** The seats shown: whole tables by table, single players by name. */
  seats: SeatRow[];
  /** The tables shown, by table. */
  tables: number[];
  page: number;
  pages: number;
  /** How many players match the search (every player seated without one). */
  matched: number;
};

const paged = <T>(items: readonly T[], asked: number, size: number) => {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const page = Math.min(asked, pages);
  return { items: items.slice((page - 1) * size, page * size), page, pages };
};

/**
 * One page of a round's seating after the search `q` (a name's part or a badge number, as the seat finder matches):
 * by name, the matching players in name order; by table, the tables where one sits, each with all its seats. A page
 * past the end shows the last one. `seats` come in table order; `tables` are every table of the round.
 */
export function seatPage(
  seats: readonly SeatRow[],
  tables: readonly number[],
  view: SeatingView,
  asked: { q: string; page: number },
): SeatPage {
  const folded = fold(asked.q);
  const hits = folded ? seats.filter((row) => matches(row, folded)) : seats;
  if (view === 'name') {
    const { items, page, pages } = paged(byName(hits), asked.page, NAMES_PER_PAGE);
    return { seats: items, tables: [...new Set(items.map((r) => r.table))], page, pages, matched: hits.length };
  }
  const hitTables = new Set(hits.map((r) => r.table));
  const { items, page, pages } = paged(
    tables.filter((t) => hitTables.has(t)),
    asked.page,
    TABLES_PER_PAGE,
  );
  const shown = new Set(items);
  return { seats: seats.filter((r) => shown.has(r.table)), tables: items, page, pages, matched: hits.length };
}

/** The address of a seating page: `base` is the page's path, the view, search and page its query. */
export function seatingHref(base: string, view: SeatingView, q: string, page: number): string {
  const params = new URLSearchParams();
  if (view === 'name') params.set('by', 'name');
  if (q.trim()) params.set('q', q.trim());
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return `${base}${query ? `?${query}` : ''}`;
}
