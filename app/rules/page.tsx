import type { Metadata } from 'next';
import { DEFAULT_RULESET } from '@/lib/rules';
import { PrizeRules } from '../_components/prize-rules';
import { Rulebook } from '../_components/rulebook';
import { CacheGrains } from '@/app/_components/cache-grains';

export const metadata: Metadata = { title: 'Rulebook' };

export default function RulesPage() {
  return (
    <>
      <CacheGrains grains={['frame']} until={null} />
      <h1>Rulebook</h1>
      <Rulebook ruleset={DEFAULT_RULESET} />
      <PrizeRules />
    </>
  );
}
