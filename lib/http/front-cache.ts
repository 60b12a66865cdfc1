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

type Route = { pattern: RegExp; watch: keyof LiveMarkers; query?: RegExp };

/** What is kept, and which marker each answer follows; `query` lists the only query strings kept besides none. */
const ROUTES: Route[] = [
  { pattern: /^\/api\/tournaments\/([^/]+)\/standings$/, watch: 'standings' },
  { pattern: /^\/t\/([^/]+)\/standings$/, watch: 'standings', query: /^\?page=\d{1,4}$/ },
  { pattern: /^\/api\/tournaments\/([^/]+)\/rounds\/\d{1,3}\/tables\/\d{1,4}$/, watch: 'marker' },
  { pattern: /^\/t\/([^/]+)\/player\/\d{1,6}$/, watch: 'marker' },
];
const LIVE = /^\/api\/tournaments\/([^/]+)\/live$/;

/** Requests whose answer depends on more than the address: a signed-in user, or the app's own client navigation. */
const PERSONAL_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-action', 'authorization'];
const personal = (headers: FrontRequest['headers']) =>
  PERSONAL_HEADERS.some((name) => headers[name] !== undefined) || /session-token/.test(String(headers.cookie ?? ''));

type Entry = Stored & { basis: string; gzip?: Buffer; filling?: Promise<Entry | null> };
type MarkerState = { value: LiveMarkers | null; at: number; pending?: Promise<LiveMarkers | null> };

export function frontCache(options: FrontCacheOptions) {
  const { markers, fill, now, headers = {}, markerMs = 500, maxBytes = 64 * 1024 * 1024 } = options;
  const entries = new Map<string, Entry>();
  const tournaments = new Map<string, MarkerState>();
  let bytes = 0;

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

  /** Makes the answer again from the app; the marker read before it was made is what it stays good for. */
  function refill(url: string, basis: string, stale: Entry | undefined): Promise<Entry | null> {
    const filling = fill(url).then(
      (stored) => {
        if (!stored) return (drop(url), null);
        const entry: Entry = { ...stored, basis };
        keep(url, entry);
        return entry;
      },
      () => (drop(url), null),
    );
    if (stale) stale.filling = filling;
    return filling;
  }

  /** The kept answer to `request`, made first if need be; null: the app answers it itself. */
  async function answer(request: FrontRequest): Promise<FrontAnswer | null> {
    if (request.method !== 'GET' || !/^\/(?!\/)/.test(request.url) || personal(request.headers)) return null;
    const { pathname, search } = new URL(request.url, 'http://front');
    const live = LIVE.exec(pathname);
    if (live) return liveAnswer(slugOf(live[1]!));
    const route = ROUTES.find((r) => r.pattern.test(pathname) && (search === '' || r.query?.test(search)));
    const slug = route && slugOf(route.pattern.exec(pathname)![1]!);
    if (!route || !slug) return null;
    const current = await markersOf(slug);
    if (!current) return null;
    const basis = current[route.watch];
    const kept = entries.get(request.url);
    let entry: Entry | null | undefined = kept;
    if (!kept || kept.basis !== basis) entry = kept?.filling ? kept : await refill(request.url, basis, kept);
    if (!entry) return null;
    if (entry === kept && kept.basis === basis) keep(request.url, kept);
    return encoded(entry, String(request.headers['accept-encoding'] ?? ''));
  }

  async function liveAnswer(slug: string | null): Promise<FrontAnswer | null> {
    const current = slug && (await markersOf(slug));
    if (!current) return null;
    const body = Buffer.from(JSON.stringify(current));
    const own = { ...headers, 'content-type': 'application/json', 'cache-control': 'no-store' };
    return { status: 200, headers: own, body };
  }

  return { answer };
}

function slugOf(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The kept bytes, gzipped once for the clients that take it (phones on the hall's wifi). */
function encoded(entry: Entry, acceptEncoding: string): FrontAnswer {
  const vary = entry.headers.vary ? `${entry.headers.vary}, Accept-Encoding` : 'Accept-Encoding';
  const headers = { ...entry.headers, vary };
  if (!/\bgzip\b/.test(acceptEncoding) || entry.body.length < 1024) return { status: 200, headers, body: entry.body };
  entry.gzip ??= gzipSync(entry.body);
  return { status: 200, headers: { ...headers, 'content-encoding': 'gzip' }, body: entry.gzip };
}
