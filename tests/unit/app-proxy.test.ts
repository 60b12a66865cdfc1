import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { constants, gunzipSync, gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { appProxy } from '@/server/app-proxy';
import { freePort } from '@/server/processes';
import { ZIPPED_HEADER } from '@/server/http/zip-answer';

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

let app: Server;
let front: Server;
let frontUrl: string;

/** Lets the streamed answer's second part go. */
let release = () => {};
const FIRST = 'a'.repeat(2000);
const SECOND = 'b'.repeat(2000);

/** Answers by address for the zipping tests; false for the others, which the echo answers. */
function zipCase(url: string | undefined, res: ServerResponse): boolean {
  const html = { 'content-type': 'text/html; charset=utf-8' };
  if (url === '/small') res.writeHead(200, html).end('<p>saved</p>');
  else if (url === '/events') res.writeHead(200, { 'content-type': 'text/event-stream' }).end(FIRST);
  else if (url === '/zipped') res.writeHead(200, { ...html, 'content-encoding': 'gzip' }).end(gzipSync(FIRST));
  else if (url === '/kept') res.writeHead(200, { ...html, [ZIPPED_HEADER]: 'gzip' }).end(gzipSync(FIRST));
  else if (url === '/slow-small') {
    res.writeHead(200, html).write('<p>saved');
    setTimeout(() => res.end('</p>'), 80);
  } else if (url === '/whole') {
    // A page as Next.js sends it: in several chunks, all at once.
    res.writeHead(200, html);
    for (const part of [FIRST, SECOND, FIRST]) res.write(part);
    res.end();
  } else if (url === '/streamed') {
    res.writeHead(200, { ...html, vary: 'rsc' });
    res.write(FIRST);
    new Promise<void>((resolve) => (release = resolve)).then(() => res.end(SECOND));
  } else return false;
  return true;
}

beforeAll(async () => {
  app = createServer((req, res) => {
    if (zipCase(req.url, res)) return;
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

/** A GET as a phone's browser sends it (gzip taken, unless `encoding` says otherwise), its answer not decoded. */
const asked = (path: string, encoding = 'gzip, deflate, br') =>
  new Promise<IncomingMessage>((resolve, reject) =>
    get(`${frontUrl}${path}`, { headers: { 'accept-encoding': encoding } }, resolve).on('error', reject),
  );

const bodyOf = async (answer: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of answer) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('the app’s answers zipped by the front', () => {
  test('an answer under 1 KB goes unzipped (zipping it cost more than it saved), saying it varies', async () => {
    const answer = await asked('/small');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect((await bodyOf(answer)).toString()).toBe('<p>saved</p>');
  });

  test('an answer under 1 KB goes unzipped however slowly it comes', async () => {
    const answer = await asked('/slow-small');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect((await bodyOf(answer)).toString()).toBe('<p>saved</p>');
  });

  test('a longer answer sent at once is zipped whole: one piece, its length said', async () => {
    const answer = await asked('/whole');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    const body = await bodyOf(answer);
    expect(answer.headers['content-length']).toBe(String(body.length));
    expect(gunzipSync(body).toString()).toBe(FIRST + SECOND + FIRST);
  });

  test('a longer answer still coming after a moment is zipped as it streams: its first part reaches the client before the app sends the rest', async () => {
    const answer = await asked('/streamed');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toBe('rsc, Accept-Encoding');
    const unzipped = (chunks: Buffer[]) =>
      gunzipSync(Buffer.concat(chunks), { finishFlush: constants.Z_SYNC_FLUSH }).toString();
    const first: Buffer[] = [];
    await new Promise<void>((resolve) =>
      answer.on('data', (chunk: Buffer) => first.push(chunk) && unzipped(first) === FIRST && resolve()),
    );
    answer.removeAllListeners('data');
    release();
    const rest = await bodyOf(answer);
    expect(gunzipSync(Buffer.concat([...first, rest])).toString()).toBe(FIRST + SECOND);
  });

  test('a client that does not take gzip, an answer zipped already and an event stream pass as they are', async () => {
    const plain = await asked('/streamed', 'identity');
    release();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((await bodyOf(plain)).toString()).toBe(FIRST + SECOND);
    const zipped = await asked('/zipped');
    expect(gunzipSync(await bodyOf(zipped)).toString()).toBe(FIRST);
    const events = await asked('/events');
    expect(events.headers['content-encoding']).toBeUndefined();
    expect((await bodyOf(events)).toString()).toBe(FIRST);
  });

  test('an answer the app zipped itself and said so (Next.js drops its Content-Encoding) goes as it is, named gzip', async () => {
    const kept = await asked('/kept');
    expect(kept.headers['content-encoding']).toBe('gzip');
    expect(kept.headers[ZIPPED_HEADER]).toBeUndefined();
    expect(kept.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(await bodyOf(kept)).toString()).toBe(FIRST);
  });
});
