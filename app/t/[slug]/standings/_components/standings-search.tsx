'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useMemo, type ReactNode } from 'react';
import { SearchForm, useTypedSearch } from '@/app/_components/search-form';
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

/** A search worked out on the phone, in the address's fragment: kept by a reload, never sent to the server. */
const KEPT_SEARCH = /^#q=(.+)$/;

/** The address of a search worked out on the phone: the standings' own address, the search in its fragment. */
const addressOf = (slug: string, query: string) =>
  `/t/${slug}/standings${query.trim() ? `#q=${encodeURIComponent(query.trim())}` : ''}`;

/**
 * Finds a player across every page of the standings. A plain GET form, so it works before the page's script loads.
 * With it, the typing is searched here, in the public standings read once (their JSON, which the front cache answers:
 * a hall of players looking for their rank asks the app to render nothing), its first page of matches shown. The
 * search goes in the address's fragment, not its query: the page's live refresh then asks for the standings' own
 * address, one render shared by every phone at each change, not one per phone's search. Where the standings cannot be
 * read so (staff, or a failed read), the search is asked of the server after a short pause.
 */
export function StandingsSearch({ slug, q, rowsUrl, version, children }: Props) {
  const router = useRouter();
  const { query, typed, type } = useTypedSearch(q);
  const read = useReadOnce(typed.current ? rowsUrl : undefined, standingsRowsOf, version);
  const local = useMemo(() => read.value && standingsPage(read.value.rows, { q: query, page: 1 }), [read.value, query]);
  // A search kept in the address (a reload): searched here again.
  useEffect(() => {
    const kept = KEPT_SEARCH.exec(window.location.hash)?.[1];
    if (!rowsUrl || kept === undefined) return;
    try {
      type(decodeURIComponent(kept));
    } catch {
      // Not a search this page made (a malformed escape): the page as it is.
    }
  }, [rowsUrl, type]);
  useEffect(() => {
    if (!typed.current) return;
    // Searched here: the address follows, so that a reload shows the same.
    if (local) return void window.history.replaceState(null, '', addressOf(slug, query));
    // The standings still being read: searched here once they are.
    if (rowsUrl && !read.failed) return;
    const timer = setTimeout(() => router.replace(standingsHref(slug, query, 1), { scroll: false }), 250);
    return () => clearTimeout(timer);
  }, [router, slug, query, local, rowsUrl, read.failed]);
  return (
    <>
      <SearchForm
        className="standings-search no-print"
        action={`/t/${slug}/standings`}
        label="Find a player"
        placeholder="Name or number"
        query={query}
        onType={type}
        here={rowsUrl !== undefined && !read.failed}
      >
        <button type="submit">Find</button>
      </SearchForm>
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
