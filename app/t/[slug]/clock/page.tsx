import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { db } from '@/lib/db/client';
import { clockPayload } from '@/lib/rounds/public-queries';
import { tournamentBySlug } from '@/lib/db/tournament-by-slug';
import { RoundClock } from './round-clock';

export const metadata: Metadata = { title: 'Round clock' };

/** The round clock for the projector; it keeps itself up to date, so it is opened once and left running. */
export default async function ClockPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const [tournament, clock] = await Promise.all([tournamentBySlug(db(), slug), clockPayload(db(), slug, Date.now)]);
  if (!tournament || !clock) notFound();
  return <RoundClock slug={slug} title={tournament.name} initial={clock} />;
}
