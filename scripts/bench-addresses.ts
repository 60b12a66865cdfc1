// Every public address of a tournament alone: at 50 connections for a few seconds (as kept in front of the app), and
// its uncached cost, single requests that the front cache passes to Next.js.
import { answerOf, withBareServer, wrk, type ListRun } from './bench-load';
import { whilePaused } from './bench-processes';
import { keepAnswers } from './bench-rush';
import { percentile } from './bench-sheets';

/**
 * A header the front cache passes on and the app does not read: Next.js renders the public answer, as it does for a
 * miss (an unreadable session cookie would add next-auth's complaint, written to the log, to every request).
 */
const UNCACHED = { authorization: 'none' };
const UNCACHED_REQUESTS = 20;
/**
 * The uncached cost is measured after this many more: a hall's server has made each kind of page many times (a
 * table's four players' pages again at each of its sheet's writes, some 13 a second at a round's end), and its first
 * renders of a page are its JIT compiler's (here the first twenty took 14–24 ms where the same page then took 10–13).
 * The first twenty are printed too.
 */
const UNCACHED_WARM_UP = 100;

/** The public pages, JSON and CSV of a tournament (and the site's), with a round and table to show. */
export function publicAddresses(slug: string, current: number, played: number): string[] {
  const t = `/t/${slug}`;
  const api = `/api/tournaments/${slug}`;
  return [
    '/',
    '/rules',
    t,
    `${t}/clock`,
    `${t}/rules`,
    `${t}/changes`,
    `${t}/seating`,
    `${t}/rounds/${current}/seating`,
    `${t}/rounds/${current}/projector`,
    `${t}/standings`,
    `${t}/standings/projector`,
    `${t}/rounds/${played}/tables/1`,
    `${t}/player/1`,
    `${api}/standings`,
    `${api}/standings.csv`,
    `${api}/clock`,
    `${api}/live`,
    `${api}/rounds/${current}/seating`,
    `${api}/rounds/${played}/tables/1`,
    `${api}/rounds/${played}/tables/1/record`,
    `${api}/results`,
    `${api}/results.csv`,
    `${api}/games.csv`,
  ];
}

export type AddressLoad = ListRun & {
  path: string;
  /** The status and bytes of the answer as a phone asks it. */
  answered: { status: number; bytes: number };
  /** The median of single uncached requests, one after another, in ms: after UNCACHED_WARM_UP of them. */
  uncachedMs: number;
  /** The same of the first UNCACHED_REQUESTS (the route rendered once before). */
  uncachedFirstMs: number;
};

/** The time of each of `count` requests sent one after another, each waited for to its last byte. */
async function timesOf(url: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const began = performance.now();
    await answerOf(url, true, UNCACHED);
    times.push(performance.now() - began);
  }
  return times;
}

const median = (times: number[]) =>
  percentile(
    [...times].sort((a, b) => a - b),
    0.5,
  );

/** The median of the first UNCACHED_REQUESTS uncached requests, and of as many after UNCACHED_WARM_UP more. */
async function uncachedCost(url: string) {
  const first = await timesOf(url, UNCACHED_REQUESTS);
  await timesOf(url, UNCACHED_WARM_UP);
  return { uncachedFirstMs: median(first), uncachedMs: median(await timesOf(url, UNCACHED_REQUESTS)) };
}

/**
 * Each address: its answer once (its route loaded, its answer kept), then `seconds` at `connections` connections, and
 * its uncached cost.
 */
export async function loadEachAddress(
  base: string,
  paths: readonly string[],
  { seconds, connections }: { seconds: number; connections: number },
): Promise<AddressLoad[]> {
  const loads: AddressLoad[] = [];
  for (const path of paths) {
    const url = `${base}${path}`;
    const { status, body } = await answerOf(url, true);
    const loaded = await wrk({ url, seconds, gzip: true, connections });
    // A run ends with requests still queued in the server; one request more waits them out before the next run.
    await answerOf(url, true);
    const uncached = await uncachedCost(url);
    const load = { ...loaded, path, answered: { status, bytes: body.length }, ...uncached };
    console.log(
      `  ${path}: ${load.requestsPerSecond.toFixed(0)} req/s, ` +
        `p99 ${load.requests ? `${load.p99.toFixed(1)} ms` : 'none answered'}, ` +
        `uncached ${load.uncachedMs.toFixed(1)} ms (first ${UNCACHED_REQUESTS}: ${load.uncachedFirstMs.toFixed(1)} ms)`,
    );
    loads.push(load);
  }
  return loads;
}

/** The largest answer alone, from a bare server answering its bytes from memory, loaded as the app was. */
export type LargestFromBare = { path: string; bytes: number; run: ListRun };

/**
 * The largest answer of `loads`, taken from the app, then asked alone of a bare `node:http` server answering its bytes
 * from memory as it was of the app, the app's server (`appPid`) paused: what the machine's kernel and load generator
 * allow an answer of that size, whatever the server.
 */
export async function largestFromBare(
  base: string,
  loads: readonly AddressLoad[],
  { seconds, connections }: { seconds: number; connections: number },
  answersFile: string,
  appPid: number,
): Promise<LargestFromBare | null> {
  const largest = [...loads].sort((a, b) => b.answered.bytes - a.answered.bytes)[0];
  if (!largest) return null;
  await keepAnswers(base, [largest.path], answersFile);
  const run = await whilePaused(appPid, () =>
    withBareServer(answersFile, largest.path, (url) =>
      wrk({ url: `${url}${largest.path}`, seconds, gzip: true, connections }),
    ),
  );
  return { path: largest.path, bytes: largest.answered.bytes, run };
}
