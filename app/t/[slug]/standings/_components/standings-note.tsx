import type { PublicStandings } from '@/lib/standings/queries';

/** Which round the standings stand after, and whether they are held back or final. */
export function StandingsNote({ view }: { view: PublicStandings }) {
  const { state, standings } = view;
  if (!standings) return <p className="notice warn">Results pending: the Director is checking the round.</p>;
  const after = standings.afterRound ? `After round ${standings.afterRound}` : 'No round complete yet';
  const progress = standings.inProgress
    ? `; round ${standings.inProgress.round}: ${standings.inProgress.accepted} of ${standings.inProgress.tables} tables accepted and counted`
    : '';
  return (
    <>
      {state === 'PENDING' && (
        <p className="notice warn">Held back: players see “results pending”. Release them when the round is checked.</p>
      )}
      <p className={state === 'FROZEN' ? 'notice' : 'muted'}>
        {state === 'FROZEN' ? 'Final standings. ' : ''}
        {after}
        {progress}. Only accepted sheets count.
      </p>
    </>
  );
}
