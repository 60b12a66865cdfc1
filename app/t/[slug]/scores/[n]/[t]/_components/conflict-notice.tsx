'use client';

import type { GameRecord, Seat } from '@/lib/rules';
import { describeGame } from '@/lib/sheets/describe';

export type StoredGame = {
  version: number;
  record: GameRecord;
  scores: Partial<Record<Seat, number>>;
  enteredBy: string | null;
};

/** What someone else saved while this user was typing, and a way to start again from it. */
export function ConflictNotice({
  game,
  nameOf,
  onUse,
}: {
  game: StoredGame;
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
