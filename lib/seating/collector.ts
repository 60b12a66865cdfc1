import { SEATS, type Seat } from './types';

/** The seat that collects and hands in the table's cards (T25): round 1 A, 2 B, 3 C, 4 D, then A again. */
export function collectorSeat(roundNumber: number): Seat {
  const index = (((roundNumber - 1) % 4) + 4) % 4;
  return SEATS[index] as Seat;
}

/** The collector at a table with these seats taken: the round's collector seat, or the next seat taken after it. */
export function collectorAt(seated: readonly Seat[], roundNumber: number): Seat {
  const start = SEATS.indexOf(collectorSeat(roundNumber));
  const letter = [0, 1, 2, 3].map((i) => SEATS[(start + i) % SEATS.length] as Seat).find((s) => seated.includes(s));
  if (!letter) throw new Error('A table with nobody seated has no collector');
  return letter;
}
