import type { CircleView } from '@/lib/prizes/queries';
import { PlacesList, RoundWinnersList, SpecialPrizesList } from './prize-lists';

type Props = { slug: string; view: CircleView; director: boolean; staff: boolean };

/** What the standings are after, and whether they are final: said above the prizes. */
function basisText(view: CircleView): string {
  const after = view.afterRound === null ? 'before any round is complete' : `after round ${view.afterRound}`;
  return view.final ? `Final results, ${after}.` : `Standings ${after}: not final yet.`;
}

/** The winner's circle: places, round winners, special prizes; also the printed announcement (no buttons). */
export function CircleSections({ slug, view, director, staff }: Props) {
  const { circle } = view;
  if (!circle) return <p className="notice">Results pending: the Director releases them after checking.</p>;
  const props = { slug, view, circle, director, staff };
  return (
    <div className="winners">
      <p className="muted">
        {basisText(view)} {circle.fieldSize} players ranked: top {circle.placesAwarded} placed.
      </p>
      <h2>Places</h2>
      <PlacesList {...props} />
      <RoundWinnersList {...props} />
      <SpecialPrizesList {...props} />
    </div>
  );
}
