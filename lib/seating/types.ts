/**
 * The shapes every seating module shares.
 *
 * A seating is one round's seats: for tables 1..T, exactly one entry for each of the seat letters A, B, C, D,
 * ordered by table then seat. `playerId` is null for the empty seat of a 3-player table (T3A, T5C). A valid
 * seating has no 2- or 5-player tables and at most three 3-player tables. Seat letters: A East, B North,
 * C West, D South (T4, T24).
 */
import { SEATS, type Seat } from '@/lib/rules/seats';

// One seat alphabet for the whole product: the rules core's.
export { SEATS, type Seat };

export type SeatAssignment = {
  readonly table: number;
  readonly seat: Seat;
  readonly playerId: string | null;
};

export type Seating = readonly SeatAssignment[];

export type SeatingProblemCode =
  | 'NO_PLAYERS'
  | 'CANNOT_SEAT'
  | 'DUPLICATE_PLAYER'
  | 'UNKNOWN_PLAYER'
  | 'MISSING_PLAYER'
  | 'NOT_SEATED'
  | 'ALREADY_SEATED'
  | 'SAME_PLAYER'
  | 'BAD_TABLE'
  | 'BAD_SEAT'
  | 'SEAT_TAKEN'
  | 'TABLE_SIZE'
  | 'TOO_MANY_THREE_PLAYER_TABLES'
  | 'TWO_EMPTY_SEATS'
  | 'BAD_OFFSET'
  | 'BAD_ROUND_COUNT';

/** A reason a seating cannot be made or accepted; `row` is the 1-based row of an uploaded list. */
export type SeatingProblem = {
  readonly code: SeatingProblemCode;
  readonly message: string;
  readonly table?: number;
  readonly seat?: Seat;
  readonly playerId?: string;
  readonly row?: number;
};

export type SeatingResult =
  | { readonly ok: true; readonly seating: Seating }
  | { readonly ok: false; readonly problems: readonly SeatingProblem[] };

export function isSeat(value: string): value is Seat {
  return (SEATS as readonly string[]).includes(value);
}

export function seatIndex(seat: Seat): number {
  return SEATS.indexOf(seat);
}

export function tableCountOf(seating: Seating): number {
  return seating.reduce((max, s) => Math.max(max, s.table), 0);
}

/** Table by table, seats A to D: the order a seating is kept in. */
export function sortSeating(seating: readonly SeatAssignment[]): SeatAssignment[] {
  return [...seating].sort((x, y) => x.table - y.table || seatIndex(x.seat) - seatIndex(y.seat));
}

export function seatedPlayers(seating: Seating): string[] {
  return seating.flatMap((s) => (s.playerId === null ? [] : [s.playerId]));
}
