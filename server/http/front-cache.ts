import { gunzipSync, gzipSync } from 'node:zlib';
import { takesGzip, ZIP_FROM } from './zip-answer';
import { digestOf, movedGrains, parseGrains, type Declaration, type Grain, type Stamps } from '@/lib/live/grains';

/**
 * Every anonymous GET of a tournament's public pages, JSON and CSV (and of `/`, `/rules` and Next's build files), kept
 * in front of the app as the bytes it answered and answered again from memory while the grains the answer declared it
 * shows (lib/live/grains.ts) keep the stamps they had when it was made. The stamps of a tournament are asked of the app
 * itself at most once per `stampsMs`, so a change shows within that time plus the next poll; nothing is kept that the
 * database does not also hold, and each app instance keeps its own copies. A request of Next's client router (a live
 * page's refresh, a search typed) is kept apart, by its router headers (see ROUTER_HEADERS). A request of a signed-in
 * user goes to the app untouched; so does any answer that is not a plain 200 without a cookie.
 */

/**
 * An answer as the app gave it, with what it declared it shows (null: nothing said); `zipped` when the app gave it
 * gzipped already (a big list it keeps zipped, server/http/kept-answer.ts).
 */
export type Filled = {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  declaration: Declaration | null;
  zipped?: boolean;
};

export type FrontRequest = {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** Who asks, as the server works out the client's address: whoever wrote is never given an answer from before. */
  client?: string | null;
};

export type FrontAnswer = { status: number; headers: Record<string, string>; body: Buffer };

/**
 * Stamps as read, and when their read was asked (the clock's time) when another front of this server read them
 * (server/http/peer-front.ts): they are as fresh as that read, not as the question that brought them.
 */
export type StampsRead = { stamps: Stamps; at?: number };

export type FrontCacheOptions = {
  /**
   * The stamps of a tournament (by slug), or of the site's own pages (''), read no earlier than `notBefore`; null when
   * there is none or no answer.
   */
  stamps: (scope: string, notBefore: number) => Promise<StampsRead | null>;
  /**
   * The app's answer to a GET of `url` with Next's router headers `router`, showing at least what the stamps read at
   * `notBefore` say; null when it gave none.
   */
  fill: (url: string, router: RouterHeaders | null, notBefore: number) => Promise<Filled | null>;
  now: () => number;
  /** Headers of the answers made here rather than kept (the live markers), such as the security headers. */
  headers?: Record<string, string>;
  stampsMs?: number;
  /** How long the first reader after a change waits for the new answer before it is given the one before. */
  waitMs?: number;
  /** How soon an answer is made again after it was made, while the one before may still be given (see GAP_MS). */
  gapMs?: number;
  /** The most bytes kept (answers and their gzipped copies); the least recently used answers go first. */
  maxBytes?: number;
};

/** An answer that says nothing of what it shows follows anything of its tournament, and the clock for 5 s. */
const UNDECLARED_MS = 5_000;
/**
 * While a scope's stamps are being asked again (one reader waits for them), the others are answered from the stamps
 * before, as long as those are younger than this: an accepted sheet's standings, computed once, hold one request.
 */
const STALE_MS = 1_500;
/**
 * An answer that may have been out of date longer than this is not given any more while its new one is made (one
 * nobody read for a while is not, whenever its change was found), and a client that wrote through this instance this
 * recently is never given one: a change shows within the live pages' 2 s.
 */
const OUTDATED_MS = 2_000;
/**
 * An answer is made again at most this soon after it was made, the one before given meanwhile to whoever may have it
 * (not to a client who wrote): a sheet's games, verification and acceptance, and the hall's other sheets, move the
 * standings and a table's players' pages several times a second at a round's end, and each change made them again
 * (the standings computed again each time). Within OUTDATED_MS still.
 */
const GAP_MS = 1_000;
const MOST_WRITERS = 10_000;
/** An address whose answer cannot be kept goes to the app for this long without being asked again. */
const PASS_MS = 10_000;
const MOST_PASSES = 10_000;
/** A tournament's answers are made ahead only while its pages are being read here: within this long. */
const READ_MS = 10 * 60_000;
/**
 * An answer a change moved is made again ahead of its readers only if it was given since it was made, within this
 * long: what is being read (a hall's pages at a round's end), not every page once read (at a round's end, ten
 * scorekeepers' saves waited behind the pages of their tables read a minute before and not since).
 */
const GIVEN_MS = 10_000;

