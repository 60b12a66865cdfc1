import { expect, test } from 'vitest';
import { nextTable } from '@/lib/sheets/next-table';

const sheets = (statuses: string) =>
  [...statuses].map((c, i) => ({ table: i + 1, status: { o: 'OPEN', s: 'SUBMITTED', a: 'ACCEPTED' }[c] as string }));

test.each<[string, number, number | null]>([
  ['aaosa', 2, 4], // a handed-in sheet first, even past an open one
  ['asaoa', 4, 2], // round to the start
  ['aaoaa', 2, 3], // none handed in: the next not accepted
  ['aaaaa', 3, null],
])('%s after table %i: %s', (statuses, current, expected) => {
  expect(nextTable(sheets(statuses), current)).toBe(expected);
});
