'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useReadOnce } from '@/app/_components/use-read-once';
import { standingsRowsOf } from '@/lib/standings/json';
import { standingsHref, standingsPage } from '@/lib/standings/page';
import { StandingsPager } from './standings-pager';
import { StandingsTable } from './standings-table';

type Props = {
  slug: string;
  /** The search the server answered (`?q=`). */
  q: string;
  /** The public standings JSON, read once a search begins; absent for staff, who may see them held back. */
  rowsUrl?: string;
  /** What the standings shown were made from: the JSON is read again when they move. */
  version: string;
  /** The server's page of the standings (pager and table), shown until a search is worked out here. */
  children: ReactNode;
};

/**
 * Finds a player across every page of the standings. A plain GET form, so it works before the page's script loads.
 * With it, the typing is searched here, in the public standings read once (their JSON, which the front cache answers:
 * a hall of players looking for their rank asks the app to render nothing), its first page of matches shown and the
 * address following; where they cannot be read (staff, or a failed read), the search is asked of the server after a
 * short pause.
 */
export function StandingsSearch({ slug, q, rowsUrl, version, children }: Props) {
  const router = useRouter();
  const [query, setQuery] = useState(q);
  const typed = useRef(false);
  const read = useReadOnce(typed.current ? rowsUrl : undefined, standingsRowsOf, version);
  const local = useMemo(() => read.value && standingsPage(read.value.rows, { q: query, page: 1 }), [read.value, query]);
  useEffect(() => {
    if (!typed.current) return;
    const address = standingsHref(slug, query, 1);
    // Searched here: the address follows, so that a reload shows the same.
    if (local) return void window.history.replaceState(null, '', address);
    // The standings still being read: searched here once they are.
    if (rowsUrl && !read.failed) return;
    const timer = setTimeout(() => router.replace(address, { scroll: false }), 250);
    return () => clearTimeout(timer);
  }, [router, slug, query, local, rowsUrl, read.failed]);
  return (
    <>
      <form className="standings-search no-print" action={`/t/${slug}/standings`} method="get" role="search">
        <label>
          Find a player{' '}
          <input
            type="search"
            name="q"
            value={query}
            maxLength={100}
            onChange={(e) => {
              typed.current = true;
              setQuery(e.target.value);
            }}
            placeholder="Name or number"
            autoComplete="off"
          />
        </label>{' '}
        <button type="submit">Find</button>
      </form>
      {read.value && local ? (
        <>
          <StandingsPager slug={slug} q={query} shown={local} total={read.value.rows.length} />
          <StandingsTable slug={slug} rounds={read.value.rounds} rows={local.rows} />
        </>
      ) : (
        children
      )}
    </>
  );
}