/**
 * A slug as tournaments' slugs are made (lib/tournaments/schema.ts): the address is matched as sent, with no decoding
 * or normalizing that could make two addresses one.
 */
const SLUG = '([a-z0-9][a-z0-9-]{1,58}[a-z0-9])';
const TOURNAMENT = new RegExp(`^/(?:t|api/tournaments)/${SLUG}(?:/[A-Za-z0-9][A-Za-z0-9._~-]*){0,6}$`);
const LIVE = new RegExp(`^/api/tournaments/${SLUG}/live$`);
/** The stamps themselves: what the kept answers are checked against. */
const NEVER = new RegExp(`^/api/tournaments/${SLUG}/stamps$`);
const SITE = new Set(['/', '/rules']);
/** Next's build files (scripts, styles): named by their content, the same bytes for as long as the build serves. */
const BUILD_FILE = /^\/_next\/static(?:\/[A-Za-z0-9][A-Za-z0-9._~-]{0,99}){1,4}$/;
const SEARCH = /^(\?[A-Za-z0-9=&%+.,:_~-]{1,400})?$/;

/** Requests whose answer depends on who asks: a signed-in user, or a server action. */
const PERSONAL_HEADERS = ['next-action', 'authorization'];
const personal = (headers: FrontRequest['headers']) =>
  PERSONAL_HEADERS.some((name) => headers[name] !== undefined) ||
  (headers.cookie !== undefined && /session-token/.test(String(headers.cookie)));

/**
 * The headers of Next's client router, which an answer depends on besides the address (its pages say so in `vary`):
 * a live page's refresh asks its page's payload for the router with them, and every phone showing that page asks the
 * same. Kept apart per address and values, the hall's phones share one render a change, not one each.
 */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
];
export type RouterHeaders = Record<string, string>;

/** The most characters of router headers kept with an answer (a page's router tree here is a few hundred). */
const MOST_ROUTER_CHARS = 4_000;

/** The router headers of a request: null when it has none, undefined when one is sent twice or they are too long. */
export function routerOf(headers: FrontRequest['headers']): RouterHeaders | null | undefined {
  let router: RouterHeaders | null = null;
  let chars = 0;
  for (const name of ROUTER_HEADERS) {
    const value = headers[name];
    if (value === undefined) continue;
    if (typeof value !== 'string' || (chars += value.length) > MOST_ROUTER_CHARS) return undefined;
    (router ??= {})[name] = value;
  }
  return router;
}

/** Where an answer is kept: its address, and its router headers when it has any. */
const keyOf = (url: string, router: RouterHeaders | null) => (router ? `${url}\n${JSON.stringify(router)}` : url);

/**
 * A kept answer: gzipped once when it is worth it, and kept only so (a player's page is 90 KB, 11 KB zipped: two
 * thousand of them fit the byte limit only zipped); a client that does not take gzip gets it unzipped each time.
 */
type Entry = {
  /** The tournament's slug, or '' for the site's own pages. */
  scope: string;
  /** What it answers: the address, and the router headers of a request of Next's client router. */
  url: string;
  router: RouterHeaders | null;
  headers: Record<string, string>;
  gzip: FrontAnswer | null;
  plain: FrontAnswer | null;
  grains: Grain[];
  /** The digest of its grains in the stamps read before it was made. */
  basis: string;
  until: number | null;
  /** The stamps (their `seq`) it was last found good for. */
  checked: number;
  /** When it was last given (a count of the answers given): the least recently given go first. */
  used: number;
  /** That count when it was made: an answer given since is worth making again ahead of its readers (see GIVEN_MS). */
  made: number;
  /** When it was last given (the clock's time). */
  givenAt: number;
  /** When it was made (the clock's time). */
  madeAt: number;
  /** When the stamps it was last found good for were read: it shows the tournament as it was then, at least. */
  goodAt: number;
  /** Once found out of date: since when it may have been (`goodAt` then), however long nobody read it. */
  outdatedAt?: number;
};
type StampState = {
  value: Stamps | null;
  at: number;
  seq: number;
  /** The `seq` of the scope's stamps before these, and the grains whose stamps differ from them. */
  since?: number;
  moved?: ReadonlySet<string>;
  pending?: Promise<StampState | null>;
  askedAt?: number;
};
/** What a request asks of the cache: the live markers or a digest of them, or an answer kept per address. */
type Target = { scope: string; live: 'markers' | Grain[] | null };
/** An answer asked for: its address, its router headers, and where it is kept (see keyOf). */
type Asked = { key: string; url: string; router: RouterHeaders | null };

