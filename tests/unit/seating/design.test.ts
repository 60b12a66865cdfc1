import { describe, expect, test } from 'vitest';
import { bestDesign, designTables } from '@/lib/seating/generator/design';
import { finiteField } from '@/lib/seating/generator/ring';

/** Pairs of grid cells that share a table in more than one of the design's rounds. */
function repeatedPairs(tableCount: number, rounds: number): number {
  const design = bestDesign(tableCount);
  if (design === null) throw new Error('no design');
  const met = new Map<string, number>();
  for (let w = 0; w < rounds; w++) {
    const tables = designTables(design, w);
    for (let a = 0; a < tables.length; a++) {
      for (let b = a + 1; b < tables.length; b++) {
        if (tables[a] === tables[b]) met.set(`${a}-${b}`, (met.get(`${a}-${b}`) ?? 0) + 1);
      }
    }
  }
  return [...met.values()].filter((count) => count > 1).length;
}

describe('finiteField', () => {
  test.each([4, 8, 9, 16, 25, 27])('GF(%i): every non-zero element has an inverse, multiplication distributes', (q) => {
    const field = finiteField(q);
    if (field === null) throw new Error(`${q} is a prime power`);
    for (let a = 1; a < q; a++) expect(Array.from({ length: q }, (_, b) => field.mul(a, b))).toContain(1);
    for (let a = 0; a < q; a++) {
      for (let b = 0; b < q; b++) expect(field.mul(a, field.add(b, 1))).toBe(field.add(field.mul(a, b), a));
    }
  });

  test.each([6, 10, 12, 1])('%i is not a prime power', (q) => {
    expect(finiteField(q)).toBeNull();
  });
});

describe('bestDesign', () => {
  test.each([4, 5, 7, 8, 9, 11, 16])('%i tables (a prime power): %i rounds without a repeat', (tables) => {
    expect(bestDesign(tables)?.rounds).toBe(tables);
    expect(repeatedPairs(tables, tables)).toBe(0);
  });

  test.each([
    [6, 2],
    [10, 5],
    [12, 4],
    [500, 250],
  ])('%i tables: %i rounds without a repeat over the integers mod T', (tables, rounds) => {
    expect(bestDesign(tables)?.rounds).toBe(rounds);
    if (tables < 100) expect(repeatedPairs(tables, rounds)).toBe(0);
  });

  test('no design below 4 tables: there are not 4 letters to tell apart', () => {
    expect(bestDesign(3)).toBeNull();
  });
});
