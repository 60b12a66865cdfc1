'use client';

import { ActionForm } from '@/app/_components/action-form';
import { setStandingsStateAction } from '@/lib/standings/actions';

type State = 'LIVE' | 'PENDING' | 'FROZEN';

const MOVES: Record<State, readonly [State, string][]> = {
  LIVE: [
    ['PENDING', 'Hold back: results pending'],
    ['FROZEN', 'Freeze as final standings'],
  ],
  PENDING: [
    ['LIVE', 'Release the standings'],
    ['FROZEN', 'Freeze as final standings'],
  ],
  FROZEN: [['LIVE', 'Unfreeze: live again']],
};

/** The Director's hand on the public standings: hold back while a round is checked, release, freeze as final. */
export function StandingsControls({ slug, state }: { slug: string; state: State }) {
  return (
    <ActionForm action={setStandingsStateAction} className="standings-controls no-print">
      <input type="hidden" name="slug" value={slug} />
      {MOVES[state].map(([to, label]) => (
        <button key={to} type="submit" name="state" value={to}>
          {label}
        </button>
      ))}
    </ActionForm>
  );
}