/**
 * The answer to a request, or null when the app answers it itself. It is given at once, without a promise, when the
 * stamps are fresh and the answer kept for them: a full hall's reloads cost as little as the bytes' writing.
 */
export type Answering = FrontAnswer | null | Promise<FrontAnswer | null>;

export function frontCache(options: FrontCacheOptions) {
  const {
    stamps,
    fill,
    now,
    headers = {},
    stampsMs = 500,
    waitMs = 50,
    gapMs = GAP_MS,
    maxBytes = 160 * 1024 * 1024,
  } = options;
  const entries = new Map<string, Entry>();
  const scopes = new Map<string, StampState>();
  /** The answers being made, one at a time per address, with when the stamps each is made from were asked. */
  const fillings = new Map<string, { at: number; filling: Promise<Entry | null> }>();
  const passing = new Map<string, number>();
  let bytes = 0;
  let seq = 0;
  let given = 0;

  /** When a write through this instance last finished, per scope: stamps asked before then are not used again. */
  const writtenAt = new Map<string, number>();
  const before = (scope: string, at: number) => at <= (writtenAt.get(scope) ?? Number.NEGATIVE_INFINITY);
  /** When each client's last write through this instance finished. */
  const wroteAt = new Map<string, number>();
  /** When each scope's pages (or live markers) were last asked of this instance. */
  const readAt = new Map<string, number>();

  /** The scope's stamps when they are younger than `stampsMs`, or than STALE_MS while being asked again. */
  function freshStamps(scope: string): StampState | null {
    const state = scopes.get(scope);
    if (!state?.value || before(scope, state.at)) return null;
    return now() - state.at < (state.pending ? STALE_MS : stampsMs) ? state : null;
  }

  /**
   * The scope's stamps, asked again once they are older than `stampsMs`, a write finished, or they were read before
   * `notBefore`; one question at a time.
   */
  function stampsOf(scope: string, notBefore = Number.NEGATIVE_INFINITY): Promise<StampState | null> {
    const state = scopes.get(scope);
    const newEnough = (at: number) => at >= notBefore && !before(scope, at);
    if (state?.pending && newEnough(state.askedAt!)) return state.pending;
    if (state?.value && !state.pending && now() - state.at < stampsMs && newEnough(state.at)) {
      return Promise.resolve(state);
    }
    const asked = now();
    // Another front's read is used only when fresh as these would be, and after the writes through this one.
    const fresh = Math.max(asked - stampsMs + 1, (writtenAt.get(scope) ?? Number.NEGATIVE_INFINITY) + 1, notBefore);
    const pending = stamps(scope, fresh).then(
      (read) => {
        if (!read) return (scopes.delete(scope), null);
        const value = read.stamps;
        const was = scopes.get(scope);
        // Stamps given again as the very same object cannot be compared with those before: each answer's digest is.
        const since = was?.value && was.value !== value ? { since: was.seq, moved: movedGrains(was.value, value) } : {};
        const next = { value, at: read.at ?? asked, seq: ++seq, ...since };
        scopes.set(scope, next);
        return next;
      },
      () => (scopes.delete(scope), null),
    );
    const { value = null, at = 0, seq: was = 0 } = state ?? {};
    scopes.set(scope, { value, at, seq: was, pending, askedAt: asked });
    return pending;
  }

  function keep(url: string, entry: Entry) {
    drop(url);
    entries.set(url, entry);
    bytes += sizeOf(entry);
    if (bytes > maxBytes) evict();
  }

  /**
   * Over the byte limit: the answers given least recently go, down to nine tenths of it, so that this sort is rare
   * (a hit only counts, rather than moving its answer in an ordered list: the cost of every answer given).
   */
  function evict() {
    const byUse = [...entries].sort(([, a], [, b]) => a.used - b.used);
    for (const [url] of byUse) {
      if (bytes <= maxBytes * 0.9) break;
      drop(url);
    }
  }

  function drop(url: string) {
    const old = entries.get(url);
    if (!old) return;
    entries.delete(url);
    bytes -= sizeOf(old);
  }

  function pass(url: string) {
    passing.delete(url);
    passing.set(url, now() + PASS_MS);
    if (passing.size > MOST_PASSES) passing.delete(passing.keys().next().value!);
  }

  const passes = (url: string) => (passing.get(url) ?? 0) > now();

  /**
   * Makes the answer (again) from the app: it stays good while the grains it declares keep their stamps of `state`,
   * read before it was made. An answer already being made is waited for, unless its stamps were asked before a write
   * through this instance finished, or before `notBefore`: it may not show that write, so it is made anew.
   */
  function refill(asked: Asked, scope: string, state: StampState, notBefore = Number.NEGATIVE_INFINITY) {
    const { key, url, router } = asked;
    const under = fillings.get(key);
    if (under && under.at >= notBefore && !before(scope, under.at)) return under.filling;
    const filling: Promise<Entry | null> = fill(url, router, state.at)
      .then(
        (filled) => {
          if (!filled || filled.status !== 200 || 'set-cookie' in filled.headers) return (drop(key), pass(key), null);
          const made = now();
          const { grains, until } = filled.declaration ?? { grains: ['all'], until: made + UNDECLARED_MS };
          const basis = digestOf(state.value!, grains);
          const count = ++given;
          const entry: Entry = {
            scope,
            url,
            router,
            ...kept(filled),
            grains,
            basis,
            until,
            checked: state.seq,
            used: count,
            made: count,
            givenAt: made,
            madeAt: made,
            goodAt: state.at,
          };
          keep(key, entry);
          return entry;
        },
        () => (drop(key), null),
      )
      .finally(() => fillings.get(key)?.filling === filling && fillings.delete(key));
    fillings.set(key, { at: state.at, filling });
    return filling;
  }

  /** The answer kept at `key` when it is good for `state`; undefined when it must be made (again) first. */
  function goodFor(key: string, state: StampState): Entry | undefined {
    const kept = entries.get(key);
    if (!kept || (kept.until !== null && now() >= kept.until)) return undefined;
    if (kept.checked !== state.seq) {
      // Found good for the stamps just before these: good still unless one of its grains moved since (a hall's answers
      // are checked so twice a second, without looking each stamp up in maps of thousands).
      const { since, moved } = state;
      const outdated =
        kept.checked === since && moved
          ? kept.grains.some((grain) => moved.has(grain))
          : digestOf(state.value!, kept.grains) !== kept.basis;
      if (outdated) return void (kept.outdatedAt ??= kept.goodAt);
      kept.checked = state.seq;
      kept.goodAt = state.at;
    }
    return kept;
  }

  /** Counts `entry` as given now. */
  function give(entry: Entry) {
    entry.used = ++given;
    entry.givenAt = now();
  }

  /** The answer kept at `key` good for `state`, counted as given. */
  function keptFor(key: string, state: StampState): Entry | undefined {
    const kept = goodFor(key, state);
    if (kept) give(kept);
    return kept;
  }

  /** The answer for `state`: kept, or made again (the one before given meanwhile, see below). */
  function answerFor(request: FrontRequest, asked: Asked, scope: string, state: StampState): Answering {
    const kept = keptFor(asked.key, state);
    if (kept) return encoded(kept, request.headers['accept-encoding']);
    // The first request after a stamp moved waits a moment for the new answer, then is given the one before; those
    // that come while it is made, or within GAP_MS of its making, are given the one before at once. So a hall's readers
    // do not queue behind the answers that saves move, and a slow app (a database restarting) holds none of them long.
    // A live page's refresh asks because its page moved: it waits for the new answer, shared with the others asking.
    const previous = asked.router ? undefined : previousFor(request, asked.key);
    if (previous && (fillings.has(asked.key) || tooSoon(previous))) {
      return encoded(previous, request.headers['accept-encoding']);
    }
    const making = refill(asked, scope, state);
    return (previous ? Promise.race([making, after(waitMs, previous)]) : making).then(
      (entry) => entry && encoded(entry, request.headers['accept-encoding']),
    );
  }

  async function keptAnswer(request: FrontRequest, asked: Asked, scope: string) {
    const state = await stampsOf(scope);
    return state?.value ? answerFor(request, asked, scope, state) : null;
  }

  /** Whether a kept answer was made too lately to be made again yet (see GAP_MS). */
  const tooSoon = (entry: Entry | undefined) => entry !== undefined && now() - entry.madeAt < gapMs;

  /** The answer kept before, when `request` may be given it while the new one is made. */
  function previousFor(request: FrontRequest, key: string): Entry | undefined {
    const previous = entries.get(key);
    const at = now();
    if (!previous || (previous.until !== null && at >= previous.until)) return undefined;
    if (at - (previous.outdatedAt ?? at) > OUTDATED_MS) return undefined;
    const wrote = request.client ? wroteAt.get(request.client) : undefined;
    if (wrote !== undefined && at - wrote < OUTDATED_MS) return undefined;
    give(previous);
    return previous;
  }

  function liveBody(stampsNow: Stamps, live: 'markers' | Grain[]): FrontAnswer {
    const answer =
      live === 'markers'
        ? { marker: stampsNow.all, standings: stampsNow.standings }
        : { digest: digestOf(stampsNow, live) };
    const body = Buffer.from(JSON.stringify(answer));
    const own = { ...headers, 'content-type': 'application/json', 'cache-control': 'no-store' };
    return { status: 200, headers: { ...own, 'content-length': String(body.length) }, body };
  }

  function answer(request: FrontRequest): Answering {
    const target = targetOf(request);
    if (!target) return null;
    const router = routerOf(request.headers);
    const { scope, live } = target;
    if (router === undefined || (router && live)) return null;
    const asked = { key: keyOf(request.url, router), url: request.url, router };
    if (passes(asked.key)) return null;
    readAt.set(scope, now());
    const state = freshStamps(scope);
    if (live) {
      if (state) return liveBody(state.value!, live);
      return stampsOf(scope).then((next) => (next?.value ? liveBody(next.value, live) : null));
    }
    return state ? answerFor(request, asked, scope, state) : keptAnswer(request, asked, scope);
  }

  /**
   * A request that may have written (anything but GET and HEAD) was answered: the stamps of its tournament (and of the
   * site's pages) are asked again before the next answer, and its client is given no answer from before for a while,
   * so that whoever wrote reads what they wrote. `at`: when it finished, for a write through another front.
   */
  function written(request: Written, at = now()) {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const path = request.url.split('?')[0]!;
    const scope = TOURNAMENT.exec(path)?.[1];
    if (request.client) {
      wroteAt.delete(request.client);
      wroteAt.set(request.client, at);
      if (wroteAt.size > MOST_WRITERS) wroteAt.delete(wroteAt.keys().next().value!);
    }
    for (const known of scopes.keys())
      if (scope === undefined || known === scope || known === '') writtenAt.set(known, at);
  }

  /**
   * Makes the scope's answers before anyone asks for them, one at a time, each once `ready` (the app has nothing else
   * to do): the `listed` addresses not held (the pages a hall is about to load), and every kept answer out of date that
   * was given since it was made, lately (what is being read; one nobody reads is made again when next asked, not at
   * each change). Each is made against the stamps of the moment, so a change during a long pass is caught by the next.
   * Nothing is made for a scope whose pages nobody asked of this instance lately. Returns how many were made.
   */
  async function ahead(scope: string, listed: readonly string[], ready: () => Promise<void>): Promise<number> {
    if (now() - (readAt.get(scope) ?? Number.NEGATIVE_INFINITY) > READ_MS) return 0;
    const since = now() - GIVEN_MS;
    const due = new Map<string, Asked>();
    for (const url of listed) if (!entries.has(url)) due.set(url, { key: url, url, router: null });
    for (const [key, { scope: of, used, made, givenAt, url, router }] of entries)
      if (of === scope && used > made && givenAt >= since) due.set(key, { key, url, router });
    const stateFor = async ({ key }: Asked) => {
      const state = await stampsOf(scope);
      const makeable = !passes(key) && !fillings.has(key) && !tooSoon(entries.get(key));
      return state?.value && makeable && !goodFor(key, state) ? state : null;
    };
    let made = 0;
    for (const asked of due.values()) {
      if (!(await stateFor(asked))) continue;
      await ready();
      // Asked again once ready: the app may have changed it meanwhile, or a reader had it made.
      const state = await stateFor(asked);
      if (state && (await refill(asked, scope, state))) made++;
    }
    return made;
  }

  /**
   * For another front of this server (server/http/peer-front.ts): the scope's stamps read at `notBefore` or after, with
   * when their read was asked. Its reads count as this front's: the scope's pages are made ahead.
   */
  async function stampsFor(scope: string, notBefore: number): Promise<Required<StampsRead> | null> {
    readAt.set(scope, now());
    const state = await stampsOf(scope, notBefore);
    return state?.value ? { stamps: state.value, at: state.at } : null;
  }

  /**
   * For another front: the answer to `url` good for the stamps read at `notBefore` or after (those it holds came from
   * here, so these are at least as new), kept or made now; never the one before, which that front would keep as good.
   * Null when it is not kept here.
   */
  async function fillFor(url: string, router: RouterHeaders | null, notBefore: number): Promise<Filled | null> {
    const target = targetOfUrl(url);
    const asked = { key: keyOf(url, router), url, router };
    if (!target || target.live || passes(asked.key)) return null;
    const { scope } = target;
    readAt.set(scope, now());
    const state = await stampsOf(scope, notBefore);
    if (!state?.value) return null;
    const entry = keptFor(asked.key, state) ?? (await refill(asked, scope, state, notBefore));
    if (!entry) return null;
    const { headers, grains, until, gzip, plain } = entry;
    return { status: 200, headers, body: (gzip ?? plain)!.body, declaration: { grains, until }, zipped: gzip !== null };
  }

  return { answer, written, ahead, stampsFor, fillFor };
}

