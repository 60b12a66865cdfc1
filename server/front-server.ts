import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  frontCache,
  type Answering,
  type Filled,
  type FrontAnswer,
  type RouterHeaders,
  type StampsRead,
  type Written,
} from '@/server/http/front-cache';
import { declarationIn, GRAINS_HEADER } from '@/server/http/cache-grains';
import { CLIENT_ADDRESS_HEADER } from '@/lib/auth/client-address';
import { makingAhead } from '@/server/http/made-ahead';
import type { StampsSource } from '@/server/http/database-stamps';
import { PEER_AFTER_HEADER, stampsFromPeer, stampsSchema } from '@/server/http/peer-front';
import { atMost } from './at-most';
import { ZIPPED_HEADER } from '@/server/http/zip-answer';

/**
 * Hands a request to the app; calls `answered` when the app's answer begins: its work is done by then (a server
 * action's result comes before the page it renders again), though the answer may stream for a while yet.
 */
type Handle = (req: IncomingMessage, res: ServerResponse, answered: () => void) => Promise<void> | void;

/** Methods that never write (the cache's `written` ignores them). */
const READS = new Set(['GET', 'HEAD']);
const nothing = () => undefined;

const SELF_TIMEOUT_MS = 5_000;
/** Answers made for the cache at once (the machine's cores, and a little more while one waits for the database). */
const FILLS_AT_ONCE = 4;

/** Headers that belong to one connection or one answer, not to the kept bytes. */
const UNKEPT = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  GRAINS_HEADER,
  ZIPPED_HEADER,
]);

/**
 * Where a front's kept answers come from: the app (Next.js on 127.0.0.1:`appPort`), its stamps read by `stampsFrom`
 * (server/http/database-stamps.ts) given the app's own answer, asked of the app when none is given; or, for a second
 * front, the first front's own port (server/http/peer-front.ts).
 */
export type FrontSource =
  { appPort: number; stampsFrom?: (fromApp: StampsSource) => StampsSource } | { peerPort: number };

export type FrontOptions = {
  /** Hands a request to the app itself. */
  handle: Handle;
  source: FrontSource;
  securityHeaders: Record<string, string>;
  /** The client's address as this server works it out. */
  clientOf: (req: IncomingMessage) => string | null;
  /** Tells the other fronts of a write through this one, when it finished. */
  wrote?: (written: Written, at: number) => void;
};

/**
 * The app's HTTP server: the front cache (server/http/front-cache.ts) before `handle`, which hands a request to the app.
 * The client's address as this server works it out (`clientOf`) is what the cache follows writers by, and every
 * request handed to the app carries it, never as the client claims it. The cache asks its source for the answers it
 * keeps, without cookies: the public answers. The first front makes the pages a hall is about to load ahead
 * (server/http/made-ahead.ts). Returns the server and its cache.
 */
export function frontServer({ handle, source, securityHeaders, clientOf, wrote }: FrontOptions) {
  const peer = 'peerPort' in source;
  const port = peer ? source.peerPort : source.appPort;
  const self = (url: string, router: RouterHeaders | null = null, notBefore?: number) =>
    fetch(`http://127.0.0.1:${port}${url}`, {
      // Only the big lists the app keeps zipped come so, marked (server/http/kept-answer.ts): kept as they come.
      headers: {
        ...router,
        'accept-encoding': 'gzip',
        ...(peer && notBefore !== undefined ? { [PEER_AFTER_HEADER]: String(notBefore) } : {}),
      },
      redirect: 'manual',
      // An answer the app cannot give in time is left to it: the request goes to Next.js itself.
      signal: AbortSignal.timeout(SELF_TIMEOUT_MS),
    });
  const cache = frontCache({
    now: Date.now,
    headers: securityHeaders,
    stamps: peer ? stampsFromPeer(source.peerPort, SELF_TIMEOUT_MS) : appStamps(self, source.stampsFrom),
    fill: atMost(FILLS_AT_ONCE, async (url, router, notBefore): Promise<Filled> => {
      const response = await self(url, router, notBefore);
      const body = Buffer.from(await response.arrayBuffer());
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => UNKEPT.has(name) || (headers[name] = value));
      const declaration = declarationIn(
        {
          grains: response.headers.get(GRAINS_HEADER),
          contentType: headers['content-type'],
          cacheControl: headers['cache-control'] ?? null,
        },
        body,
      );
      return {
        status: response.status,
        headers,
        body,
        declaration,
        zipped: response.headers.get(ZIPPED_HEADER) === 'gzip',
      };
    }),
  });

  // Requests the app is answering itself (saves, staff pages, what the cache does not keep): made ahead of nobody.
  let atApp = 0;
  const toApp = (req: IncomingMessage, res: ServerResponse, client: string | null) => {
    atApp++;
    res.once('close', () => atApp--);
    if (client) req.headers[CLIENT_ADDRESS_HEADER] = client;
    else if (CLIENT_ADDRESS_HEADER in req.headers) delete req.headers[CLIENT_ADDRESS_HEADER];
    const method = req.method ?? 'GET';
    if (READS.has(method)) return handle(req, res, nothing);
    // Only what may write is followed (a listener on every answer cost a hall's reloads a sixth of their speed), from
    // the moment the app's answer begins: a client shown a save's result may read again before its answer ends.
    const asked = { method, url: req.url ?? '/', client };
    const answered = () => {
      const at = Date.now();
      cache.written(asked, at);
      wrote?.(asked, at);
    };
    res.once('finish', answered);
    return handle(req, res, answered);
  };
  /** The cache's answer, or the app's when it has none. */
  const send = (req: IncomingMessage, res: ServerResponse, client: string | null, answer: FrontAnswer | null) => {
    if (!answer) return void toApp(req, res, client);
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  };
  // A second front makes nothing ahead: it asks the first, which does.
  if (!peer)
    makingAhead({
      list: async () => {
        const response = await self('/api/ahead');
        return response.ok ? response.json() : (await response.body?.cancel(), null);
      },
      ahead: cache.ahead,
      idle: () => atApp === 0,
    });

  // No closure is made for a request the cache answers at once: those made for each cost a hall's reloads a tenth of
  // their speed.
  const server = createServer((req, res) => {
    const client = clientOf(req);
    let answering: Answering;
    try {
      answering = cache.answer({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, client });
    } catch {
      answering = null;
    }
    if (!(answering instanceof Promise)) return send(req, res, client, answering);
    answering.then(
      (answer) => send(req, res, client, answer),
      () => send(req, res, client, null),
    );
  });
  return { server, cache };
}

/** The stamps from `stampsFrom` given the app's own answer (asked of the app alone when there is none). */
function appStamps(
  self: (url: string) => Promise<Response>,
  stampsFrom: (fromApp: StampsSource) => StampsSource = (fromApp) => fromApp,
) {
  const fromApp: StampsSource = async (scope) => {
    const response = await self(scope === '' ? '/api/stamps' : `/api/tournaments/${encodeURIComponent(scope)}/stamps`);
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    const parsed = stampsSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  };
  const read = stampsFrom(fromApp);
  return async (scope: string): Promise<StampsRead | null> => {
    const stamps = await read(scope);
    return stamps && { stamps };
  };
}
