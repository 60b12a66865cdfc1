import { expect, test } from 'vitest';
import { makingAhead } from '@/server/http/made-ahead';

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

test('each tournament of the app’s list is made ahead; the first pass that made something is said', async () => {
  const asked: [string, readonly string[]][] = [];
  const lines: string[] = [];
  const list = async () => ({ tournaments: [{ slug: 'open', addresses: ['/t/open', '/t/open/seating'] }] });
  const stop = makingAhead({
    list,
    ahead: async (scope, urls) => (asked.push([scope, urls]), 2),
    idle: () => true,
    log: (l) => lines.push(l),
  });
  await settle();
  stop();
  expect(asked).toEqual([['open', ['/t/open', '/t/open/seating']]]);
  expect(lines).toEqual([expect.stringMatching(/^Made ahead 2 answers of "open" in \d+\.\d s\.$/)]);
});

test('an answer of the app that is not the list makes nothing, and says nothing', async () => {
  let calls = 0;
  const lines: string[] = [];
  const list = async () => ({ tournaments: [{ slug: 'open' }] });
  const stop = makingAhead({ list, ahead: async () => (calls++, 1), idle: () => true, log: (l) => lines.push(l) });
  await settle();
  stop();
  expect([calls, lines]).toEqual([0, []]);
});

test('an answer is made ahead only while the app answers nothing else', async () => {
  let busy = true;
  let made = false;
  const list = async () => ({ tournaments: [{ slug: 'open', addresses: ['/t/open'] }] });
  const ahead = async (_scope: string, _urls: readonly string[], ready: () => Promise<void>) => {
    await ready();
    made = true;
    return 1;
  };
  const stop = makingAhead({ list, ahead, idle: () => !busy, log: () => {} });
  await new Promise((resolve) => setTimeout(resolve, 60));
  expect(made).toBe(false);
  busy = false;
  await new Promise((resolve) => setTimeout(resolve, 60));
  stop();
  expect(made).toBe(true);
});
