import { eastOf, SEATS, verifierOf, type Seat, type Verification } from '@/lib/rules';
import { collectorAt } from '@/lib/seating/collector';

type Player = { number: number; name: string };

export type CardSeat = {
  letter: Seat;
  /** Null for the empty seat of a 3-player table. */
  player: Player | null;
  /** The seat whose player verifies this seat's card (T4); null for an empty seat. */
  verifier: Seat | null;
};

/** What a table's printed score card shows before play: who sits where, who is East when, who verifies whom. */
export type ScoreCard = {
  table: number;
  /** A–D, an empty seat included. */
  seats: CardSeat[];
  /** The seats taken, in A–D order: the card's columns. */
  seated: Seat[];
  /** East of each game, game 1 first (T3A). */
  easts: Seat[];
  /** The seat that collects the cards and hands them in (T25). */
  collector: Seat;
};

export type CardsInput = {
  round: number;
  gamesPerRound: number;
  verification: Verification;
  tables: readonly number[];
  seats: readonly { table: number; letter: Seat; player: Player }[];
};

/** One score card per table of a round, in table order. */
export function scoreCards({ round, gamesPerRound, verification, tables, seats }: CardsInput): ScoreCard[] {
  return [...tables]
    .sort((a, b) => a - b)
    .map((table) => {
      const at = new Map(seats.filter((s) => s.table === table).map((s) => [s.letter, s.player]));
      const seated = SEATS.filter((letter) => at.has(letter));
      return {
        table,
        seats: SEATS.map((letter) => ({
          letter,
          player: at.get(letter) ?? null,
          verifier: verifierOf(letter, seated, verification),
        })),
        seated,
        easts: Array.from({ length: gamesPerRound }, (_, i) => eastOf(seated, i + 1)),
        collector: collectorAt(seated, round),
      };
    });
}
