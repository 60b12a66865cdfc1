import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadSeating, roundNumberOf, viewOf } from '../seating/_components/load';
import { ProjectorShow } from './projector-show';
import { packSeats } from './shown-seat';
import { CacheGrains } from '@/app/_components/cache-grains';
import { keptFrom } from '@/lib/util/kept-bytes';

export const metadata: Metadata = { title: 'Seating on the projector' };

type Props = { params: Promise<{ slug: string; n: string }>; searchParams: Promise<{ by?: string | string[] }> };

/** A round's seating in large type for a projector, paging by itself. */
export default async function ProjectorPage({ params, searchParams }: Props) {
  const { slug, n } = await params;
  const number = roundNumberOf(n);
  const loaded = number === null ? null : await loadSeating(slug, number);
  if (!loaded?.round) notFound();
  const round = loaded.round;
  const view = viewOf((await searchParams).by);
  const here = `/t/${slug}/rounds/${round.number}`;
  return (
    <>
      <CacheGrains grains={['frame']} until={null} />
      <ProjectorShow
        title={loaded.tournament.name}
        roundNumber={round.number}
        collector={round.collector}
        seats={keptFrom(round.seats, 'packed seats', () => packSeats(round.seats))}
        tables={round.tableNumbers}
        view={view}
        draft={round.status === 'DRAFT'}
        links={{
          back: view === 'name' ? `${here}/seating?by=name` : `${here}/seating`,
          otherView: view === 'name' ? `${here}/projector` : `${here}/projector?by=name`,
        }}
      />
    </>
  );
}
