import { redirect } from 'next/navigation';
import { requireTournamentRole } from '@/lib/auth/require';
import { db } from '@/lib/db/client';
import { roundsOf } from '@/lib/rounds/queries';

type Props = { params: Promise<{ slug: string }> };

/** Scores open on the latest round that is not closed yet, else the last one. */
export default async function ScoresPage({ params }: Props) {
  const { slug } = await params;
  const { tournament } = await requireTournamentRole(slug, 'SCOREKEEPER', `/t/${slug}/scores`);
  const rounds = await roundsOf(db(), tournament.id, false);
  const current = rounds.find((r) => r.status !== 'CLOSED') ?? rounds.at(-1);
  if (!current) return <p>No round is published yet: there is nothing to score.</p>;
  redirect(`/t/${slug}/scores/${current.number}`);
}
