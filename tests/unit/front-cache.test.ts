import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { frontCache, type Filled, type FrontAnswer, type FrontRequest } from '@/server/http/front-cache';
import { parseDeclaration, type Stamps } from '@/lib/live/grains';

/** Making ahead at once: the fake app has nothing else to do. */
const ready = async () => {};
const TABLE_3 = '/t/open/rounds/1/tables/3';
const TABLE_4 = '/t/open/rounds/1/tables/4';
const PLAYER_7 = '/t/open/player/7';
const STANDINGS = '/api/tournaments/open/standings';

/** What the fake app's answers declare they show; an address not here says nothing. */
const DECLARED: Record<string, string> = {
  [TABLE_3]: 'frame table:1:3',
  [TABLE_4]: 'frame table:1:4',
  [PLAYER_7]: 'frame table:1:3 table:2:5 place:7',
  [STANDINGS]: 'frame standings',
  '/t/open/standings?page=2': 'frame standings',
  '/t/open/clock': 'frame;until=10000',
  '/': 'frame',
};

/** Stamps of a tournament with nothing but its frame. */
const onlyFrame = (frame: string): Stamps => ({ frame, standings: '', ranking: '', all: '', tables: {}, places: {} });

/** A front cache over a fake app whose stamps and pages the test moves, counting what the app is asked. */
function harness() {
  let clock = 0;
  const open: Stamps = {
    frame: 'f1',
    standings: 's1',
    ranking: 'r1',
    all: 'a1',
    tables: { '1:3': '1', '1:4': '1', '2:5': '1' },
    places: { '7': '12' },
  };
  const site: Stamps = { ...open, frame: 'list1', tables: {}, places: {} };
  const asked = { stamps: 0, fills: [] as string[] };
  let version = 1;
  const cache = frontCache({
    now: () => clock,
    // Answers made again at once after a change: the gap between two makings has tests of its own.
    gapMs: 0,
    headers: { 'x-frame-options': 'DENY' },
    stamps: async (scope) => {
      asked.stamps++;
      const stamps = scope === 'open' ? structuredClone(open) : scope === '' ? site : null;
      return stamps && { stamps };
    },
    fill: async (url, router): Promise<Filled> => {
      // The app's payload for the client router names the tree it was asked for.
      const asFor = router ? ` for ${router['next-router-state-tree']}` : '';
      asked.fills.push(`${url}${asFor}`);
      if (url.startsWith('/t/open/scores'))
        return { status: 307, headers: {}, body: Buffer.from(''), declaration: null };
      const body = Buffer.from(`${url}${asFor} v${version} `.repeat(url === STANDINGS ? 200 : 1));
      const declared = DECLARED[url];
      const headers = { 'content-type': 'text/html', vary: 'rsc, Accept-Encoding' };
      // A build file: the app marks it immutable (server/http/cache-grains.ts).
      if (url.startsWith('/_next/static/'))
        return { status: 200, headers, body, declaration: { grains: [], until: null } };
      return { status: 200, headers, body, declaration: declared ? parseDeclaration(declared) : null };
    },
  });
  const get = (url: string, headers: FrontRequest['headers'] = {}) => cache.answer({ method: 'GET', url, headers });
  const text = async (url: string) => (await get(url))?.body.toString() ?? null;
  /** Reads each address and returns which of them the app was asked for. */
  const refilled = async (...urls: string[]) => {
    asked.fills = [];
    for (const url of urls) await text(url);
    return asked.fills;
  };
  return {
    cache,
    get,
    text,
    asked,
    refilled,
    open,
    site,
    /** A moment passes: the stamps are asked again at the next request. */
    tick: (ms = 500) => (clock += ms),
    bump: () => version++,
  };
}

/**
 * A front cache over one stamp, `frame`, whose answers say so: once the frame moves from f1, each new answer is held
 * until `release` is called.
 */
function heldOnceMoved() {
  const app = { clock: 0, frame: 'f1', release: () => {} };
  const cache = frontCache({
    now: () => app.clock,
    gapMs: 0,
    waitMs: 5,
    stamps: async () => ({ stamps: onlyFrame(app.frame) }),
    fill: async () => {
      const made = app.frame;
      if (made !== 'f1') await new Promise<void>((resolve) => (app.release = resolve));
      return { status: 200, headers: {}, body: Buffer.from(`made at ${made}`), declaration: parseDeclaration('frame') };
    },
  });
  return { app, cache };
}

