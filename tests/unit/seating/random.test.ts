import { describe, expect, test } from 'vitest';
import { createRandom } from '@/lib/random';

describe('createRandom', () => {
  test('the same seed gives the same sequence, another seed another one', () => {
    const draw = (seed: string) => Array.from({ length: 5 }, createRandom(seed).next);
    expect(draw('round-1')).toEqual(draw('round-1'));
    expect(draw('round-1')).not.toEqual(draw('round-2'));
  });

  test('next stays in [0, 1) and int(n) in [0, n), reaching every value', () => {
    const random = createRandom('range');
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const x = random.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      seen.add(random.int(7));
    }
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  test('shuffle returns a permutation and leaves its input alone', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    const shuffled = createRandom('shuffle').shuffle(items);
    expect(items).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
    expect(shuffled).not.toEqual(items);
  });
});
