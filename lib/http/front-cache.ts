import { gzipSync } from 'node:zlib';
import type { LiveMarkers } from '@/lib/standings/live';

/**
 * The public pages a full hall reloads at a round's end (the standings, a table, a player), kept in front of the app
 * as the bytes it answered, and answered again from memory while the tournament's live marker stays where it was
 * when they were made. The marker is asked of the app itself at most once per `markerMs` per tournament, so a change
 * shows within that time plus the next poll; nothing is kept that the database does not also hold, and each app
 * instance keeps its own copies. Anything else, and every request of a signed-in user, goes to the app untouched.
 */

/** An answer as the app gave it: status 200, no cookie set. */
export type Stored = { headers: Record<string, string>; body: Buffer };

export type FrontRequest = { method: string; url: string; headers: Record<string, string | string[] | undefined> };

export type FrontAnswer = { status: number; headers: Record<string, string>; body: Buffer };

export type FrontCacheOptions = {
  /** The live markers of a tournament, as the app answers them; null when it has none or cannot answer. */
  markers: (slug: string) => Promise<LiveMarkers | null>;
  /** The app's answer to a GET of `url`, if it can be kept. */
  fill: (url: string) => Promise<Stored | null>;
  now: () => number;
  /** Headers of the answers made here rather than kept (the live markers), such as the security headers. */
  headers?: Record<string, string>;
  markerMs?: number;
  /** The most bytes kept; the least recently used answers go first. */
  maxBytes?: number;
};

/** `ttlMs`: an answer that also depends on the time of day is made again at most this often. */
type Route = { pattern: RegExp; watch: keyof LiveMarkers; query?: RegExp; ttlMs?: number };

/**
 * What is kept, and which marker each answer follows; `query` lists the only query strings kept besides none. A slug
 * is matched as tournaments' slugs are made (lib/tournaments/schema.ts), so the address is matched as sent, with no
 * decoding or normalizing that could make two addresses one.
 */
const SLUG = '([a-z0-9][a-z0-9-]{1,58}[a-z0-9])';
const ROUTES: Route[] = [
  { pattern: new RegExp(`^/api/tournaments/${SLUG}/standings$`), watch: 'standings' },
  { pattern: new RegExp(`^/t/${SLUG}/standings$`), watch: 'standings', query: /^\?page=\d{1,4}$/ },
  { pattern: new RegExp(`^/api/tournaments/${SLUG}/rounds/\\d{1,3}/tables/\\d{1,4}$`), watch: 'marker' },
  { pattern: new RegExp(`^/t/${SLUG}/player/\\d{1,6}$`), watch: 'marker' },
  // Which round is current may turn on a table's extra minutes running out, with nothing written.
  { pattern: new RegExp(`^/api/tournaments/${SLUG}/clock$`), watch: 'marker', ttlMs: 5_000 },
];
const LIVE = new RegExp(`^/api/tournaments/${SLUG}/live$`);

/** Requests whose answer depends on more than the address: a signed-in user, or the app's own client navigation. */
const PERSONAL_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-action', 'authorization'];
const personal = (headers: FrontRequest['headers']) =>
  PERSONAL_HEADERS.some((name) => headers[name] !== undefined) ||
  (headers.cookie !== undefined && /session-token/.test(String(headers.cookie)));

/** A kept answer, with the answers made of it for each encoding once asked. */
type Entry = Stored & { basis: string; madeAt: number; plain?: FrontAnswer; gzip?: FrontAnswer };
type MarkerState = { value: LiveMarkers | null; at: number; pending?: Promise<LiveMarkers | null> };
/** A request the cache may answer: the live markers, or an answer kept per address. */
type Target = { slug: string; route: Route | null };

/**
 * The answer to a request, or null when the app answers it itself. It is given at once, without a promise, when the
 * markers are fresh and the answer kept for them: a full hall's reloads cost as little as the bytes' writing.
 */
export type Answering = FrontAnswer | null | Promise<FrontAnswer | null>;

