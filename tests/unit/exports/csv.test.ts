import { describe, expect, test } from 'vitest';
import { csvField, csvHeader, csvRecord, csvRows, csvTable, type CsvCell, type CsvColumn } from '@/lib/util/csv';

describe('csvField', () => {
  test.each<[CsvCell, string, string]>([
    ['plain', 'plain', 'plain text as it is'],
    [12, '12', 'a number'],
    [-10, '-10', 'a negative number stays a number, not text'],
    [0, '0', 'zero'],
    [null, '', 'null is empty'],
    ['', '', 'an empty string'],
    ['Lee, Ann', '"Lee, Ann"', 'a comma is quoted'],
    ['the "real" one', '"the ""real"" one"', 'quotes are doubled'],
    ['two\nlines', '"two\nlines"', 'a line break is quoted'],
    ['=SUM(A1:A9)', "'=SUM(A1:A9)", 'a formula is kept as text'],
    ['-10 points', "'-10 points", 'text starting with a minus is kept as text'],
    ['+cmd', "'+cmd", 'a plus'],
    ['@me', "'@me", 'an at sign'],
    ['=HYPERLINK("x", "y")', '"\'=HYPERLINK(""x"", ""y"")"', 'guarded and quoted'],
    ['José Núñez', 'José Núñez', 'accents pass through'],
  ])('%j → %j (%s)', (cell, field) => {
    expect(csvField(cell)).toBe(field);
  });
});

type Row = { name: string; points: number; note: string | null };
const COLUMNS: readonly CsvColumn<Row>[] = [
  ['name', (r) => r.name],
  ['points', (r) => r.points],
  ['note', (r) => r.note],
];
const ROWS: Row[] = [
  { name: 'Ann', points: 25, note: null },
  { name: 'Lee, Bo', points: -10, note: 'dead hand' },
];

describe('records and tables', () => {
  test('a record ends in CRLF', () => {
    expect(csvRecord(['a', 1, null])).toBe('a,1,\r\n');
  });

  test('a table is the byte-order mark and its header, followed by its rows', () => {
    expect(csvTable(COLUMNS, ROWS)).toBe('\uFEFFname,points,note\r\nAnn,25,\r\n"Lee, Bo",-10,dead hand\r\n');
    expect(csvHeader(COLUMNS) + csvRows(COLUMNS, ROWS)).toBe(csvTable(COLUMNS, ROWS));
  });

  test('no rows: the byte-order mark and the header alone', () => {
    expect(csvTable(COLUMNS, [])).toBe('\uFEFFname,points,note\r\n');
    expect(csvRows(COLUMNS, [])).toBe('');
  });
});
