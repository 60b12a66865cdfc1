import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { frontServer } from '@/server/front-server';
import { peerServer, stampsFromPeer, stampsSchema } from '@/server/http/peer-front';
import type { Written } from '@/server/http/front-cache';
import type { Stamps } from '@/lib/live/grains';

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

const STAMPS: Stamps = { frame: 'f', standings: 's', ranking: 'r', all: 'a', tables: {}, places: {} };

/** The fake app: what the front asks of it itself (stamps, pages to keep), counted. */
const asked = { stamps: 0, pages: 0 };
let app: Server;
let front: Server;
let peer: Server;
let second: Server;
let secondBase: string;
/** The writes each front told the other of. */
const told: { first: Written[]; second: Written[] } = { first: [], second: [] };
let base: string;
/** The client's address as the front's server works it out, per test. */
let client: string | null = '203.0.113.9';

beforeAll(async () => {
  app = createServer((req, res) => {
    if (req.url === '/api/tournaments/open/stamps') {
      asked.stamps++;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(STAMPS));
    } else if (req.url === '/t/open') {
      asked.pages++;
      res.writeHead(200, { 'content-type': 'text/html', 'x-cache-grains': 'frame' }).end('<p>open</p>');
    } else res.writeHead(404).end();
  });
  const appPort = await listen(app);
  /** What the front hands to the app itself: the address the request carries, echoed. */
  const handle = (req: IncomingMessage, res: import('node:http').ServerResponse, answered: () => void) => {
    res.writeHead(200);
    answered();
    if (req.url !== '/t/open/slow') return void res.end(`${req.method} ${String(req.headers['x-client-address'])}`);
    // A server action's answer: its result first, the page it renders again a while later.
    res.write('saved');
    setTimeout(() => res.end(), 300);
  };
  const first = frontServer({
    handle,
    source: { appPort },
    securityHeaders: {},
    clientOf: () => client,
    wrote: (written) => told.first.push(written),
  });
  front = first.server;
  base = `http://127.0.0.1:${await listen(front)}`;
  peer = peerServer(first.cache);
  second = frontServer({
    handle,
    source: { peerPort: await listen(peer) },
    securityHeaders: {},
    clientOf: () => client,
    wrote: (written) => told.second.push(written),
  }).server;
  secondBase = `http://127.0.0.1:${await listen(second)}`;
});

afterAll(() => {
  second.close();
  peer.close();
  front.close();
  app.close();
});

test('what the app is handed carries the address the server worked out, never the one the client claims', async () => {
  client = '203.0.113.9';
  const claimed = { 'x-client-address': '6.6.6.6' };
  expect(await (await fetch(`${base}/account`, { headers: claimed })).text()).toBe('GET 203.0.113.9');
  expect(await (await fetch(`${base}/t/open/x`, { method: 'POST', headers: claimed })).text()).toBe('POST 203.0.113.9');
  client = null;
  expect(await (await fetch(`${base}/account`, { headers: claimed })).text()).toBe('GET undefined');
});

test('a write through the front has the stamps asked again before the next kept answer; a read does not', async () => {
  client = '203.0.113.9';
  expect(await (await fetch(`${base}/t/open`)).text()).toBe('<p>open</p>');
  const before = { ...asked };
  expect(await (await fetch(`${base}/t/open`)).text()).toBe('<p>open</p>');
  expect(asked).toEqual(before);
  await (await fetch(`${base}/t/open/x`, { method: 'POST' })).text();
  expect(await (await fetch(`${base}/t/open`)).text()).toBe('<p>open</p>');
  expect(asked.stamps).toBe(before.stamps + 1);
});

test('a client shown a write’s result reads it at once: the stamps are asked again before the write’s answer ends', async () => {
  client = '203.0.113.9';
  expect(await (await fetch(`${base}/t/open`)).text()).toBe('<p>open</p>');
  const before = asked.stamps;
  const saving = await fetch(`${base}/t/open/slow`, { method: 'POST' });
  const reader = saving.body!.getReader();
  expect(new TextDecoder().decode((await reader.read()).value)).toBe('saved');
  expect(await (await fetch(`${base}/t/open`)).text()).toBe('<p>open</p>');
  expect(asked.stamps).toBe(before + 1);
  while (!(await reader.read()).done);
});

test('a second front answers from what it asked of the first, which made it: the app is asked once for both', async () => {
  client = '203.0.113.9';
  await (await fetch(`${base}/t/open/x`, { method: 'POST' })).text(); // the stamps read again before the next answer
  const before = { ...asked };
  expect(await (await fetch(`${secondBase}/t/open`)).text()).toBe('<p>open</p>');
  expect(await (await fetch(`${secondBase}/t/open`)).text()).toBe('<p>open</p>');
  expect(await (await fetch(`${base}/t/open`)).text()).toBe('<p>open</p>');
  expect(asked).toEqual({ stamps: before.stamps + 1, pages: before.pages });
});

test('each front tells the other of a write through it, with its client', async () => {
  client = '203.0.113.9';
  told.first.length = told.second.length = 0;
  await (await fetch(`${secondBase}/t/open/x`, { method: 'POST' })).text();
  expect(told.second).toContainEqual({ method: 'POST', url: '/t/open/x', client: '203.0.113.9' });
  await (await fetch(`${secondBase}/t/open`)).text();
  expect(told.second.every(({ method }) => method === 'POST')).toBe(true);
  expect(told.first).toEqual([]);
});

test('the first front’s own port for the second answers nothing but its stamps and kept answers', async () => {
  const peerBase = `http://127.0.0.1:${(peer.address() as AddressInfo).port}`;
  const after = { 'x-peer-after': '0' };
  expect((await fetch(`${peerBase}/t/open`)).status).toBe(400); // no time given
  expect((await fetch(`${peerBase}/t/open`, { method: 'POST', headers: after })).status).toBe(400);
  expect((await fetch(`${peerBase}/account`, { headers: after })).status).toBe(404);
  const page = await fetch(`${peerBase}/t/open`, { headers: after });
  expect(page.headers.get('x-cache-grains')).toBe('frame');
  expect(await page.text()).toBe('<p>open</p>');
  const stamps = await fetch(`${peerBase}/.stamps?scope=open`, { headers: after });
  expect((await stamps.json()).stamps).toEqual(STAMPS);
});

test('the second front gives up asking the first for its stamps after a while', async () => {
  const silent = createServer(() => undefined); // takes the question, never answers
  const port = await listen(silent);
  try {
    const began = Date.now();
    await expect(stampsFromPeer(port, 100)('open', 0)).rejects.toThrow();
    expect(Date.now() - began).toBeLessThan(2_000);
  } finally {
    silent.closeAllConnections();
    silent.close();
  }
});

test('stamps as JSON are taken only with a stamp of text for every table and place', () => {
  expect(stampsSchema.safeParse(STAMPS).success).toBe(true);
  expect(stampsSchema.safeParse({ ...STAMPS, tables: { '1:1': 'a', '1:2': 3 } }).success).toBe(false);
  expect(stampsSchema.safeParse({ ...STAMPS, places: ['a'] }).success).toBe(false);
  expect(stampsSchema.safeParse({ ...STAMPS, places: null }).success).toBe(false);
  expect(stampsSchema.safeParse({ ...STAMPS, frame: undefined }).success).toBe(false);
});
