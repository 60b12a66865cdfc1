import { checkSeating } from './check';
import { duplicatePlayers } from './round-one';
import {
  isSeat,
  SEATS,
  sortSeating,
  tableCountOf,
  type SeatAssignment,
  type SeatingProblem,
  type SeatingResult,
} from './types';

/** One line of a Director's seating list, unchecked. */
export type SeatingRow = { readonly table: number; readonly seat: string; readonly playerId: string };

/**
 * A Director's own round-1 seating: every active player exactly once, real seats, tables 1..T of 3 or 4 players,
 * at most three 3-player tables. Letters left out at a table become its empty seat. Every problem is returned,
 * with the 1-based row it comes from where there is one.
 */
export function seatingFromList(rows: readonly SeatingRow[], playerIds: readonly string[]): SeatingResult {
  const problems: SeatingProblem[] = duplicatePlayers(playerIds);
  const active = new Set(playerIds);
  const placed = new Map<string, number>();
  const seats = new Map<string, number>();
  const seating: SeatAssignment[] = [];
  rows.forEach(({ table, seat, playerId }, index) => {
    const row = index + 1;
    const before = problems.length;
    if (!Number.isInteger(table) || table < 1) {
      problems.push({ code: 'BAD_TABLE', row, table, message: `Row ${row}: table ${table} is not a table number.` });
    }
    if (!isSeat(seat)) {
      problems.push({ code: 'BAD_SEAT', row, message: `Row ${row}: seat "${seat}" is not A, B, C or D.` });
    }
    if (!active.has(playerId)) {
      problems.push({
        code: 'UNKNOWN_PLAYER',
        row,
        playerId,
        message: `Row ${row}: ${playerId} is not an active player.`,
      });
    }
    const earlierPlayer = placed.get(playerId);
    if (earlierPlayer !== undefined) {
      problems.push({
        code: 'DUPLICATE_PLAYER',
        row,
        playerId,
        message: `Row ${row}: ${playerId} is already seated on row ${earlierPlayer}.`,
      });
    }
    const earlierSeat = seats.get(`${table}${seat}`);
    if (earlierSeat !== undefined) {
      problems.push({
        code: 'SEAT_TAKEN',
        row,
        table,
        message: `Row ${row}: seat ${seat} of table ${table} is already taken on row ${earlierSeat}.`,
      });
    }
    placed.set(playerId, placed.get(playerId) ?? row);
    seats.set(`${table}${seat}`, seats.get(`${table}${seat}`) ?? row);
    if (problems.length === before && isSeat(seat)) seating.push({ table, seat, playerId });
  });
  for (const playerId of active) {
    if (!placed.has(playerId)) {
      problems.push({ code: 'MISSING_PLAYER', playerId, message: `${playerId} has no seat.` });
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  const complete = withEmptySeats(seating);
  const tableProblems = checkSeating(complete);
  return tableProblems.length > 0 ? { ok: false, problems: tableProblems } : { ok: true, seating: complete };
}

function withEmptySeats(seating: readonly SeatAssignment[]): SeatAssignment[] {
  const taken = new Set(seating.map((s) => `${s.table}${s.seat}`));
  const tableCount = tableCountOf(seating);
  const empty: SeatAssignment[] = [];
  for (let table = 1; table <= tableCount; table++) {
    for (const seat of SEATS) {
      if (!taken.has(`${table}${seat}`)) empty.push({ table, seat, playerId: null });
    }
  }
  return sortSeating([...seating, ...empty]);
}
