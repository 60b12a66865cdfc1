import { fork } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { handOver } from '@/server/front-handover';

const LATE_MS = 700;
let stop: (() => void) | null = null;
afterEach(() => stop?.());

const listening = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

/** One request on a connection of its own: its answer, or "none" when none comes within 3 s (a busy machine answers a local request well within it). */
const ask = (port: number) =>
  fetch(`http://127.0.0.1:${port}/`, { headers: { connection: 'close' }, signal: AbortSignal.timeout(3000) }).then(
    (response) => response.text(),
    () => 'none',
  );

test('the port is handed to a second front only once it can answer: no connection it takes meanwhile waits for ever', async () => {
  const first = createServer((_req, res) => res.end('first'));
  const port = await listening(first);
  const second = fork(path.join(__dirname, '../support/late-front.ts'), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, LATE_FRONT_MS: String(LATE_MS) },
  });
  stop = () => second.kill();
  let handed = false;
  const handing = handOver(second, first).then(() => (handed = true));
  // Both accept from the same socket: a connection the second took before it could answer would never be answered.
  const answers = [];
  for (const began = Date.now(); !handed || Date.now() - began < LATE_MS;) answers.push(await ask(port));
  await handing;
  first.close();
  const after = [await ask(port), await ask(port), await ask(port)];
  expect(answers).not.toContain('none');
  expect(after).toEqual(['second', 'second', 'second']);
});
