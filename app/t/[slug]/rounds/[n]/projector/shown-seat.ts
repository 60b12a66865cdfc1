import type { Letter } from '@/lib/seating/seat-search';
import { packRows, unpacker, unpackRows } from '@/lib/util/packed-rows';

/** A seat as the big screen shows it: the page sends only these (no ids or numbers: 2,000 seats are the page's data). */
export type ShownSeat = { table: number; letter: Letter; player: { name: string } };

type PackedSeat = { table: number; letter: Letter; name: string };
const SEAT_KEYS: readonly (keyof PackedSeat)[] = ['table', 'letter', 'name'];

/** The round's seats as the page's data carries them (lib/util/packed-rows.ts). */
export const packSeats = (seats: readonly ShownSeat[]): string =>
  packRows(
    seats.map(({ table, letter, player }) => ({ table, letter, name: player.name })),
    SEAT_KEYS,
  );

/** The seats `packSeats` packed. */
export const unpackSeats = unpacker((packed): readonly ShownSeat[] =>
  unpackRows<PackedSeat>(packed, SEAT_KEYS).map(({ table, letter, name }) => ({ table, letter, player: { name } })),
);