/** A request that may have written, as the cache follows it. */
export type Written = Pick<FrontRequest, 'method' | 'url' | 'client'>;

/** What `request` asks of the cache, if anything. */
function targetOf(request: FrontRequest): Target | null {
  if (request.method !== 'GET' || personal(request.headers)) return null;
  let target = targets.get(request.url);
  if (target === undefined) {
    if (targets.size >= MOST_TARGETS) targets.clear();
    targets.set(request.url, (target = targetOfUrl(request.url)));
  }
  return target;
}

/** The addresses' targets worked out so far: a hall asks the same few thousand addresses over and over. */
const targets = new Map<string, Target | null>();
const MOST_TARGETS = 50_000;

/** What an address asks of the cache, if anything; the address is matched as sent (see SLUG). */
function targetOfUrl(url: string): Target | null {
  const q = url.indexOf('?');
  const pathname = q < 0 ? url : url.slice(0, q);
  const search = q < 0 ? '' : url.slice(q);
  if (!SEARCH.test(search)) return null;
  if (SITE.has(pathname) || BUILD_FILE.test(pathname)) return search === '' ? { scope: '', live: null } : null;
  const live = LIVE.exec(pathname);
  if (live) return liveTarget(live[1]!, search);
  const tournament = TOURNAMENT.exec(pathname);
  if (!tournament || NEVER.test(pathname)) return null;
  return { scope: tournament[1]!, live: null };
}

