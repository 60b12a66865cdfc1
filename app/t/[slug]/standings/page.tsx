import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { grants } from '@/lib/auth/access';
import { currentAccess } from '@/lib/auth/session';
import { db } from '@/lib/db/client';
import { standingsPage } from '@/lib/standings/page';
import { parseSearchPage } from '@/lib/util/search-page';
import { publicStandings } from '@/lib/standings/queries';
import { freezeBlockersOf } from '@/lib/standings/mutations';
import { LiveRefresh } from '@/app/_components/live-refresh';
import { CacheGrains } from '@/app/_components/cache-grains';
import { STANDINGS_GRAINS } from '@/lib/live/grains';
import { StandingsControls } from './_components/standings-controls';
import { StandingsNote } from './_components/standings-note';
import { StandingsPager } from './_components/standings-pager';
import { StandingsSearch } from './_components/standings-search';
import { StandingsTable } from './_components/standings-table';

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const metadata: Metadata = { title: 'Standings' };

/** The public standings, live: from accepted sheets only, a page at a time, searchable; staff see them while held back. */
export default async function StandingsPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const access = await currentAccess(slug);
  if (!access) notFound();
  const staff = grants(access.role, 'SCOREKEEPER');
  const view = await publicStandings(db(), slug, staff);
  if (!view) notFound();
  const asked = parseSearchPage(await searchParams);
  const shown = view.standings && standingsPage(view.standings.rows, asked);
  return (
    <>
      <CacheGrains {...STANDINGS_GRAINS} />
      <LiveRefresh slug={slug} rendered={view.basis} watch="standings" />
      <h1>Standings</h1>
      <StandingsNote view={view} />
      {grants(access.role, 'DIRECTOR') && (
        <StandingsControls slug={slug} state={view.state} blockers={await freezeBlockersOf(db(), view.tournament.id)} />
      )}
      {view.standings && shown && (
        <StandingsSearch
          slug={slug}
          q={asked.q}
          rowsUrl={staff ? undefined : `/api/tournaments/${slug}/standings`}
          version={view.basis}
        >
          <StandingsPager slug={slug} q={asked.q} shown={shown} total={view.standings.rows.length} />
          <StandingsTable slug={slug} rounds={view.standings.rounds} rows={shown.rows} />
        </StandingsSearch>
      )}
    </>
  );
}
