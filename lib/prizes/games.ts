/** Where a game was played: enough to link it to its table's page. */
export type GameRef = { round: number; table: number; game: number };

/** One player's part in one game of an accepted sheet: what the special prizes are counted from. */
export type PrizeGame = GameRef & {
  playerId: string;
  points: number;
  /** The player won the game (mah jongg). */
  won: boolean;
  /** The card value of the winning hand, for the winner; null otherwise. */
  handValue: number | null;
  /** A win that earned the jokerless bonus (T13.2). */
  jokerlessWin: boolean;
};

/** Games in the order they were played: round, table, game. */
export const byPlay = (a: GameRef, b: GameRef) => a.round - b.round || a.table - b.table || a.game - b.game;
