import type { Serializable } from 'node:child_process';
import { createServer, type ServerResponse } from 'node:http';
import { z } from 'zod';
import type { Stamps } from '@/lib/live/grains';
import { formatDeclaration } from '@/lib/live/grains';
import { routerOf, type Filled, type RouterHeaders, type StampsRead, type Written } from '@/server/http/front-cache';
import { GRAINS_HEADER } from '@/server/http/cache-grains';
import { ZIPPED_HEADER } from '@/server/http/zip-answer';

/**
 * A server's second front (server/serve.ts) shares the first's port and answers from its own memory, but makes no
 * answer and reads no stamp itself: it asks the first, on a port of the first's own on 127.0.0.1, which answers from
 * what it keeps. So a change costs one render and one read of the stamps, however many fronts keep its answers, and the
 * second's answers are never older than the stamps it checks them by (the stamps it holds came from the first, whose
 * answers are good for stamps at least as new). Each front tells the other of the writes through it.
 */

/** The stamps read at this time (the clock's, ms) or after: sent with each question of the second front. */
export const PEER_AFTER_HEADER = 'x-peer-after';
const STAMPS_PATH = '/.stamps';

/** Whether `value` is a plain object of strings, checked in one pass. */
function isStringRecord(value: unknown): value is Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  for (const key in value) if (typeof (value as Record<string, unknown>)[key] !== 'string') return false;
  return true;
}

/**
 * The stamps as JSON: 5,500 tables' and 2,000 players' read twice a second by the second front, where zod's own record
 * took 4–18 ms a reading, the front's connections waiting meanwhile.
 */
const stringRecord = z.custom<Record<string, string>>(isStringRecord, 'expected an object of strings');
export const stampsSchema: z.ZodType<Stamps> = z.object({
  frame: z.string(),
  standings: z.string(),
  ranking: z.string(),
  all: z.string(),
  tables: stringRecord,
  places: stringRecord,
});
const readSchema = z.object({ stamps: stampsSchema, at: z.number() });

/** A write through one front, as told to the other, with when it finished. */
const writtenSchema = z.object({
  written: z.object({ method: z.string(), url: z.string(), client: z.string().nullable().optional() }),
  at: z.number(),
});

/** What the first front's cache answers the second (server/http/front-cache.ts). */
type FirstCache = {
  stampsFor: (scope: string, notBefore: number) => Promise<Required<StampsRead> | null>;
  fillFor: (url: string, router: RouterHeaders | null, notBefore: number) => Promise<Filled | null>;
};

/** The first front's server for the second: its stamps, and its kept answers marked with what they show. */
export function peerServer(cache: FirstCache) {
  return createServer((req, res) => {
    const after = Number(req.headers[PEER_AFTER_HEADER]);
    const router = routerOf(req.headers);
    if (req.method !== 'GET' || !Number.isFinite(after) || router === undefined) return void res.writeHead(400).end();
    const url = req.url ?? '/';
    const asked = url.startsWith(`${STAMPS_PATH}?`)
      ? stampsAnswer(cache, new URL(url, 'http://peer').searchParams.get('scope') ?? '', after, res)
      : fillAnswer(cache, url, router, after, res);
    asked.catch(() => res.headersSent || res.writeHead(502).end());
  });
}

async function stampsAnswer(cache: FirstCache, scope: string, after: number, res: ServerResponse) {
  const read = await cache.stampsFor(scope, after);
  if (!read) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(read));
}

async function fillAnswer(
  cache: FirstCache,
  url: string,
  router: RouterHeaders | null,
  after: number,
  res: ServerResponse,
) {
  const filled = await cache.fillFor(url, router, after);
  if (!filled) return void res.writeHead(404).end();
  const marks: Record<string, string> = filled.zipped ? { [ZIPPED_HEADER]: 'gzip' } : {};
  if (filled.declaration) marks[GRAINS_HEADER] = formatDeclaration(filled.declaration);
  res.writeHead(filled.status, { ...filled.headers, ...marks }).end(filled.body);
}

/**
 * The second front's stamps, asked of the first on its own port; given up after `timeoutMs` (the cache then hands its
 * readers to the app, as when the stamps cannot be read).
 */
export function stampsFromPeer(peerPort: number, timeoutMs: number) {
  return async (scope: string, notBefore: number): Promise<StampsRead | null> => {
    const address = `http://127.0.0.1:${peerPort}${STAMPS_PATH}?scope=${encodeURIComponent(scope)}`;
    const response = await fetch(address, {
      headers: { [PEER_AFTER_HEADER]: String(notBefore) },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return (await response.body?.cancel(), null);
    const parsed = readSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  };
}

/** A process's message channel: a child process seen from its parent, or `process` in the child. */
type Channel = { connected: boolean; send?: (message: Serializable) => unknown };

/** Tells the other front, over `channel`, of a write through this one. */
export const tellWrites = (channel: Channel) => (written: Written, at: number) =>
  void (channel.connected && channel.send?.({ written, at }));

/** When `message` tells of a write through the other front, `cache` follows it as its own; other messages pass. */
export function followWrite(cache: { written: (written: Written, at: number) => void }, message: unknown) {
  const parsed = writtenSchema.safeParse(message);
  if (parsed.success) cache.written(parsed.data.written, parsed.data.at);
}
