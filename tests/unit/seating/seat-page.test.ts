import { describe, expect, test } from 'vitest';
import { NAMES_PER_PAGE, seatingHref, seatPage, TABLES_PER_PAGE } from '@/lib/seating/seat-page';
import { byName, LETTERS, type SeatRow } from '@/lib/seating/seat-search';

/** 130 tables of four, in table order; player n sits at table ⌈n/4⌉, and player 42 is "José Núñez". */
const tables = Array.from({ length: 130 }, (_, i) => i + 1);
const seats: SeatRow[] = tables.flatMap((table) =>
  LETTERS.map((letter, i) => {
    const number = (table - 1) * 4 + i + 1;
    return {
      table,
      letter,
      player: { id: `p${number}`, number, name: number === 42 ? 'José Núñez' : `Zed ${number}` },
    };
  }),
);

describe('a page of a round’s seating', () => {
  test('by table: whole tables, a page at a time; a page past the end shows the last', () => {
    const second = seatPage(seats, tables, 'table', { q: '', page: 2 });
    expect(second).toMatchObject({ page: 2, pages: 3, matched: 520 });
    expect(second.tables).toEqual(tables.slice(TABLES_PER_PAGE, 2 * TABLES_PER_PAGE));
    expect(second.seats).toHaveLength(4 * TABLES_PER_PAGE);
    expect(second.seats.every((s) => second.tables.includes(s.table))).toBe(true);
    expect(seatPage(seats, tables, 'table', { q: '', page: 9 })).toMatchObject({ page: 3, tables: tables.slice(100) });
  });

  test('by name: players in name order, a page at a time', () => {
    const first = seatPage(seats, tables, 'name', { q: '', page: 1 });
    expect(first.pages).toBe(Math.ceil(520 / NAMES_PER_PAGE));
    expect(first.seats).toHaveLength(NAMES_PER_PAGE);
    expect(first.seats[0]!.player.name).toBe('José Núñez');
    expect(first.seats[1]!.player.name).toBe('Zed 1');
  });

  test("a round's seats are sorted by name once, and stay in table order", () => {
    const inTableOrder = seats.map((s) => s.player.number);
    expect(byName(seats)).toBe(byName(seats));
    expect(byName(seats)[0]!.player.name).toBe('José Núñez');
    expect(seats.map((s) => s.player.number)).toEqual(inTableOrder);
    expect(byName([...seats])).not.toBe(byName(seats));
    expect(byName([...seats])).toEqual(byName(seats));
  });

  test('a search finds across every page: a number or part of a name, accents aside', () => {
    const mine = seatPage(seats, tables, 'table', { q: '#400', page: 1 });
    expect(mine).toMatchObject({ tables: [100], pages: 1, matched: 1 });
    expect(mine.seats.map((s) => s.player.number)).toEqual([397, 398, 399, 400]);
    expect(seatPage(seats, tables, 'name', { q: 'jose', page: 1 }).seats.map((s) => s.player.number)).toEqual([42]);
    expect(seatPage(seats, tables, 'name', { q: 'nobody', page: 1 })).toMatchObject({
      seats: [],
      matched: 0,
      pages: 1,
    });
  });

  test('addresses keep the order and the search, and leave out what is the default', () => {
    const path = '/t/spring/rounds/2/seating';
    expect(seatingHref(path, 'table', '', 1)).toBe(path);
    expect(seatingHref(path, 'name', ' ada ', 3)).toBe(`${path}?by=name&q=ada&page=3`);
  });
});
