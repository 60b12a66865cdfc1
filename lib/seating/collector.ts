import { SEATS, type Seat } from './types';

/** The seat that collects and hands in the table's cards (T25): round 1 A, 2 B, 3 C, 4 D, then A again. */
export function collectorSeat(roundNumber: number): Seat {
  const index = (((roundNumber - 1) % 4) + 4) % 4;
  return SEATS[index] as Seat;
}
