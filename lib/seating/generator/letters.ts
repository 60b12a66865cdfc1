import { SEATS, type Seat, type SeatAssignment, type Seating } from '../types';
import { EMPTY } from './schedule';

const ORDERS_OF_4 = permutations([0, 1, 2, 3]);
const ORDERS_OF_3 = permutations([0, 1, 2]);

/**
 * Turns planned tables into seatings. Who shares a table is fixed; the letters at each table are chosen so that
 * players get the letters they have had least (letters decide who moves where and who collects the cards).
 * The empty seat stays D. `letterCounts[p * 4 + seat]` holds the history's letters and is updated.
 */
export function toSeatings(
  slots: Int32Array,
  playerIds: readonly string[],
  tableCount: number,
  letterCounts: Int32Array,
): Seating[] {
  const rounds: Seating[] = [];
  for (let base = 0; base < slots.length; base += tableCount * 4) {
    const seating: SeatAssignment[] = [];
    for (let table = 0; table < tableCount; table++) {
      const players = Array.from(slots.subarray(base + table * 4, base + table * 4 + 4)).filter((p) => p !== EMPTY);
      const orders = players.length === 4 ? ORDERS_OF_4 : ORDERS_OF_3;
      const order = orders.reduce((chosen, candidate) =>
        cost(players, candidate, letterCounts) < cost(players, chosen, letterCounts) ? candidate : chosen,
      );
      const byLetter = SEATS.map((): string | null => null);
      players.forEach((p, i) => {
        const letter = order[i]!;
        letterCounts[p * 4 + letter]!++;
        byLetter[letter] = playerIds[p] ?? null;
      });
      SEATS.forEach((seat: Seat, i) => seating.push({ table: table + 1, seat, playerId: byLetter[i] ?? null }));
    }
    rounds.push(seating);
  }
  return rounds;
}

function cost(players: readonly number[], order: readonly number[], letterCounts: Int32Array): number {
  return players.reduce((sum, p, i) => sum + letterCounts[p * 4 + order[i]!]!, 0);
}

function permutations(items: readonly number[]): number[][] {
  if (items.length <= 1) return [items.slice()];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}
