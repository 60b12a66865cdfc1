import { describe, expect, test } from 'vitest';
import { nameItems, tableCards, type SeatList } from '@/app/t/[slug]/rounds/[n]/seating/_components/seat-list';
import type { SeatRow } from '@/lib/seating/seat-search';

const seat = (table: number, letter: SeatRow['letter'], number: number, name: string): SeatRow => ({
  table,
  letter,
  player: { id: `p${number}`, number, name },
});
const seats = [seat(1, 'A', 1, 'Ann'), seat(1, 'B', 2, '<b>Bo</b> & "Co"'), seat(1, 'D', 4, 'Dee')];
const list = (over: Partial<SeatList> = {}): SeatList => ({
  collector: 'A',
  tableBase: '/t/x/rounds/1/tables/',
  playerBase: '/t/x/player/',
  shown: new Set(seats.map((s) => s.player.id)),
  filtering: false,
  ...over,
});

describe("the seat finder's list as HTML text", () => {
  test("a player's name is shown as text, never as markup", () => {
    for (const text of [nameItems(seats, list()).text, tableCards([1], seats, list()).text]) {
      expect(text).toContain('<a href="/t/x/player/2">&lt;b&gt;Bo&lt;/b&gt; &amp; &quot;Co&quot;</a>');
      expect(text).not.toContain('<b>Bo');
    }
  });

  test('by table: four places in seat order, the empty one said, the collector marked, links only where given', () => {
    const text = tableCards([1], seats, list({ tableBase: undefined })).text;
    expect(text).toMatch(/^<section class="seat-card" aria-label="Table 1">\s*<h2>Table 1<\/h2>/);
    expect(text.match(/<span class="letter[^"]*"[^>]*>([A-D])/g)?.map((s) => s.at(-1))).toEqual(['A', 'B', 'C', 'D']);
    expect(text).toMatch(/title="This seat collects the score cards"\s*>A<span class="sr-only"> \(collects/);
    expect(text).toContain('<span class="letter">C</span><span class="name muted">empty seat</span>');
    expect(text).not.toContain('/tables/');
  });

  test('a search hides the tables and players it does not find, and marks the seats it does', () => {
    const found = list({ shown: new Set(['p4']), filtering: true });
    const byTable = tableCards([1, 2], [...seats, seat(2, 'A', 5, 'Eve')], found).text;
    expect(byTable).toContain('<section class="seat-card" aria-label="Table 1"');
    expect(byTable).toContain('<section class="seat-card filtered-out" aria-label="Table 2"');
    expect(byTable.match(/<li class="hit"/g)).toHaveLength(1);
    expect(tableCards([1], seats, list()).text).not.toContain('class="hit"');
    const byName = nameItems(seats, found).text;
    expect(byName.match(/<li class="filtered-out"/g)).toHaveLength(2);
    expect(byName).toContain(
      '<b><a href="/t/x/rounds/1/tables/1">Table 1</a></b> <span aria-hidden="true">·</span> Seat',
    );
  });
});
