import type { Verification } from './ruleset';
import { SEATS, type Seat } from './seats';

/** East of game `number` at a table: it passes round the seats taken, A first (T3A). */
export function eastOf(seats: readonly Seat[], number: number): Seat {
  return seats[(number - 1) % seats.length] as Seat;
}

/** Partners verify each other's cards (T4): A and C, B and D. */
const PARTNER: Record<Seat, Seat> = { A: 'C', B: 'D', C: 'A', D: 'B' };

const firstOther = (card: Seat, seated: readonly Seat[]): Seat | null =>
  SEATS.find((s) => s !== card && seated.includes(s)) ?? null;

/**
 * The seat whose player verifies `card`'s score card (docs/rules.md §3.2, T4). `pairs`: the partner, or, when the partner's
 * seat is empty at a 3-player table, the first other seat taken in the order A, B, C, D. `east`: East (seat A, or the
 * first seat taken if A is empty) verifies every card, and East's own card goes to the first other seat taken.
 * Null only when `card` is not a seat taken or nobody else sits at the table.
 */
export function verifierOf(card: Seat, seated: readonly Seat[], mode: Verification): Seat | null {
  if (!seated.includes(card)) return null;
  switch (mode) {
    case 'pairs': {
      const partner = PARTNER[card];
      return seated.includes(partner) ? partner : firstOther(card, seated);
    }
    case 'east': {
      const east = SEATS.find((s) => seated.includes(s)) as Seat;
      return card === east ? firstOther(card, seated) : east;
    }
  }
}

/** A seat's game scores, by game number. */
export type CardGames = readonly { number: number; scores: Partial<Record<Seat, number>> }[];

/** Each seated player's round total: the sum of their points in the games entered so far. */
export function cardTotals(games: CardGames, seated: readonly Seat[]): Record<Seat, number> {
  const totals = {} as Record<Seat, number>;
  for (const seat of seated) totals[seat] = games.reduce((sum, g) => sum + (g.scores[seat] ?? 0), 0);
  return totals;
}

/**
 * The cards a change to one game touches: the seats whose points in it differ from before (every seat, when the game
 * is new). Their verifications no longer hold; the others' still do.
 */
export function changedCards(
  before: Partial<Record<Seat, number>> | null,
  after: Partial<Record<Seat, number>>,
  seated: readonly Seat[],
): Seat[] {
  return seated.filter((seat) => before === null || before[seat] !== after[seat]);
}