describe('the front cache', () => {
  test('keeps each answer until a grain it shows moves: a save at one table remakes that table and its players', async () => {
    const h = harness();
    const all = [TABLE_3, TABLE_4, PLAYER_7, STANDINGS];
    expect(await h.refilled(...all)).toEqual(all);
    h.bump();
    h.tick();
    expect(await h.refilled(...all)).toEqual([]);
    h.open.tables['1:3'] = '2';
    h.open.all = 'a2';
    h.tick();
    expect(await h.refilled(...all)).toEqual([TABLE_3, PLAYER_7]);
    expect(await h.text(TABLE_4)).toBe(`${TABLE_4} v1 `);
    expect(await h.text(TABLE_3)).toBe(`${TABLE_3} v2 `);
  });

  test('a rank that moves remakes that player’s page; the standings follow the standings, the frame everything', async () => {
    const h = harness();
    const all = [TABLE_3, PLAYER_7, STANDINGS];
    await h.refilled(...all);
    h.open.places['7'] = '15';
    h.tick();
    expect(await h.refilled(...all)).toEqual([PLAYER_7]);
    h.open.standings = 's2';
    h.tick();
    expect(await h.refilled(...all)).toEqual([STANDINGS]);
    h.open.frame = 'f2';
    h.tick();
    expect(await h.refilled(...all)).toEqual(all);
  });

  test('an answer not read while its table moved is made again when next read, whatever moved in between', async () => {
    const h = harness();
    await h.refilled(TABLE_3, TABLE_4);
    h.open.tables['1:3'] = '2';
    h.tick();
    expect(await h.refilled(TABLE_4)).toEqual([]);
    // Only table 4 moves next: table 3's answer, last found good two readings of the stamps ago, is behind still.
    h.open.tables['1:4'] = '2';
    h.tick();
    expect(await h.refilled(TABLE_3, TABLE_4)).toEqual([TABLE_3, TABLE_4]);
    h.open.tables['2:5'] = '2';
    h.tick();
    expect(await h.refilled(TABLE_3, TABLE_4)).toEqual([]);
  });

  test('an answer that says nothing of what it shows follows anything of its tournament, and lasts 5 s', async () => {
    const h = harness();
    const changes = '/t/open/changes';
    expect(await h.refilled(changes, changes)).toEqual([changes]);
    h.open.all = 'a2';
    h.tick();
    expect(await h.refilled(changes)).toEqual([changes]);
    h.tick(4_000);
    expect(await h.refilled(changes)).toEqual([]);
    h.tick(1_000);
    expect(await h.refilled(changes)).toEqual([changes]);
  });

  test('an answer that may read otherwise at a time (a round’s time running out) is made again from then', async () => {
    const h = harness();
    expect(await h.refilled('/t/open/clock')).toEqual(['/t/open/clock']);
    h.tick(9_000);
    expect(await h.refilled('/t/open/clock')).toEqual([]);
    h.tick(1_000);
    expect(await h.refilled('/t/open/clock')).toEqual(['/t/open/clock']);
  });

  test('the site’s own pages follow the list of tournaments', async () => {
    const h = harness();
    expect(await h.refilled('/', '/')).toEqual(['/']);
    h.site.frame = 'list2';
    h.tick();
    expect(await h.refilled('/')).toEqual(['/']);
  });

  test('asks the stamps at most twice a second, and one question at a time', async () => {
    const h = harness();
    await Promise.all(Array.from({ length: 20 }, () => h.get(STANDINGS)));
    expect(h.asked.stamps).toBe(1);
    h.tick(499);
    await h.get('/api/tournaments/open/live');
    expect(h.asked.stamps).toBe(1);
    h.tick(1);
    const live = await h.get('/api/tournaments/open/live');
    expect(h.asked.stamps).toBe(2);
    expect(JSON.parse(live!.body.toString())).toEqual({ marker: 'a1', standings: 's1' });
    expect(live!.headers).toMatchObject({ 'x-frame-options': 'DENY', 'cache-control': 'no-store' });
  });

  test('answers a live page the digest of its own grains, which moves only when they do', async () => {
    const h = harness();
    const digest = async () =>
      JSON.parse((await h.get('/api/tournaments/open/live?grains=frame,table:1:3,place:7'))!.body.toString());
    const first = await digest();
    h.open.tables['1:4'] = '2';
    h.tick();
    expect(await digest()).toEqual(first);
    h.open.places['7'] = '3';
    h.tick();
    expect(await digest()).not.toEqual(first);
    expect(await h.get('/api/tournaments/open/live?grains=nonsense')).toBeNull();
  });

  test('leaves to the app whatever depends on more than the address, or cannot be kept', async () => {
    const h = harness();
    const session = { cookie: 'a=1; __Secure-next-auth.session-token=xyz' };
    expect(await h.get(STANDINGS, session)).toBeNull();
    expect(await h.get(STANDINGS, { ...session, rsc: '1' })).toBeNull();
    expect(await h.get(STANDINGS, { rsc: ['1', '1'] })).toBeNull();
    expect(await h.get(STANDINGS, { rsc: '1', 'next-router-state-tree': 'x'.repeat(4_000) })).toBeNull();
    expect(await h.get('/api/tournaments/open/live', { rsc: '1' })).toBeNull();
    expect(await h.get('/t/nowhere/standings')).toBeNull();
    expect(await h.get('//elsewhere/t/open/standings')).toBeNull();
    expect(await h.get('/t/%6fpen/standings')).toBeNull();
    expect(await h.get('/t/OPEN/standings')).toBeNull();
    expect(await h.get('/t/open/../open/standings')).toBeNull();
    expect(await h.get('/api/tournaments/open/stamps')).toBeNull();
    expect(await h.get('/api/tournaments/open/live?x=1')).toBeNull();
    expect(await h.cache.answer({ method: 'POST', url: STANDINGS, headers: {} })).toBeNull();
    expect(h.asked.fills).toEqual([]);
    expect(await h.get('/t/open/scores/1')).toBeNull();
    expect(await h.get('/t/open/scores/1')).toBeNull();
    expect(h.asked.fills).toEqual(['/t/open/scores/1']);
    h.tick(10_000);
    expect(await h.get('/t/open/scores/1')).toBeNull();
    expect(h.asked.fills).toEqual(['/t/open/scores/1', '/t/open/scores/1']);
    expect(await h.text('/t/open/standings?page=2')).toBe('/t/open/standings?page=2 v1 ');
  });

  test('a live page’s refresh is kept apart from the page by its router headers: one made a change, for every phone', async () => {
    const h = harness();
    const tree = (page: string) => ({ rsc: '1', 'next-router-state-tree': page });
    expect(await h.text(PLAYER_7)).toBe(`${PLAYER_7} v1 `);
    const refresh = async (page: string) => (await h.get(PLAYER_7, tree(page)))?.body.toString();
    expect(await refresh('[player]')).toBe(`${PLAYER_7} for [player] v1 `);
    expect(await refresh('[player]')).toBe(`${PLAYER_7} for [player] v1 `);
    expect(await refresh('[seating]')).toBe(`${PLAYER_7} for [seating] v1 `);
    expect(h.asked.fills).toEqual([PLAYER_7, `${PLAYER_7} for [player]`, `${PLAYER_7} for [seating]`]);
    // A grain it shows moves: made again once, whoever asks, as the page is.
    h.open.tables['2:5'] = '2';
    h.bump();
    h.tick();
    expect(await h.refilled(PLAYER_7)).toEqual([PLAYER_7]);
    expect(await refresh('[player]')).toBe(`${PLAYER_7} for [player] v2 `);
    expect(await refresh('[player]')).toBe(`${PLAYER_7} for [player] v2 `);
    expect(h.asked.fills).toEqual([PLAYER_7, `${PLAYER_7} for [player]`]);
    // Made ahead after a change, like the pages being read.
    h.open.tables['2:5'] = '3';
    h.bump();
    h.tick();
    await h.cache.ahead('open', [], ready);
    expect(h.asked.fills).toEqual([PLAYER_7, `${PLAYER_7} for [player]`, `${PLAYER_7} for [player]`]);
  });

  test('a refresh is never given the answer before while its new one is made: its page asked because it moved', async () => {
    const { app, cache } = heldOnceMoved();
    const refresh = () => cache.answer({ method: 'GET', url: TABLE_3, headers: { rsc: '1' } });
    expect((await refresh())?.body.toString()).toBe('made at f1');
    app.frame = 'f2';
    app.clock = 500;
    const first = refresh();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Its new answer is being made for the first: a page's reader would be given the one before meanwhile.
    const second = refresh();
    app.release();
    expect((await first)?.body.toString()).toBe('made at f2');
    expect((await second)?.body.toString()).toBe('made at f2');
  });

  test('keeps Next’s build files while it runs, whatever moves; nothing else under the build’s addresses', async () => {
    const h = harness();
    const script = '/_next/static/chunks/0mg024ytlpm6o.js';
    expect(await h.refilled(script, script)).toEqual([script]);
    h.site.frame = 'list2';
    h.open.frame = 'f2';
    h.tick(60_000);
    expect(await h.refilled(script)).toEqual([]);
    for (const other of [`${script}?v=2`, '/_next/static/../t/open', '/_next/image', '/_next/static/a/b/c/d/e.js'])
      expect(await h.get(other)).toBeNull();
  });

  test('gzips once for the clients that take it', async () => {
    const h = harness();
    const zipped = await h.get(STANDINGS, { 'accept-encoding': 'gzip, br' });
    expect(zipped!.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'rsc, Accept-Encoding' });
    expect(zipped!.headers['content-length']).toBe(String(zipped!.body.length));
    expect(gunzipSync(zipped!.body).toString()).toBe(`${STANDINGS} v1 `.repeat(200));
    const plain = await h.get(STANDINGS);
    expect(plain!.headers['content-encoding']).toBeUndefined();
    expect(plain!.body.toString()).toBe(`${STANDINGS} v1 `.repeat(200));
  });

  test('keeps an answer the app zipped itself as it came, unzipped for a client that does not take gzip', async () => {
    const text = 'rank,number,name\r\n'.repeat(100);
    const appZipped = gzipSync(text);
    const cache = frontCache({
      now: () => 0,
      stamps: async () => ({ stamps: structuredClone(harness().open) }),
      fill: async () => ({
        status: 200,
        headers: { 'content-type': 'text/csv' },
        body: appZipped,
        declaration: parseDeclaration('frame standings'),
        zipped: true,
      }),
    });
    const get = (headers: FrontRequest['headers']) => cache.answer({ method: 'GET', url: STANDINGS, headers });
    const zipped = await get({ 'accept-encoding': 'gzip' });
    expect(zipped!.headers['content-encoding']).toBe('gzip');
    expect(zipped!.body).toBe(appZipped);
    const plain = await get({});
    expect(plain!.headers['content-encoding']).toBeUndefined();
    expect(plain!.body.toString()).toBe(text);
  });

  test('answers at once, without a promise, while the stamps are fresh and the answer kept for them', async () => {
    const h = harness();
    const first = h.get(TABLE_3);
    expect(first).toBeInstanceOf(Promise);
    await Promise.all([first, h.get(TABLE_3)]);
    expect(h.asked.fills).toEqual([TABLE_3]);
    const atOnce = h.get(TABLE_3);
    expect(atOnce).not.toBeInstanceOf(Promise);
    expect((atOnce as FrontAnswer).body.toString()).toBe(`${TABLE_3} v1 `);
    expect(h.get('/api/tournaments/open/live')).not.toBeInstanceOf(Promise);
    h.tick(500);
    expect(h.get(TABLE_3)).toBeInstanceOf(Promise);
  });

  /** A cache over one address whose answer is slow to make after the frame moves, until `release`d. */
  function slowApp(waitMs: number) {
    const app = { clock: 0, frame: 'f1', fills: [] as string[], release: () => {} };
    const cache = frontCache({
      now: () => app.clock,
      stampsMs: 0,
      waitMs,
      gapMs: 0,
      stamps: async () => ({
        stamps: onlyFrame(app.frame),
      }),
      fill: async () => {
        const frame = app.frame;
        app.fills.push(frame);
        if (frame !== 'f1') await new Promise<void>((resolve) => (app.release = resolve));
        return {
          status: 200,
          headers: {},
          body: Buffer.from(`made at ${frame}`),
          declaration: parseDeclaration('frame'),
        };
      },
    });
    const text = async (client?: string) =>
      (await cache.answer({ method: 'GET', url: STANDINGS, headers: {}, client }))?.body.toString();
    return { app, cache, text };
  }

  test('a slow new answer holds the first reader after a change a moment, then the answer before is given', async () => {
    const { app, text } = slowApp(5);
    expect(await text()).toBe('made at f1');
    app.frame = 'f2';
    expect(await text()).toBe('made at f1');
    expect(await text()).toBe('made at f1');
    app.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await text()).toBe('made at f2');
    expect(app.fills).toEqual(['f1', 'f2']);
  });

  test('a new answer made within the moment is the one given', async () => {
    const { app, text } = slowApp(1_000);
    expect(await text()).toBe('made at f1');
    app.frame = 'f2';
    const first = text();
    await new Promise((resolve) => setTimeout(resolve, 0));
    app.release();
    expect(await first).toBe('made at f2');
  });

  test('the answer before is not given once it has been out of date 2 s, nor to a client who wrote', async () => {
    const { app, cache, text } = slowApp(5);
    expect(await text()).toBe('made at f1');
    cache.written({ method: 'POST', url: '/t/open/scores/1/3', client: '10.0.0.7' });
    app.clock = 1;
    app.frame = 'f2';
    expect(await text()).toBe('made at f1');
    const writer = text('10.0.0.7');
    app.clock = 2_002;
    const late = text();
    app.release();
    expect(await writer).toBe('made at f2');
    expect(await late).toBe('made at f2');
  });

  test('an answer nobody read for a while is not given while its new one is made, however lately its change was found', async () => {
    const { app, text } = slowApp(5);
    expect(await text()).toBe('made at f1');
    app.clock = 60_000;
    app.frame = 'f2'; // moved some time in the minute nobody read it
    const late = text();
    await new Promise((resolve) => setTimeout(resolve, 20));
    app.release();
    expect(await late).toBe('made at f2');
  });

  test('a client who wrote is not given an answer still being made from the stamps before its write', async () => {
    let frame = 'f1';
    const releases: (() => void)[] = [];
    const cache = frontCache({
      now: () => 0,
      stampsMs: 0,
      gapMs: 0,
      stamps: async () => ({ stamps: onlyFrame(frame) }),
      fill: async () => {
        const at = frame; // what the page reads when it starts being made
        if (at !== 'f1') await new Promise<void>((resolve) => releases.push(resolve));
        return { status: 200, headers: {}, body: Buffer.from(`made at ${at}`), declaration: parseDeclaration('frame') };
      },
    });
    const text = async (client?: string) =>
      (await cache.answer({ method: 'GET', url: STANDINGS, headers: {}, client }))?.body.toString();
    expect(await text()).toBe('made at f1');
    frame = 'f2';
    const reader = text(); // its new answer is being made, from f2
    await new Promise((resolve) => setTimeout(resolve, 0));
    frame = 'f3';
    cache.written({ method: 'POST', url: '/t/open/rounds/1/tables/3', client: '10.0.0.7' });
    const writer = text('10.0.0.7');
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const release of releases) release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const release of releases) release();
    expect(await writer).toBe('made at f3');
    expect(await reader).toBe('made at f2'); // it did not write: the answer made from the stamps it read
    expect(await text()).toBe('made at f3');
  });

  test('while the stamps are asked again, the others are answered from the ones before, for up to 1.5 s', async () => {
    let clock = 0;
    let release = () => {};
    let frame = 'f1';
    const cache = frontCache({
      now: () => clock,
      gapMs: 0,
      stamps: async () => {
        if (frame !== 'f1') await new Promise<void>((resolve) => (release = resolve));
        return { stamps: onlyFrame(frame) };
      },
      fill: async () => {
        const body = Buffer.from(`made at ${frame}`);
        return { status: 200, headers: {}, body, declaration: parseDeclaration('frame') };
      },
    });
    const get = () => cache.answer({ method: 'GET', url: STANDINGS, headers: {} });
    expect((await get())?.body.toString()).toBe('made at f1');
    frame = 'f2';
    clock = 500;
    const first = get();
    expect(first).toBeInstanceOf(Promise);
    const meanwhile = get();
    expect(meanwhile).not.toBeInstanceOf(Promise);
    expect((meanwhile as FrontAnswer).body.toString()).toBe('made at f1');
    clock = 1_500;
    expect(get()).toBeInstanceOf(Promise);
    release();
    expect((await first)?.body.toString()).toBe('made at f2');
  });

  test('while a new answer is made, the one before is given at once, without a promise, as a kept answer is', async () => {
    const { app, cache } = heldOnceMoved();
    const get = () => cache.answer({ method: 'GET', url: STANDINGS, headers: {} });
    expect((await get())?.body.toString()).toBe('made at f1');
    app.frame = 'f2';
    app.clock = 500;
    // The stamps asked again: the new answer is being made; its first reader waits 5 ms for it, then has the one
    // before.
    expect((await get())?.body.toString()).toBe('made at f1');
    const meanwhile = get();
    expect(meanwhile).not.toBeInstanceOf(Promise);
    expect((meanwhile as FrontAnswer).body.toString()).toBe('made at f1');
    app.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((get() as FrontAnswer).body.toString()).toBe('made at f2');
  });

  test('whoever wrote reads what they wrote: a write through this instance has the stamps asked again at once', async () => {
    const h = harness();
    expect(await h.refilled(TABLE_3, TABLE_4)).toEqual([TABLE_3, TABLE_4]);
    h.open.tables['1:3'] = '2';
    h.bump();
    h.tick(100);
    expect(await h.refilled(TABLE_3)).toEqual([]);
    h.cache.written({ method: 'POST', url: '/t/open/rounds/1/tables/3' });
    h.tick(1);
    expect(await h.refilled(TABLE_3, TABLE_4)).toEqual([TABLE_3]);
    expect(await h.text(TABLE_3)).toBe(`${TABLE_3} v2 `);
    // Reads and another tournament's writes leave the stamps as they are.
    const asked = h.asked.stamps;
    h.cache.written({ method: 'GET', url: '/t/open/rounds/1/tables/3' });
    h.cache.written({ method: 'POST', url: '/t/other/rounds/1/tables/3' });
    h.tick(1);
    await h.refilled(TABLE_3);
    expect(h.asked.stamps).toBe(asked);
  });

  /** A cache of at most `maxBytes` whose app answers every address with `bodyOf` it, following the frame; its fills. */
  function limitedCache(maxBytes: number, bodyOf: (url: string) => string) {
    const fills: string[] = [];
    const cache = frontCache({
      now: () => 0,
      maxBytes,
      stamps: async () => ({ stamps: onlyFrame('f') }),
      fill: async (url) => {
        fills.push(url);
        return { status: 200, headers: {}, body: Buffer.from(bodyOf(url)), declaration: parseDeclaration('frame') };
      },
    });
    return { cache, fills };
  }

  test('over the byte limit, the answers given least recently go first', async () => {
    const { cache, fills } = limitedCache(5_000, () => 'x'.repeat(900));
    const get = (n: number) => cache.answer({ method: 'GET', url: `/t/open/player/${n}`, headers: {} });
    for (const n of [1, 2, 3, 4, 5]) await get(n);
    await get(1); // read again: now the most recently given
    await get(6); // over 5,000 bytes: the least recently given (2) goes
    fills.length = 0;
    for (const n of [1, 4, 5, 6]) await get(n);
    expect(fills).toEqual([]);
    await get(2); // made again, and 3, now the least recently given, goes
    await get(3);
    expect(fills).toEqual(['/t/open/player/2', '/t/open/player/3']);
  });

  test('keeps a large answer zipped only: a hall of player pages fits the byte limit', async () => {
    const { cache, fills } = limitedCache(100_000, (url) => `<p>${url}</p>`.repeat(2_000));
    const pages = Array.from({ length: 20 }, (_, i) => `/t/open/player/${i + 1}`);
    const get = (url: string, encoding?: string) =>
      cache.answer({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
    for (const url of pages) await get(url, 'gzip');
    for (const url of pages) await get(url, 'gzip');
    expect(fills).toEqual(pages);
    const plain = await get(pages[0]!);
    expect(plain!.body.toString()).toBe(`<p>${pages[0]}</p>`.repeat(2_000));
    expect(plain!.headers['content-length']).toBe(String(plain!.body.length));
  });

  test('an answer zipped here holds only its bytes: zlib writes them into a buffer of 16 KB', async () => {
    const { cache } = limitedCache(100_000, (url) => `<p>${url}</p>`.repeat(2_000));
    const answer = await cache.answer({ method: 'GET', url: PLAYER_7, headers: { 'accept-encoding': 'gzip' } });
    expect(answer!.body.length).toBeLessThan(16_384);
    expect(answer!.body.buffer.byteLength).toBe(answer!.body.length);
  });

  test('makes ahead the listed addresses it does not hold good, and no others, once the tournament is being read', async () => {
    const h = harness();
    const listed = [TABLE_3, TABLE_4, PLAYER_7];
    expect(await h.cache.ahead('open', listed, ready)).toBe(0); // nobody reads the tournament here yet
    expect(h.asked.fills).toEqual([]);
    expect(await h.refilled(STANDINGS)).toEqual([STANDINGS]);
    expect(await h.cache.ahead('open', listed, ready)).toBe(3);
    expect(h.asked.fills.toSorted()).toEqual([PLAYER_7, TABLE_3, TABLE_4, STANDINGS].toSorted());
    expect(await h.refilled(...listed)).toEqual([]); // the hall finds them made
    h.tick();
    h.open.tables['1:3'] = '2'; // a save at table 3: its page and player 7's move
    h.asked.fills = [];
    expect(await h.cache.ahead('open', listed, ready)).toBe(2);
    expect(h.asked.fills.toSorted()).toEqual([PLAYER_7, TABLE_3]);
  });

  test('a listed address made ahead is made again after a change only if it was given since it was made', async () => {
    const h = harness();
    await h.text(STANDINGS);
    const listed = [TABLE_3, PLAYER_7];
    expect(await h.cache.ahead('open', listed, ready)).toBe(2);
    await h.text(TABLE_3); // the table's page is read; player 7's is not
    h.tick();
    h.open.tables['1:3'] = '2';
    h.asked.fills = [];
    expect(await h.cache.ahead('open', listed, ready)).toBe(1);
    expect(h.asked.fills).toEqual([TABLE_3]);
    expect(await h.refilled(PLAYER_7)).toEqual([PLAYER_7]); // made when next asked
  });

  test('an answer a change moved is not made ahead if it was last given more than 10 s ago', async () => {
    const h = harness();
    await h.text(STANDINGS);
    h.tick();
    await h.text(STANDINGS); // given since it was made, at 0.5 s
    h.tick(10_001);
    h.open.standings = 's2';
    h.asked.fills = [];
    expect(await h.cache.ahead('open', [], ready)).toBe(0);
    expect(await h.refilled(STANDINGS)).toEqual([STANDINGS]); // made when next asked
  });

  test('makes ahead an answer a change moved only if it was given since it was made', async () => {
    const h = harness();
    await h.text(STANDINGS);
    await h.text('/t/open/standings?page=2');
    h.tick();
    await h.text(STANDINGS); // given again since made; page 2 is not
    h.tick();
    h.open.standings = 's2';
    h.asked.fills = [];
    expect(await h.cache.ahead('open', [], ready)).toBe(1);
    expect(h.asked.fills).toEqual([STANDINGS]);
    expect(await h.cache.ahead('open', [], ready)).toBe(0); // made again: not given since
  });

  test('nothing is made ahead for a tournament not read here for 10 minutes', async () => {
    const h = harness();
    await h.text(TABLE_3);
    h.tick(10 * 60_000 + 1);
    h.open.tables['1:3'] = '2';
    h.asked.fills = [];
    expect(await h.cache.ahead('open', [TABLE_3, TABLE_4], ready)).toBe(0);
    expect(h.asked.fills).toEqual([]);
  });

  describe('an answer made again at most once a second', () => {
    /** One address of the standings, made from the frame of the moment; the app counts what it made. */
    function quickApp() {
      const app = { clock: 0, frame: 'f1', fills: [] as string[] };
      const cache = frontCache({
        now: () => app.clock,
        stampsMs: 0,
        stamps: async () => ({
          stamps: onlyFrame(app.frame),
        }),
        fill: async () => {
          app.fills.push(app.frame);
          const body = Buffer.from(`made at ${app.frame}`);
          return { status: 200, headers: {}, body, declaration: parseDeclaration('frame') };
        },
      });
      const text = async (client?: string) =>
        (await cache.answer({ method: 'GET', url: STANDINGS, headers: {}, client }))?.body.toString();
      return { app, cache, text };
    }

    test('changes within a second of its making are given the answer before, then one answer shows them all', async () => {
      const { app, text } = quickApp();
      expect(await text()).toBe('made at f1');
      app.clock = 300;
      app.frame = 'f2';
      expect(await text()).toBe('made at f1');
      app.clock = 700;
      app.frame = 'f3';
      expect(await text()).toBe('made at f1');
      expect(app.fills).toEqual(['f1']);
      app.clock = 1_000;
      expect(await text()).toBe('made at f3');
      app.frame = 'f4';
      app.clock = 1_999;
      expect(await text()).toBe('made at f3');
      app.clock = 2_000;
      expect(await text()).toBe('made at f4');
      expect(app.fills).toEqual(['f1', 'f3', 'f4']);
    });

    test('a client who wrote is given the new answer at once', async () => {
      const { app, cache, text } = quickApp();
      expect(await text()).toBe('made at f1');
      app.clock = 100;
      app.frame = 'f2';
      cache.written({ method: 'POST', url: '/t/open/scores/1/3', client: '10.0.0.7' });
      expect(await text('10.0.0.7')).toBe('made at f2');
      expect(app.fills).toEqual(['f1', 'f2']);
    });

    test('nor is it made ahead sooner', async () => {
      const { app, cache, text } = quickApp();
      expect(await text()).toBe('made at f1');
      app.clock = 500;
      app.frame = 'f2';
      expect(await text()).toBe('made at f1'); // given since it was made
      expect(await cache.ahead('open', [], ready)).toBe(0);
      app.clock = 1_000;
      expect(await cache.ahead('open', [], ready)).toBe(1);
      expect(app.fills).toEqual(['f1', 'f2']);
    });
  });
});

