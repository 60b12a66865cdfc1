import Link from '@/app/_components/link';
import { standingsHref, type StandingsPage } from '@/lib/standings/page';

type Props = { slug: string; q: string; shown: StandingsPage; total: number };

/** Which rows are shown, of how many, and links to the pages before and after. */
export function StandingsPager({ slug, q, shown, total }: Props) {
  const { page, pages, matched, from, rows } = shown;
  const range = pages > 1 ? `${from}–${from + rows.length - 1} of ` : '';
  const count = q.trim()
    ? `${range}${matched} ${matched === 1 ? 'player matches' : 'players match'} (of ${total}).`
    : `${range}${total} players.`;
  return (
    <nav className="pager no-print" aria-label="Standings pages">
      <p className="hint" aria-live="polite">
        {count}
      </p>
      {pages > 1 && (
        <p>
          {page > 1 ? <Link href={standingsHref(slug, q, page - 1)}>← Previous</Link> : <span>← Previous</span>}
          {` · Page ${page} of ${pages} · `}
          {page < pages ? <Link href={standingsHref(slug, q, page + 1)}>Next →</Link> : <span>Next →</span>}
        </p>
      )}
    </nav>
  );
}
