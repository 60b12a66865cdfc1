import type { Letter, SeatRow } from '@/lib/seating/seat-search';

/** A seat as the round's seating JSON gives it (app/api/tournaments/[slug]/rounds/[n]/seating). */
type SeatJson = { table: number; seat: Letter; player: SeatRow['player'] };

/** The round's every seat from its seating JSON, in table order, with the tables they fill. */
export function roundSeatsOf(json: unknown): { seats: SeatRow[]; tables: number[] } {
  const seats = (json as SeatJson[]).map(({ table, seat, player }) => ({ table, letter: seat, player }));
  return { seats, tables: [...new Set(seats.map((s) => s.table))] };
}
