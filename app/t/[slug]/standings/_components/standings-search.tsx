'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { standingsHref } from '@/lib/standings/page';

type Props = { slug: string; q: string };

/**
 * Finds a player across every page of the standings. A plain GET form, so it works before the page's script loads;
 * with it, the results follow the typing after a short pause.
 */
export function StandingsSearch({ slug, q }: Props) {
  const router = useRouter();
  const [query, setQuery] = useState(q);
  const typed = useRef(false);
  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(() => router.replace(standingsHref(slug, query, 1), { scroll: false }), 250);
    return () => clearTimeout(timer);
  }, [router, slug, query]);
  return (
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
  );
}
