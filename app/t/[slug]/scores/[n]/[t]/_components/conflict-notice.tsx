'use client';

import type { Seat } from '@/lib/rules';
import { describeGame } from '@/lib/sheets/describe';
import type { NewerGame } from '@/lib/sheets/mutations/record-game';

/** What someone else saved while this user was typing, and a way to start again from it. */
export function ConflictNotice({
  game,
  nameOf,
  onUse,
}: {
  game: NewerGame;
  nameOf: (s: Seat) => string;
  onUse: () => void;
}) {
  const points = Object.entries(game.scores)
    .map(([seat, p]) => `${seat} ${p}`)
    .join(' · ');
  return (
    <div className="notice warn">
      <p>
        Saved meanwhile by {game.enteredBy ?? 'someone else'}: {describeGame(game.record, nameOf)} ({points}).
      </p>
      <button type="button" className="secondary" onClick={onUse}>
        Edit their version
      </button>
    </div>
  );
}
