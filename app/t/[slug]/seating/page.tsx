import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseSearchPage } from '@/lib/util/search-page';
import { loadSeating, viewOf } from '../rounds/[n]/seating/_components/load';
import { RoundLinks, SeatingScreen } from '../rounds/[n]/seating/_components/seating-screen';

export const metadata: Metadata = { title: 'Seating' };

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The seating players look for: the current round (the one in play, else the next to start), with links to every round. */
export default async function SeatingPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const loaded = await loadSeating(slug, 'current');
  if (!loaded) notFound();
  const query = await searchParams;
  const view = viewOf(query.by);
  if (loaded.round) {
    const path = `/t/${slug}/seating`;
    const asked = parseSearchPage(query);
    return <SeatingScreen loaded={loaded} round={loaded.round} view={view} asked={asked} path={path} />;
  }
  return (
    <>
      <h1>Seating</h1>
      <p>No round has been published yet: the seating appears here as soon as the Director publishes round 1.</p>
      {loaded.isDirector && <RoundLinks slug={slug} rounds={loaded.rounds} shown={null} current={null} view={view} />}
    </>
  );
}
