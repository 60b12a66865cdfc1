import { expect, test } from 'vitest';
import { processMap } from '@/lib/util/process-map';

test('a map asked by the same name is the same map, wherever it is asked from', () => {
  const kept = processMap<string, number>('test.kept');
  kept.set('a', 1);
  expect(processMap<string, number>('test.kept').get('a')).toBe(1);
  expect(processMap<string, number>('test.other').has('a')).toBe(false);
});
