'use client';

import { ActionForm } from '@/app/_components/action-form';
import { setStandingsStateAction } from '@/lib/standings/actions';
import { freezeAnywayWords } from '@/lib/standings/freeze';

type State = 'LIVE' | 'PENDING' | 'FROZEN';

const MOVES: Record<State, readonly [State, string][]> = {
  LIVE: [
    ['PENDING', 'Hold back: results pending'],
    ['FROZEN', 'Freeze as final standings'],
  ],
  PENDING: [['LIVE', 'Release the standings']],
  FROZEN: [['LIVE', 'Unfreeze: live again']],
};

const FREEZE_CONFIRM =
  'Freeze these as the final standings? Everyone sees them marked final; later changes wait until you unfreeze.';

type Props = {
  slug: string;
  state: State;
  /** What is not final yet (open rounds and tables): freezing then says "anyway" and names them. */
  blockers: readonly string[];
};

/**
 * The Director's hand on the public standings: hold back while a round is checked, release, freeze as final once the
 * last round is closed (or "anyway", naming what is open). Held-back standings are released before they are frozen.
 */
export function StandingsControls({ slug, state, blockers }: Props) {
  const early = blockers.length > 0;
  return (
    <div className="standings-controls no-print">
      <div className="row">
        {MOVES[state].map(([to, label]) => (
          <ActionForm
            key={to}
            action={setStandingsStateAction}
            confirm={to !== 'FROZEN' ? undefined : early ? freezeAnywayWords(blockers) : FREEZE_CONFIRM}
          >
            <input type="hidden" name="slug" value={slug} />
            {to === 'FROZEN' && early && <input type="hidden" name="anyway" value="on" />}
            <button type="submit" name="state" value={to}>
              {to === 'FROZEN' && early ? 'Freeze anyway' : label}
            </button>
          </ActionForm>
        ))}
      </div>
      {state === 'LIVE' && early && <p className="muted">Not final yet: {blockers.join('; ')}.</p>}
      {state === 'PENDING' && <p className="muted">Release the standings to freeze them as final.</p>}
    </div>
  );
}
