import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { db } from '@/lib/db/client';
import { prizeSettingsOf } from '@/lib/prizes/queries';
import { tournamentRuleset } from '@/lib/tournaments/queries';
import { PrizeRules } from '../../../_components/prize-rules';
import { Rulebook } from '../../../_components/rulebook';
import { CacheGrains } from '@/app/_components/cache-grains';

export const metadata: Metadata = { title: 'Rulebook' };

export default async function TournamentRulesPage({ params }: { params: Promise<{ slug: string }> }) {
  const slug = (await params).slug;
  const [tournament, prizes] = await Promise.all([tournamentRuleset(db(), slug), prizeSettingsOf(db(), slug)]);
  if (!tournament || !prizes) notFound();
  return (
    <>
      <CacheGrains grains={['frame']} until={null} />
      <h1>Rulebook: {tournament.name}</h1>
      <Rulebook ruleset={tournament.ruleset} tournamentName={tournament.name} />
      <PrizeRules settings={prizes.prizes} />
    </>
  );
}
