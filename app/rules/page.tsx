import type { Metadata } from 'next';
import { DEFAULT_RULESET } from '@/lib/rules';
import { Rulebook } from '../_components/rulebook';

export const metadata: Metadata = { title: 'Rulebook' };

export default function RulesPage() {
  return (
    <>
      <h1>Rulebook</h1>
      <Rulebook ruleset={DEFAULT_RULESET} />
    </>
  );
}
