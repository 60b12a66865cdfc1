import { tablePlan } from './table-plan';
import { SEATS, type Seat, type SeatAssignment, type Seating, type SeatingProblem } from './types';

export type SeatMove = {
  readonly playerId: string;
  readonly from: { readonly table: number; readonly seat: Seat };
  readonly to: { readonly table: number; readonly seat: Seat };
};

export type RebalanceResult =
  | { readonly ok: true; readonly seating: Seating; readonly moves: readonly SeatMove[] }
  | { readonly ok: false; readonly problems: readonly SeatingProblem[] };

/**
 * Restores the table rules after seats were emptied: tables of 3 or 4, at most three 3-player tables. The
 * player count fixes the number of tables T, so the players at tables above T must move; beyond them a player
 * moves only to fill a table left with two or more empty seats. No other seating needs fewer moves.
 * Empty seats are kept on one letter where possible so that a rotation cannot bring two of them together.
 */
export function rebalance(seating: Seating): RebalanceResult {
  const playerCount = seating.filter((s) => s.playerId !== null).length;
  const planned = tablePlan(playerCount);
  if (!planned.ok) return { ok: false, problems: [planned.problem] };
  const tableCount = planned.plan.tableCount;
  const grid = Array.from({ length: tableCount }, () => SEATS.map((): string | null => null));
  const displaced: SeatAssignment[] = [];
  for (const s of seating) {
    const row = grid[s.table - 1];
    if (row) row[SEATS.indexOf(s.seat)] = s.playerId;
    else if (s.playerId !== null) displaced.push(s);
  }
  const emptyLetter = mostEmptyLetter(grid);
  const moves: SeatMove[] = [];
  const moveTo = (from: SeatAssignment, table: number): void => {
    const row = grid[table - 1] ?? [];
    const free = SEATS.filter((_, i) => row[i] === null);
    const seat = free.find((letter) => letter !== emptyLetter) ?? (free[0] as Seat);
    row[SEATS.indexOf(seat)] = from.playerId;
    if (from.playerId === null) return;
    moves.push({ playerId: from.playerId, from: { table: from.table, seat: from.seat }, to: { table, seat } });
  };
  for (let table = 1; table <= tableCount; table++) {
    while (emptySeats(grid, table) > 1) moveTo(displaced.shift() ?? takeFromFullTable(grid, emptyLetter), table);
  }
  for (const from of displaced) {
    const misplaced = grid.findIndex((row) => SEATS.some((seat, i) => row[i] === null && seat !== emptyLetter));
    const anyEmpty = grid.findIndex((row) => row.includes(null));
    moveTo(from, (misplaced >= 0 ? misplaced : anyEmpty) + 1);
  }
  const result = grid.flatMap((row, i) => SEATS.map((seat, j) => ({ table: i + 1, seat, playerId: row[j] ?? null })));
  return { ok: true, seating: result, moves };
}

function emptySeats(grid: (string | null)[][], table: number): number {
  return (grid[table - 1] ?? []).filter((p) => p === null).length;
}

/** Ties go to D, the letter a plan leaves empty. */
function mostEmptyLetter(grid: (string | null)[][]): Seat {
  let best: Seat = 'D';
  let bestCount = -1;
  for (const seat of ['D', 'C', 'B', 'A'] as const) {
    const count = grid.filter((row) => row[SEATS.indexOf(seat)] === null).length;
    if (count > bestCount) [best, bestCount] = [seat, count];
  }
  return best;
}

/**
 * Frees a seat at a full table, the last one, preferring its seat of `emptyLetter`. One exists whenever a table
 * has two empty seats: a valid player count leaves at most T empty seats in all.
 */
function takeFromFullTable(grid: (string | null)[][], emptyLetter: Seat): SeatAssignment {
  for (let i = grid.length - 1; i >= 0; i--) {
    const row = grid[i] ?? [];
    if (row.includes(null)) continue;
    const seatIndex = SEATS.indexOf(emptyLetter);
    const playerId = row[seatIndex] ?? null;
    row[seatIndex] = null;
    return { table: i + 1, seat: emptyLetter, playerId };
  }
  throw new Error('rebalance: no full table, which a valid player count rules out');
}
