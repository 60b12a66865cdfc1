import type { Metadata } from 'next';
import StaffLink from '@/app/_components/staff-link';
import { notFound } from 'next/navigation';
import { requireTournamentRole } from '@/lib/auth/require';
import { db } from '@/lib/db/client';
import { roundsOf } from '@/lib/rounds/queries';
import { PROGRESS_ORDER, roundResults } from '@/lib/sheets/dashboard';
import { GoToTable } from '@/app/_components/go-to-table';
import { LiveRefresh } from '@/app/_components/live-refresh';
import { changeMarker } from '@/lib/standings/live';
import { ResultsRows } from './results-rows';

type Props = { params: Promise<{ slug: string; n: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Round ${(await params).n} results` };
}

/** The missing-results dashboard: every table of a round and what its sheet still lacks; it updates itself on every change. */
export default async function RoundResultsPage({ params }: Props) {
  const { slug, n } = await params;
  const number = /^[1-9]\d{0,2}$/.test(n) ? Number(n) : null;
  if (number === null) notFound();
  const { tournament } = await requireTournamentRole(slug, 'SCOREKEEPER', `/t/${slug}/scores/${n}`);
  const marker = await changeMarker(db(), tournament.id);
  const results = await roundResults(db(), tournament.id, number);
  if (!results) notFound();
  const rounds = await roundsOf(db(), tournament.id, true);
  const missing = results.tables.filter((t) => t.progress !== 'accepted');
  return (
    <>
      <LiveRefresh slug={slug} rendered={marker} />
      <nav className="round-links" aria-label="Rounds">
        {rounds.map((r) => (
          <StaffLink
            key={r.number}
            href={`/t/${slug}/scores/${r.number}`}
            aria-current={r.number === number ? 'page' : undefined}
          >
            Round {r.number}
          </StaffLink>
        ))}
      </nav>
      <h1>Round {number} results</h1>
      <p className="summary">
        {results.tables.length - missing.length} of {results.tables.length} sheets accepted.{' '}
        {PROGRESS_ORDER.filter((p) => p !== 'accepted')
          .map((p) => [p, missing.filter((t) => t.progress === p).length] as const)
          .filter(([, count]) => count > 0)
          .map(([p, count]) => `${count} ${p}`)
          .join(' · ')}
      </p>
      <GoToTable
        tables={results.tables.map((t) => t.table).sort((a, b) => a - b)}
        to={{ sheet: `/t/${slug}/scores/${number}/` }}
      />
      {results.lockedPins.length > 0 && (
        <section aria-labelledby="locked-pins">
          <h2 id="locked-pins">Locked PINs</h2>
          <p className="muted">Five wrong tries: the scorekeeper records these players’ initials instead.</p>
          <ul>
            {results.lockedPins.map((locked) => (
              <li key={`${locked.table}-${locked.name}`}>
                {locked.name}, table {locked.table}: {locked.minutes} more minute{locked.minutes === 1 ? '' : 's'}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="table-wrap">
        <table className="results-table">
          <thead>
            <tr>
              <th>Table</th>
              <th>Still to do</th>
              <th className="num">Games</th>
              <th className="num">Cards verified</th>
            </tr>
          </thead>
          <tbody>
            <ResultsRows
              sheetPath={`/t/${slug}/scores/${number}/`}
              rows={[...missing, ...results.tables.filter((t) => t.progress === 'accepted')].map(
                ({ table, progress, games, gamesPerRound, verified, seated }) => ({
                  table,
                  progress,
                  games,
                  gamesPerRound,
                  verified,
                  seated,
                }),
              )}
            />
          </tbody>
        </table>
      </div>
    </>
  );
}
