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

const FREEZE_CONFIRM =
  'Freeze these as the final standings? Everyone sees them marked final; later changes wait until you unfreeze.';

/** The Director's hand on the public standings: hold back while a round is checked, release, freeze as final. */
export function StandingsControls({ slug, state }: { slug: string; state: State }) {
  return (
    <div className="standings-controls row no-print">
      {MOVES[state].map(([to, label]) => (
        <ActionForm key={to} action={setStandingsStateAction} confirm={to === 'FROZEN' ? FREEZE_CONFIRM : undefined}>
          <input type="hidden" name="slug" value={slug} />
          <button type="submit" name="state" value={to}>
            {label}
          </button>
        </ActionForm>
      ))}
    </div>
  );
}
