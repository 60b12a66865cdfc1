import { fold as foldText } from '@/lib/util/fold';

export type Letter = 'A' | 'B' | 'C' | 'D';
export type SeatRow = { table: number; letter: Letter; player: { id: string; number: number; name: string } };

export const LETTERS: readonly Letter[] = ['A', 'B', 'C', 'D'];

/** Lower case without accents, trimmed, so " jose" finds "José". */
export const fold = (text: string) => foldText(text).trim();

/** Whether a seat's player is the one typed: part of the name, or the player number (with or without #). */
export function matches(row: SeatRow, folded: string): boolean {
  if (folded === '') return true;
  const number = folded.replace(/^#/, '');
  if (/^\d+$/.test(number)) return String(row.player.number) === number;
  return fold(row.player.name).includes(folded);
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const sortedByName = new WeakMap<readonly object[], readonly object[]>();

/**
 * Seats in alphabetical order of the player's name, worked out once for each list (lists of seats are never changed:
 * a round's 2,000 seats, kept while the round holds still, are sorted once, not at each request by name: 4–6 ms).
 */
export function byName<R extends { player: { name: string } }>(rows: readonly R[]): readonly R[] {
  let sorted = sortedByName.get(rows) as readonly R[] | undefined;
  if (!sorted) {
    sorted = [...rows].sort((a, b) => collator.compare(a.player.name, b.player.name));
    sortedByName.set(rows, sorted);
  }
  return sorted;
}

/** Every table's four places in seat order, an empty seat of a 3-player table as null. */
export function tablesOf<R extends { table: number; letter: Letter }>(tables: readonly number[], rows: readonly R[]) {
  const at = new Map(rows.map((r) => [`${r.table}${r.letter}`, r]));
  return tables.map((table) => ({
    table,
    seats: LETTERS.map((letter) => ({ letter, row: at.get(`${table}${letter}`) ?? null })),
  }));
}
