import { expect, test } from 'vitest';
import { initialsFit } from '@/lib/sheets/initials';

test.each<[string, string, boolean]>([
  ['MS', 'Mary Ann Smith', true],
  ['MAS', 'Mary Ann Smith', true],
  ['mas', 'Mary Ann Smith', true],
  ['AS', 'Mary Ann Smith', true],
  ['SM', 'Mary Ann Smith', false], // out of order
  ['MX', 'Mary Ann Smith', false], // a typo
  ['OK', 'Mary Ann Smith', false], // any letters
  ['MAS', 'Mary-Ann Smith', true],
  ['EO', 'Émilie O’Brien', true],
  ['MSS', 'Mary Ann Smith', false], // more letters than words
  ['', 'Mary Ann Smith', false],
])('%s for %s: %s', (initials, name, fits) => {
  expect(initialsFit(initials, name)).toBe(fits);
});
