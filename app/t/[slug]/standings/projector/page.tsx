import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { db } from '@/lib/db/client';
import { clockPayload } from '@/lib/rounds/public-queries';
import { publicStandings } from '@/lib/standings/queries';
import { LiveRefresh } from '@/app/_components/live-refresh';
import { CacheGrains } from '@/app/_components/cache-grains';
import { STANDINGS_GRAINS } from '@/lib/live/grains';
import { StandingsShow } from './standings-show';
import { packShowRows, type ShowRow } from './show-row';
import type { StandingsRow } from '@/lib/rules';
import { keptFrom } from '@/lib/util/kept-bytes';

export const metadata: Metadata = { title: 'Standings and clock' };

type Props = { params: Promise<{ slug: string }> };

/** A row as the show needs it: 2,000 players' every round went to the browser (470 KB of page data) before. */
const showRow = ({ player, rank, mahjongs, total, status }: StandingsRow): ShowRow => ({
  rank,
  name: player.name,
  number: player.number,
  mahjongs,
  total,
  disqualified: status === 'DISQUALIFIED',
});

/** For the projector in the hall: opened once, it shows the standings and the round clock by turns, kept live. */
export default async function StandingsProjectorPage({ params }: Props) {
  const { slug } = await params;
  const [view, clock] = await Promise.all([publicStandings(db(), slug), clockPayload(db(), slug, Date.now)]);
  if (!view || !clock) notFound();
  const { standings } = view;
  const after = standings?.afterRound;
  const note = view.state === 'FROZEN' ? 'Final standings' : after ? `After round ${after}` : 'Accepted sheets so far';
  return (
    <>
      <CacheGrains {...STANDINGS_GRAINS} />
      <LiveRefresh slug={slug} rendered={view.basis} watch="standings" />
      <StandingsShow
        slug={slug}
        title={view.tournament.name}
        rows={standings && keptFrom(standings, 'packed show rows', () => packShowRows(standings.rows.map(showRow)))}
        note={note}
        clock={clock}
      />
    </>
  );
}