export function frontCache(options: FrontCacheOptions) {
  const { markers, fill, now, headers = {}, markerMs = 500, maxBytes = 64 * 1024 * 1024 } = options;
  const entries = new Map<string, Entry>();
  const tournaments = new Map<string, MarkerState>();
  /** The answers being made, one at a time per address. */
  const fillings = new Map<string, Promise<Entry | null>>();
  let bytes = 0;

  /** The tournament's markers when they are younger than `markerMs`. */
  function freshMarkers(slug: string): LiveMarkers | null {
    const state = tournaments.get(slug);
    return state && !state.pending && now() - state.at < markerMs ? state.value : null;
  }

  /** The tournament's markers, asked again once they are older than `markerMs`; one question at a time. */
  function markersOf(slug: string): Promise<LiveMarkers | null> {
    const state = tournaments.get(slug);
    if (state?.pending) return state.pending;
    if (state && now() - state.at < markerMs) return Promise.resolve(state.value);
    const asked = now();
    const pending = markers(slug).then(
      (value) => {
        if (value) tournaments.set(slug, { value, at: asked });
        else tournaments.delete(slug);
        return value;
      },
      () => (tournaments.delete(slug), null),
    );
    tournaments.set(slug, { value: state?.value ?? null, at: state?.at ?? 0, pending });
    return pending;
  }

  function keep(url: string, entry: Entry) {
    drop(url);
    entries.set(url, entry);
    bytes += entry.body.length;
    for (const [oldest] of entries) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  function drop(url: string) {
    const old = entries.get(url);
    if (!old) return;
    entries.delete(url);
    bytes -= old.body.length;
  }

  /**
   * Makes the answer (again) from the app, once at a time per address; the marker read before it was made is what it
   * stays good for.
   */
  function refill(url: string, basis: string): Promise<Entry | null> {
    const under = fillings.get(url);
    if (under) return under;
    const filling = fill(url)
      .then(
        (stored) => {
          if (!stored) return (drop(url), null);
          const entry: Entry = { ...stored, basis, madeAt: now() };
          keep(url, entry);
          return entry;
        },
        () => (drop(url), null),
      )
      .finally(() => fillings.delete(url));
    fillings.set(url, filling);
    return filling;
  }

  /** Marks the entry the most recently used, the last the byte limit drops. */
  function touched(url: string, entry: Entry): Entry {
    entries.delete(url);
    entries.set(url, entry);
    return entry;
  }

  /** The kept answer when it is good for `current`; undefined when it must be made (again) first. */
  function keptFor(url: string, route: Route, current: LiveMarkers): Entry | undefined {
    const kept = entries.get(url);
    const young = !route.ttlMs || (kept && now() - kept.madeAt < route.ttlMs);
    return kept?.basis === current[route.watch] && young ? kept : undefined;
  }

  async function keptAnswer(request: FrontRequest, { slug, route }: Target & { route: Route }) {
    const current = await markersOf(slug);
    if (!current) return null;
    const kept = keptFor(request.url, route, current);
    if (kept) return encoded(touched(request.url, kept), request.headers['accept-encoding']);
    // The first request after the marker moved waits for the new answer; those that come while it is made are given
    // the one before, so that a slow app (a database restarting) holds one request, not every reader.
    const stale = fillings.has(request.url) ? entries.get(request.url) : undefined;
    const entry = stale ?? (await refill(request.url, current[route.watch]));
    return entry && encoded(entry, request.headers['accept-encoding']);
  }

  async function liveAnswer(slug: string): Promise<FrontAnswer | null> {
    const current = await markersOf(slug);
    return current && liveBody(current);
  }

  function liveBody(current: LiveMarkers): FrontAnswer {
    const body = Buffer.from(JSON.stringify(current));
    const own = { ...headers, 'content-type': 'application/json', 'cache-control': 'no-store' };
    return { status: 200, headers: { ...own, 'content-length': String(body.length) }, body };
  }

  function answer(request: FrontRequest): Answering {
    const target = targetOf(request);
    if (!target) return null;
    const current = freshMarkers(target.slug);
    if (!target.route) return current ? liveBody(current) : liveAnswer(target.slug);
    const kept = current && keptFor(request.url, target.route, current);
    if (kept) return encoded(touched(request.url, kept), request.headers['accept-encoding']);
    return keptAnswer(request, { slug: target.slug, route: target.route });
  }

  return { answer };
}

/** What `request` asks of the cache, if anything; the address is matched as sent (see ROUTES). */
function targetOf(request: FrontRequest): Target | null {
  if (request.method !== 'GET' || personal(request.headers)) return null;
  const { url } = request;
  const q = url.indexOf('?');
  const pathname = q < 0 ? url : url.slice(0, q);
  const search = q < 0 ? '' : url.slice(q);
  const live = search === '' ? LIVE.exec(pathname) : null;
  if (live) return { slug: live[1]!, route: null };
  for (const route of ROUTES) {
    const match = route.pattern.exec(pathname);
    if (match && (search === '' || route.query?.test(search))) return { slug: match[1]!, route };
  }
  return null;
}

/** The kept bytes, gzipped once for the clients that take it (phones on the hall's wifi); both answers made once. */
function encoded(entry: Entry, acceptEncoding: string | string[] | undefined): FrontAnswer {
  const zipped = typeof acceptEncoding === 'string' && /\bgzip\b/.test(acceptEncoding) && entry.body.length >= 1024;
  if (zipped) return (entry.gzip ??= made(entry, gzipSync(entry.body), { 'content-encoding': 'gzip' }));
  return (entry.plain ??= made(entry, entry.body, {}));
}

function made(entry: Entry, body: Buffer, extra: Record<string, string>): FrontAnswer {
  const vary = entry.headers.vary;
  const varied = !vary ? 'Accept-Encoding' : /\baccept-encoding\b/i.test(vary) ? vary : `${vary}, Accept-Encoding`;
  const headers = { ...entry.headers, vary: varied, ...extra, 'content-length': String(body.length) };
  return { status: 200, headers, body };
}
