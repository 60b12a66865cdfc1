import { expect, test } from 'vitest';
import { briefList } from '@/lib/util/brief-list';

test.each<[number, string]>([
  [1, '1'],
  [8, '1, 2, 3, 4, 5, 6, 7, 8'],
  [9, '1, 2, 3, 4, 5 and 4 more'],
  [499, '1, 2, 3, 4, 5 and 494 more'],
])('%i items', (count, text) => {
  expect(briefList(Array.from({ length: count }, (_, i) => i + 1))).toBe(text);
});
