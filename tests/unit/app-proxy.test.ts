import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { appProxy } from '@/server/app-proxy';
import { freePort } from '@/server/processes';

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

let app: Server;
let front: Server;
let frontUrl: string;

beforeAll(async () => {
  app = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      res.writeHead(201, [
        'set-cookie',
        'a=1; Path=/',
        'set-cookie',
        'b=2; Path=/',
        'x-seen-address',
        String(req.headers['x-client-address']),
      ]);
      res.end(`${req.method} ${req.url} ${Buffer.concat(chunks).toString('utf8')}`);
    });
  });
  const proxy = appProxy(await listen(app));
  front = createServer((req, res) => proxy(req, res));
  frontUrl = `http://127.0.0.1:${await listen(front)}`;
});

afterAll(() => {
  front.close();
  app.close();
});

test("the app's answer comes back whole: status, every cookie, the body of the request it was sent", async () => {
  const response = await fetch(`${frontUrl}/t/demo?x=1`, {
    method: 'POST',
    body: 'game=4',
    headers: { 'x-client-address': '10.0.0.7' },
  });
  expect(response.status).toBe(201);
  expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  expect(response.headers.get('x-seen-address')).toBe('10.0.0.7');
  expect(await response.text()).toBe('POST /t/demo?x=1 game=4');
});

test('an app that does not answer gives a 502 saying to try again, not a hung request', async () => {
  const gone = appProxy(await freePort());
  const lone = createServer((req, res) => gone(req, res));
  const response = await fetch(`http://127.0.0.1:${await listen(lone)}/`);
  lone.close();
  expect(response.status).toBe(502);
  expect(await response.text()).toMatch(/try again/);
});
