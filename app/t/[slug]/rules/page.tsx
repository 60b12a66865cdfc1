import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { db } from '@/lib/db/client';
import { tournamentRuleset } from '@/lib/tournaments/queries';
import { Rulebook } from '../../../_components/rulebook';

export const metadata: Metadata = { title: 'Rulebook' };

export default async function TournamentRulesPage({ params }: { params: Promise<{ slug: string }> }) {
  const tournament = await tournamentRuleset(db(), (await params).slug);
  if (!tournament) notFound();
  return (
    <>
      <h1>Rulebook: {tournament.name}</h1>
      <Rulebook ruleset={tournament.ruleset} tournamentName={tournament.name} />
    </>
  );
}
