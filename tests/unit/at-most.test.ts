import { expect, test } from 'vitest';
import { atMost } from '@/server/at-most';

test('at most two calls run at once; the others wait and run in the order they came', async () => {
  const started: number[] = [];
  const finish = new Map<number, () => void>();
  const run = atMost(2, (n: number) => {
    started.push(n);
    return new Promise<number>((done) => finish.set(n, () => done(n * 10)));
  });
  const answers = [1, 2, 3, 4].map((n) => run(n));
  await Promise.resolve();
  expect(started).toEqual([1, 2]);
  finish.get(2)!();
  await expect(answers[1]).resolves.toBe(20);
  expect(started).toEqual([1, 2, 3]);
  finish.get(1)!();
  finish.get(3)!();
  await expect(answers[2]).resolves.toBe(30);
  finish.get(4)!();
  await expect(Promise.all(answers)).resolves.toEqual([10, 20, 30, 40]);
});

test('a call that fails gives its place to the next', async () => {
  const run = atMost(1, async (fail: boolean) => {
    if (fail) throw new Error('no');
    return 'yes';
  });
  const [failed, next] = [run(true), run(false)];
  await expect(failed).rejects.toThrow('no');
  await expect(next).resolves.toBe('yes');
});
