import { gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { frontCache, type FrontAnswer, type FrontRequest } from '@/lib/http/front-cache';
import type { LiveMarkers } from '@/lib/standings/live';

/** A front cache over a fake app whose markers and pages the test moves, counting what the app is asked. */
function harness() {
  let clock = 0;
  const markers = new Map<string, LiveMarkers>([['open', { marker: 'm1', standings: 's1' }]]);
  const asked = { markers: 0, fills: [] as string[] };
  let version = 1;
  const cache = frontCache({
    now: () => clock,
    headers: { 'x-frame-options': 'DENY' },
    markers: async (slug) => (asked.markers++, markers.get(slug) ?? null),
    fill: async (url) => {
      asked.fills.push(url);
      const body = Buffer.from(`${url} v${version} `.repeat(url === '/api/tournaments/open/standings' ? 200 : 1));
      return { headers: { 'content-type': 'text/html', vary: 'rsc, Accept-Encoding' }, body };
    },
  });
  const get = (url: string, headers: FrontRequest['headers'] = {}) => cache.answer({ method: 'GET', url, headers });
  const text = async (url: string) => (await get(url))?.body.toString() ?? null;
  return {
    cache,
    get,
    text,
    asked,
    tick: (ms: number) => (clock += ms),
    move: (next: Partial<LiveMarkers>) => markers.set('open', { ...markers.get('open')!, ...next }),
    bump: () => version++,
  };
}

describe('the front cache', () => {
  test('answers the public pages from memory until their marker moves', async () => {
    const h = harness();
    expect(await h.text('/t/open/standings')).toBe('/t/open/standings v1 ');
    h.bump();
    expect(await h.text('/t/open/standings')).toBe('/t/open/standings v1 ');
    h.tick(1500);
    h.move({ marker: 'm2' });
    expect(await h.text('/t/open/standings')).toBe('/t/open/standings v1 ');
    expect(await h.text('/api/tournaments/open/rounds/1/tables/3')).toBe('/api/tournaments/open/rounds/1/tables/3 v2 ');
    h.tick(1500);
    h.move({ standings: 's2' });
    expect(await h.text('/t/open/standings')).toBe('/t/open/standings v2 ');
    expect(h.asked.fills).toEqual([
      '/t/open/standings',
      '/api/tournaments/open/rounds/1/tables/3',
      '/t/open/standings',
    ]);
  });

  test('keeps the clock while its marker stays, and makes it again at most every 5 s (its round may end by the clock)', async () => {
    const h = harness();
    const clock = '/api/tournaments/open/clock';
    expect(await h.text(clock)).toBe(`${clock} v1 `);
    h.bump();
    h.tick(4_000);
    expect(await h.text(clock)).toBe(`${clock} v1 `);
    h.tick(1_500);
    expect(await h.text(clock)).toBe(`${clock} v2 `);
    h.bump();
    h.tick(600);
    h.move({ marker: 'm2' });
    expect(await h.text(clock)).toBe(`${clock} v3 `);
    expect(h.asked.fills).toEqual([clock, clock, clock]);
  });

  test('asks the markers at most twice a second, and one question at a time', async () => {
    const h = harness();
    await Promise.all(Array.from({ length: 20 }, () => h.get('/api/tournaments/open/standings')));
    expect(h.asked.markers).toBe(1);
    h.tick(499);
    await h.get('/api/tournaments/open/live');
    expect(h.asked.markers).toBe(1);
    h.tick(1);
    const live = await h.get('/api/tournaments/open/live');
    expect(h.asked.markers).toBe(2);
    expect(JSON.parse(live!.body.toString())).toEqual({ marker: 'm1', standings: 's1' });
    expect(live!.headers).toMatchObject({ 'x-frame-options': 'DENY', 'cache-control': 'no-store' });
  });

  test('leaves to the app whatever depends on more than the address', async () => {
    const h = harness();
    const session = { cookie: 'a=1; __Secure-next-auth.session-token=xyz' };
    expect(await h.get('/t/open/standings', session)).toBeNull();
    expect(await h.get('/t/open/standings', { rsc: '1' })).toBeNull();
    expect(await h.get('/t/open/standings?q=smith')).toBeNull();
    expect(await h.get('/t/open/scores/1')).toBeNull();
    expect(await h.get('/t/nowhere/standings')).toBeNull();
    expect(await h.get('//elsewhere/t/open/standings')).toBeNull();
    expect(await h.get('/t/%6fpen/standings')).toBeNull();
    expect(await h.get('/t/OPEN/standings')).toBeNull();
    expect(await h.get('/t/open/../open/standings')).toBeNull();
    expect(await h.get('/api/tournaments/open/live?x=1')).toBeNull();
    expect(await h.cache.answer({ method: 'POST', url: '/t/open/standings', headers: {} })).toBeNull();
    expect(await h.text('/t/open/standings?page=2')).toBe('/t/open/standings?page=2 v1 ');
    expect(h.asked.fills).toEqual(['/t/open/standings?page=2']);
  });

  test('gzips once for the clients that take it', async () => {
    const h = harness();
    const url = '/api/tournaments/open/standings';
    const zipped = await h.get(url, { 'accept-encoding': 'gzip, br' });
    expect(zipped!.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'rsc, Accept-Encoding' });
    expect(zipped!.headers['content-length']).toBe(String(zipped!.body.length));
    expect(gunzipSync(zipped!.body).toString()).toBe(`${url} v1 `.repeat(200));
    const plain = await h.get(url);
    expect(plain!.headers['content-encoding']).toBeUndefined();
    expect(plain!.body.toString()).toBe(`${url} v1 `.repeat(200));
  });

  test('answers at once, without a promise, while the markers are fresh and the answer kept for them', async () => {
    const h = harness();
    const url = '/api/tournaments/open/rounds/1/tables/3';
    const first = h.get(url);
    expect(first).toBeInstanceOf(Promise);
    await Promise.all([first, h.get(url)]);
    expect(h.asked.fills).toEqual([url]);
    const atOnce = h.get(url);
    expect(atOnce).not.toBeInstanceOf(Promise);
    expect((atOnce as FrontAnswer).body.toString()).toBe(`${url} v1 `);
    expect(h.get('/api/tournaments/open/live')).not.toBeInstanceOf(Promise);
    h.tick(500);
    expect(h.get(url)).toBeInstanceOf(Promise);
  });

  test('a slow new answer holds the first request after a change; the others get the one before meanwhile', async () => {
    const url = '/api/tournaments/open/standings';
    let marker = 'm1';
    let release = () => {};
    const fills: string[] = [];
    const cache = frontCache({
      now: () => 0,
      markerMs: 0,
      markers: async () => ({ marker, standings: marker }),
      fill: async () => {
        fills.push(marker);
        if (marker !== 'm1') await new Promise<void>((resolve) => (release = resolve));
        return { headers: {}, body: Buffer.from(`made at ${marker}`) };
      },
    });
    const text = async () => (await cache.answer({ method: 'GET', url, headers: {} }))?.body.toString();
    expect(await text()).toBe('made at m1');
    marker = 'm2';
    const first = text();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await text()).toBe('made at m1');
    release();
    expect(await first).toBe('made at m2');
    expect(await text()).toBe('made at m2');
    expect(fills).toEqual(['m1', 'm2']);
  });
});
