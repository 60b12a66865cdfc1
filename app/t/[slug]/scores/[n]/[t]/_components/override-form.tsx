'use client';

import { ActionForm } from '@/app/_components/action-form';
import { overrideScoreAction } from '@/lib/incidents/actions';

type Props = {
  slug: string;
  games: readonly { id: string; number: number }[];
  seats: readonly { letter: string; name: string }[];
  /** On an accepted sheet the override amends it: every player present (T26). */
  accepted: boolean;
};

/** The Director rules one seat's points in one game otherwise, with a reason; the computed value stays beside it. */
export function OverrideForm({ slug, games, seats, accepted }: Props) {
  if (games.length === 0) return <p className="muted">No game entered yet.</p>;
  return (
    <ActionForm action={overrideScoreAction} className="override-form">
      <input type="hidden" name="slug" value={slug} />
      <label>
        Game{' '}
        <select name="gameId">
          {games.map((g) => (
            <option key={g.id} value={g.id}>
              {g.number}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        Seat{' '}
        <select name="letter">
          {seats.map((s) => (
            <option key={s.letter} value={s.letter}>
              {s.letter} {s.name}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        Points <input name="points" type="number" step={1} required className="narrow" />
      </label>
      <label className="stacked">
        Reason <input name="reason" required minLength={5} maxLength={500} />
      </label>
      {accepted && (
        <label>
          <input type="checkbox" name="allPresent" /> Every player of the table is present (T26)
        </label>
      )}
      <button type="submit">Rule these points</button>
    </ActionForm>
  );
}
