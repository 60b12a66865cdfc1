'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { seatingHref, seatPage, type SeatingView } from '@/lib/seating/seat-page';
import { byName, fold, matches, type Letter, type SeatRow } from '@/lib/seating/seat-search';
import { SearchForm, useTypedSearch } from '@/app/_components/search-form';
import { useReadOnce } from '@/app/_components/use-read-once';
import { roundSeatsOf } from './round-seats';
import { nameItems, tableCards, type SeatList } from './seat-list';

type Props = {
  /** The seats of this page (every seat when the round fits on one page and nothing is searched). */
  seats: SeatRow[];
  tables: number[];
  /** Every player seated in the round. */
  total: number;
  /** Whether `seats` are the whole round; otherwise the search and the order are asked of the server. */
  whole: boolean;
  /** The search the server answered (`?q=`), and how many players match it. */
  q: string;
  matched: number;
  /** The seating page's path, without its query. */
  path: string;
  collector: Letter;
  initialView: SeatingView;
  projectorHref: string;
  /** The round's seating to print: by table and by name. */
  printHref: string;
  /** Where each table's score sheet is (`${tableBase}${table}`); absent while the round is a draft. */
  tableBase?: string;
  /** Where each player's own page is (`${playerBase}${number}`). */
  playerBase?: string;
  /** The round's every seat as JSON, read once a search begins on a round of several pages (absent for a draft). */
  seatsUrl?: string;
  /** The pages of the round's seating, shown while the search is the server's. */
  pager?: ReactNode;
};

/**
 * A round's seating by table or by name, with a search that filters as the player types. A round on one page is
 * searched and reordered here. A larger one is searched here too once the player types, in the round's every seat read
 * once (its JSON, which the front cache answers: a search is no render of the app, for a hall of players finding
 * their seats at once), its first page of matches shown; where that cannot be read (a draft), the search is asked of
 * the server (a plain GET form, and the typing after a short pause), which answers the matching seats.
 */
export function SeatFinder(props: Props) {
  const { seats: pageSeats, tables: pageTables, total, whole, q, matched, path, collector, initialView } = props;
  const { projectorHref, printHref, tableBase, playerBase, seatsUrl, pager } = props;
  const router = useRouter();
  const [view, setView] = useState(initialView);
  const { query, typed, type } = useTypedSearch(q);
  const round = useReadOnce(whole || !typed.current ? undefined : seatsUrl, roundSeatsOf);
  const folded = fold(query);
  // The matches' first page, worked out here from the round's every seat once read.
  const local = useMemo(
    () => (round.value ? seatPage(round.value.seats, round.value.tables, view, { q: query, page: 1 }) : null),
    [round.value, view, query],
  );
  const seats = local?.seats ?? pageSeats;
  const tables = local?.tables ?? pageTables;
  const shown = useMemo(
    () => new Set(seats.filter((r) => matches(r, folded)).map((r) => r.player.id)),
    [seats, folded],
  );
  const sorted = useMemo(() => byName(seats), [seats]);
  const filtering = folded !== '';
  const list: SeatList = { collector, tableBase, playerBase, shown, filtering };
  // Until the round's seats are read, or the server answers what was typed, this page says nothing of the others.
  const searching = !whole && !local && folded !== fold(q);

  useEffect(() => {
    if (whole || !typed.current) return;
    const address = seatingHref(path, view, query, 1);
    // Searched here: the address follows, so that a reload shows the same.
    if (local) return void window.history.replaceState(null, '', address);
    // The round's seats still being read: searched here once they are.
    if (seatsUrl && !round.failed) return;
    const timer = setTimeout(() => router.replace(address, { scroll: false }), 250);
    return () => clearTimeout(timer);
  }, [router, whole, path, view, query, local, seatsUrl, round.failed]);

  function choose(next: SeatingView, event: MouseEvent) {
    if (!whole) return;
    event.preventDefault();
    setView(next);
    const url = new URL(window.location.href);
    if (next === 'name') url.searchParams.set('by', 'name');
    else url.searchParams.delete('by');
    window.history.replaceState(null, '', url);
  }

  return (
    <>
      <div className="seat-tools no-print">
        <nav className="seat-toggle" aria-label="Seating order">
          <a
            href={seatingHref(path, 'table', q, 1)}
            aria-current={view === 'table' ? 'page' : undefined}
            onClick={(e) => choose('table', e)}
          >
            By table
          </a>
          <a
            href={seatingHref(path, 'name', q, 1)}
            aria-current={view === 'name' ? 'page' : undefined}
            onClick={(e) => choose('name', e)}
          >
            By name
          </a>
        </nav>
        <a className="button secondary wide-only" href={printHref}>
          Print
        </a>
        <a className="button secondary wide-only" href={view === 'name' ? `${projectorHref}?by=name` : projectorHref}>
          Projector
        </a>
      </div>
      <SearchForm
        className="seat-search no-print"
        action={path}
        label="Find your seat"
        placeholder="Your name or number"
        query={query}
        onType={type}
        here={whole || (seatsUrl !== undefined && !round.failed)}
        fields={view === 'name' && <input type="hidden" name="by" value="name" />}
      >
        <p className="seat-count" aria-live="polite">
          {!filtering || searching ? null : shown.size === 0 ? (
            <>No player matches “{query.trim()}”. Check the spelling, or ask at the Director’s desk.</>
          ) : (
            `${whole ? shown.size : (local?.matched ?? matched)} of ${total} players`
          )}
        </p>
      </SearchForm>
      {!local ? (
        pager
      ) : local.pages > 1 ? (
        <p className="seat-more no-print">
          Page 1 of {local.pages}: {filtering ? 'type more of the name, or ' : ''}
          <a href={seatingHref(path, view, query, 2)}>see the next page</a>.
        </p>
      ) : null}
      {view === 'name' ? (
        <ol
          className={`name-list${filtering && shown.size <= 3 ? ' few' : ''}`}
          aria-label="Seats by player name"
          dangerouslySetInnerHTML={{ __html: nameItems(sorted, list).text }}
        />
      ) : (
        <div className="seat-cards" dangerouslySetInnerHTML={{ __html: tableCards(tables, seats, list).text }} />
      )}
    </>
  );
}
