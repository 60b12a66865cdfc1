import { SEATS, sortSeating, type Seat, type Seating, type SeatingProblem } from './types';

/**
 * How later rounds are seated, chosen per tournament. Offsets are in tables: positive moves up to higher table
 * numbers, wrapping from table T to table 1.
 */
export type RotationPattern =
  | { readonly kind: 'standard' }
  | { readonly kind: 'variant' }
  | { readonly kind: 'custom'; readonly offsets: SeatOffsets }
  | { readonly kind: 'fewestRepeats' };

export type SeatOffsets = Readonly<Record<Seat, number>>;

/** T24: A up 1 table, B down 1, C up 2, D down 2. */
export const STANDARD_OFFSETS: SeatOffsets = { A: 1, B: -1, C: 2, D: -2 };
/** The variant some events use: A stays, B down 1, C down 2, D up 1. */
export const VARIANT_OFFSETS: SeatOffsets = { A: 0, B: -1, C: -2, D: 1 };

/** The offsets of a rotation pattern; null for the generator, which has none. */
export function offsetsOf(pattern: RotationPattern): SeatOffsets | null {
  switch (pattern.kind) {
    case 'standard':
      return STANDARD_OFFSETS;
    case 'variant':
      return VARIANT_OFFSETS;
    case 'custom':
      return pattern.offsets;
    case 'fewestRepeats':
      return null;
  }
}

/**
 * Moves every seat, empty ones too, by its letter's offset, keeping the letter. Each letter's move is a
 * permutation of the tables, so every table again gets exactly one seat of each letter.
 */
export function rotate(seating: Seating, offsets: SeatOffsets, tableCount: number): Seating {
  return sortSeating(seating.map((s) => ({ ...s, table: wrap(s.table - 1 + offsets[s.seat], tableCount) + 1 })));
}

/**
 * Why a pattern cannot be used for the next `rounds` rounds from this seating: offsets that are not whole
 * numbers, or two empty seats meeting at one table (a 2-player table). The second can only happen when empty
 * seats have different letters, after an uploaded seating or a withdrawal.
 */
export function rotationProblems(
  seating: Seating,
  offsets: SeatOffsets,
  tableCount: number,
  rounds = 1,
): SeatingProblem[] {
  const bad = SEATS.filter((seat) => !Number.isSafeInteger(offsets[seat]));
  if (bad.length > 0) {
    return bad.map((seat) => ({
      code: 'BAD_OFFSET',
      seat,
      message: `The offset of seat ${seat} must be a whole number.`,
    }));
  }
  const problems: SeatingProblem[] = [];
  let current = seating;
  for (let round = 1; round <= rounds; round++) {
    current = rotate(current, offsets, tableCount);
    for (const table of tablesWithTwoEmptySeats(current)) {
      problems.push({
        code: 'TWO_EMPTY_SEATS',
        table,
        message: `${round === 1 ? 'Next round' : `In ${round} rounds`}, table ${table} would have two empty seats.`,
      });
    }
  }
  return problems;
}

function tablesWithTwoEmptySeats(seating: Seating): number[] {
  const empty = new Map<number, number>();
  for (const s of seating) if (s.playerId === null) empty.set(s.table, (empty.get(s.table) ?? 0) + 1);
  return [...empty].filter(([, count]) => count > 1).map(([table]) => table);
}

function wrap(value: number, modulus: number): number {
  return ((value % modulus) + modulus) % modulus;
}