/** `/live` answers the markers; `/live?grains=…` the digest of those grains, which a live page compares with its own. */
function liveTarget(scope: string, search: string): Target | null {
  if (search === '') return { scope, live: 'markers' };
  const asked = /^\?grains=([a-z0-9:,%]+)$/.exec(search)?.[1];
  const grains = asked ? parseGrains(asked.replaceAll('%2C', ',').replaceAll('%3A', ':')) : null;
  return grains ? { scope, live: grains } : null;
}

/** A promise of `value` in `ms`. */
const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(resolve, ms, value));

const sizeOf = (entry: Entry) => (entry.gzip?.body.length ?? 0) + (entry.plain?.body.length ?? 0);

/** What is kept of an answer: zipped once from 1 KB (phones on the hall's wifi ask for it), as it came below. */
function kept({ headers, body, zipped }: Filled): Pick<Entry, 'headers' | 'gzip' | 'plain'> {
  if (!zipped && body.length < ZIP_FROM) return { headers, gzip: null, plain: made(headers, body, {}) };
  const gzip = zipped ? body : ownBytes(gzipSync(body));
  return { headers, gzip: made(headers, gzip, { 'content-encoding': 'gzip' }), plain: null };
}

/**
 * The bytes in a buffer of their own: zlib writes up to 16 KB into one, and what it answers is a view of it, which kept
 * 16 KB alive for each player's page of 9 KB (20 MB for a hall's pages).
 */
function ownBytes(view: Buffer): Buffer {
  if (view.buffer.byteLength === view.length) return view;
  const own = Buffer.allocUnsafeSlow(view.length);
  view.copy(own);
  return own;
}

/** The kept answer for a client's encodings: unzipped for one that does not take gzip. */
function encoded(entry: Entry, acceptEncoding: string | string[] | undefined): FrontAnswer {
  if (!entry.gzip) return entry.plain!;
  return takesGzip(acceptEncoding) ? entry.gzip : made(entry.headers, gunzipSync(entry.gzip.body), {});
}

function made(kept: Record<string, string>, body: Buffer, extra: Record<string, string>): FrontAnswer {
  const vary = kept.vary;
  const varied = !vary ? 'Accept-Encoding' : /\baccept-encoding\b/i.test(vary) ? vary : `${vary}, Accept-Encoding`;
  const headers = { ...kept, vary: varied, ...extra, 'content-length': String(body.length) };
  return { status: 200, headers, body };
}
