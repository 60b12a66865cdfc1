import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { grants, tournamentAccess } from '@/lib/auth/access';
import { currentStaff } from '@/lib/auth/session';
import { db } from '@/lib/db/client';
import { publicStandings } from '@/lib/standings/queries';
import { LiveRefresh } from '@/app/_components/live-refresh';
import { StandingsControls } from './_components/standings-controls';
import { StandingsNote } from './_components/standings-note';
import { StandingsTable } from './_components/standings-table';

type Props = { params: Promise<{ slug: string }> };

export const metadata: Metadata = { title: 'Standings' };

/** The public standings, live: from accepted sheets only, searchable; staff see them while held back. */
export default async function StandingsPage({ params }: Props) {
  const { slug } = await params;
  const access = await tournamentAccess(db(), await currentStaff(), slug);
  if (!access) notFound();
  const staff = grants(access.role, 'SCOREKEEPER');
  const view = await publicStandings(db(), slug, staff);
  if (!view) notFound();
  return (
    <>
      <LiveRefresh slug={slug} rendered={view.basis} watch="standings" />
      <h1>Standings</h1>
      <StandingsNote view={view} />
      {grants(access.role, 'DIRECTOR') && <StandingsControls slug={slug} state={view.state} />}
      {view.standings && <StandingsTable slug={slug} rounds={view.standings.rounds} rows={view.standings.rows} />}
    </>
  );
}
