import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseSearchPage } from '@/lib/util/search-page';
import { loadSeating, roundNumberOf, viewOf } from './_components/load';
import { SeatingScreen } from './_components/seating-screen';

type Props = {
  params: Promise<{ slug: string; n: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Round ${roundNumberOf((await params).n) ?? ''} seating` };
}

/** One round's seating for the floor and the players: by table or by name, searchable, printable. */
export default async function RoundSeatingPage({ params, searchParams }: Props) {
  const { slug, n } = await params;
  const number = roundNumberOf(n);
  const loaded = number === null ? null : await loadSeating(slug, number);
  if (!loaded?.round) notFound();
  const query = await searchParams;
  const path = `/t/${slug}/rounds/${loaded.round.number}/seating`;
  const asked = parseSearchPage(query);
  return <SeatingScreen loaded={loaded} round={loaded.round} view={viewOf(query.by)} asked={asked} path={path} />;
}