describe('a second front, which asks the first for its stamps and answers', () => {
  /**
   * Two caches as a server's two fronts are wired (server/http/peer-front.ts, without its HTTP): the second's stamps
   * and answers asked of the first, whose app holds each answer made after the frame moved from f1 until `release`.
   */
  function twoFronts() {
    const app = { clock: 0, frame: 'f1', stamps: 0, fills: [] as string[], releases: [] as (() => void)[] };
    const first = frontCache({
      now: () => app.clock,
      waitMs: 5,
      stamps: async () => {
        app.stamps++;
        return { stamps: onlyFrame(app.frame) };
      },
      fill: async () => {
        const made = app.frame;
        app.fills.push(made);
        if (made !== 'f1') await new Promise<void>((resolve) => app.releases.push(resolve));
        return {
          status: 200,
          headers: {},
          body: Buffer.from(`made at ${made}`),
          declaration: parseDeclaration('frame'),
        };
      },
    });
    const second = frontCache({
      now: () => app.clock,
      waitMs: 5,
      stamps: first.stampsFor,
      fill: first.fillFor,
    });
    const textOf = async (cache: typeof first, client?: string) =>
      (await cache.answer({ method: 'GET', url: STANDINGS, headers: {}, client }))?.body.toString();
    const release = () => app.releases.splice(0).forEach((resolve) => resolve());
    return { app, first, second, textOf, release };
  }

  test('an answer is made once, by the first, and kept by both', async () => {
    const { app, first, second, textOf } = twoFronts();
    expect(await textOf(second)).toBe('made at f1');
    expect(await textOf(first)).toBe('made at f1');
    expect(await textOf(second)).toBe('made at f1');
    expect(app.fills).toEqual(['f1']);
    expect(app.stamps).toBe(1);
  });

  test('the first never gives the second the answer before, which the second would keep as good', async () => {
    const { app, first, second, textOf, release } = twoFronts();
    expect(await textOf(first)).toBe('made at f1');
    app.clock = 2_000;
    app.frame = 'f2';
    expect(await textOf(first)).toBe('made at f1'); // its new answer is being made: the one before meanwhile
    const asked = textOf(second);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    expect(await asked).toBe('made at f2');
    app.clock = 2_100;
    expect(await textOf(second)).toBe('made at f2'); // kept
    expect(app.fills).toEqual(['f1', 'f2']);
  });

  test('the stamps are read once for both, and are as old as their read, not as the question', async () => {
    const { app, first, second, textOf } = twoFronts();
    expect(await textOf(first)).toBe('made at f1');
    app.clock = 400;
    expect(await textOf(second)).toBe('made at f1'); // the first's stamps, read at 0
    expect(app.stamps).toBe(1);
    app.frame = 'f2';
    app.clock = 499;
    expect(await textOf(second)).toBe('made at f1'); // they are younger than 500 ms still
    expect(app.stamps).toBe(1);
    app.clock = 500; // 500 ms since they were read, though the second has held them 100 ms
    await textOf(second);
    expect(app.stamps).toBe(2);
    await textOf(first); // the first's are as fresh
    expect(app.stamps).toBe(2);
  });

  test('a write through the other front has the stamps read again, and its writer given nothing from before', async () => {
    const { app, first, second, textOf, release } = twoFronts();
    expect(await textOf(second)).toBe('made at f1');
    app.clock = 100;
    app.frame = 'f2';
    first.written({ method: 'POST', url: '/t/open/scores/1/3', client: '10.0.0.7' }, 100);
    second.written({ method: 'POST', url: '/t/open/scores/1/3', client: '10.0.0.7' }, 100);
    app.clock = 101;
    const writer = textOf(second, '10.0.0.7');
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    expect(await writer).toBe('made at f2');
    expect(app.stamps).toBe(2);
  });
});
