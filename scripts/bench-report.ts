// What `npm run bench` prints: the figures as Markdown tables, then PASS/MISS for each target of issue #18.
import { readFileSync } from 'node:fs';
import type { AddressLoad, LargestFromBare } from './bench-addresses';
import type { ListRun } from './bench-load';
import type { Memory } from './bench-memory';
import type { Rush } from './bench-rush';
import type { Saves } from './bench-sheets';

export const TARGETS = {
  /** The rush and every public address alone, at 50 connections. */
  p99Ms: 50,
  /** The app's requests a second in the rush, as a share of the bare server's. */
  rushShare: 0.5,
  /** A public address's uncached answer, median of single requests. */
  uncachedMs: 15,
  /** A save, 10 scorekeepers at once, through HTTP and through recordGame. */
  saveP95Ms: 100,
  memoryMb: 500,
};

export type Results = {
  connections: number;
  seconds: number;
  /** The rush at a round's end, the hall's pages made ahead: the targets are on this one. */
  rush: Rush;
  /** The rush on the app just started, every address new to it: a restart in a rush. */
  rushCold: Rush;
  /** The server's line on its first pass making the pages ahead. */
  madeAhead: string;
  bare: ListRun;
  /** The rush's addresses whose answer was not 200 when each was asked once. */
  refused: Map<string, number>;
  /** Under the rushes, and over every load of the app. */
  memory: { rush: Memory; all: Memory };
  serverLog: string;
  addresses: AddressLoad[];
  /** The largest address alone from a bare server: the machine's own tail for an answer that size. */
  largest: LargestFromBare | null;
  httpSaves: Saves;
  saves: Saves;
  saveAlone: Saves;
  writers: number;
};

const log = (line: string) => console.log(line);
const ms = (value: number) => (value === Infinity ? 'none answered' : `${value.toFixed(value < 10 ? 1 : 0)} ms`);
const percent = (share: number) => `${(share * 100).toFixed(share < 0.01 ? 2 : 1)} %`;
const row = (cells: (string | number)[]) => log(`| ${cells.join(' | ')} |`);
const verdict = (holds: boolean) => (holds ? 'PASS' : 'MISS');

const megabytes = (each: number[]) => each.map((mb) => `${mb.toFixed(0)} MB`).join(' + ');

function reportRush({ rush, rushCold, madeAhead, bare, refused, memory, connections, seconds }: Results) {
  const { accepted, refused: notAccepted, seconds: acceptSeconds } = rush.acceptances;
  log('');
  log(
    `The rush: ${rush.addresses} addresses (${rush.distinct} distinct) shuffled, ${connections} connections, ` +
      `${seconds} s; ${accepted} sheets accepted meanwhile (${(accepted / acceptSeconds).toFixed(1)}/s` +
      `${notAccepted ? `, ${notAccepted} not, the first for "${rush.acceptances.firstRefusal}"` : ''})`,
  );
  log('');
  row(['server', 'req/s', 'p50', 'p99', 'requests', 'errors', 'timeouts', 'status ≥ 400']);
  row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:']);
  for (const [name, r] of [
    ['the app at a round’s end, its pages made ahead', rush],
    [`the app just started, every address new to it (${rushCold.acceptances.accepted} sheets accepted)`, rushCold],
    ['bare node:http, the same answers', bare],
  ] as const)
    row([name, r.requestsPerSecond.toFixed(0), ms(r.p50), ms(r.p99), r.requests, r.errors, r.timeouts, r.status]);
  log('');
  log(
    `the app / bare server: ${percent(rush.requestsPerSecond / bare.requestsPerSecond)} of its req/s; ` +
      `just started, ${percent(rushCold.requestsPerSecond / bare.requestsPerSecond)}`,
  );
  log(`made ahead: ${madeAhead}`);
  const notOk = [...refused].map(([path, status]) => `${path} ${status}`);
  log(`addresses not answered 200 when asked once after the rush: ${notOk.length ? notOk.join(', ') : 'none'}`);
  log(
    `app memory under the rush: peak ${memory.rush.ownPeakMb.toFixed(0)} MB, the files its processes map counted once; ` +
      `${memory.rush.peakMb.toFixed(0)} MB in summed resident sets (${memory.rush.processes} ` +
      `process(es), each at its peak: ${megabytes(memory.rush.byProcessMb)}); over every load of the app, ` +
      `${memory.all.peakMb.toFixed(0)} MB (each at its peak: ${megabytes(memory.all.byProcessMb)})`,
  );
}

function reportAddresses({ addresses, largest, connections }: Results, seconds: number) {
  log('');
  row([
    `address alone (${connections} connections, ${seconds} s)`,
    'status',
    'bytes',
    'req/s',
    'p50',
    'p99',
    'failed',
    'uncached',
    'uncached, first 20',
  ]);
  row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']);
  for (const a of addresses) {
    const cells = [a.path, a.answered.status, a.answered.bytes, a.requestsPerSecond.toFixed(0), ms(a.p50), ms(a.p99)];
    row([...cells, a.failed, ms(a.uncachedMs), ms(a.uncachedFirstMs)]);
  }
  const app = addresses.find((a) => a.path === largest?.path);
  if (!largest || !app) return;
  log('');
  log(
    `the largest answer alone (${largest.path}, ${largest.bytes} bytes): the app ${app.requestsPerSecond.toFixed(0)} ` +
      `req/s, p99 ${ms(app.p99)}; a bare node:http server answering its bytes (the app paused) ` +
      `${largest.run.requestsPerSecond.toFixed(0)} req/s, p99 ${ms(largest.run.p99)}`,
  );
}

function reportSaves({ httpSaves, saves, saveAlone, writers, seconds }: Results) {
  log('');
  row(['saves', 'writers', 'saves', 'p50', 'p95', 'refused']);
  row(['---', '---:', '---:', '---:', '---:', '---:']);
  const kinds = [
    [`through HTTP, the sheet page's server action, signed in (${seconds} s)`, writers, httpSaves],
    ['recordGame, one writer alone (3 s)', 1, saveAlone],
    [`recordGame (${seconds} s)`, writers, saves],
  ] as const;
  for (const [name, count, s] of kinds) row([name, count, s.saves, ms(s.p50), ms(s.p95), s.refused]);
  for (const [name, , s] of kinds) if (s.firstRefusal) log(`first refusal ${name}: ${s.firstRefusal}`);
}

/** The address that does worst on `measure`, and how many meet `limit`. */
function worst(addresses: readonly AddressLoad[], measure: (a: AddressLoad) => number, limit: number) {
  const sorted = [...addresses].sort((a, b) => measure(b) - measure(a));
  const meeting = addresses.filter((a) => measure(a) <= limit).length;
  const first = sorted[0];
  return {
    holds: meeting === addresses.length,
    words: `${meeting} of ${addresses.length}; worst ${first?.path} ${ms(first ? measure(first) : NaN)}`,
  };
}

const savesHold = (s: Saves) => s.saves > 0 && s.refused === 0 && s.p95 <= TARGETS.saveP95Ms;
const savesWords = (s: Saves) => `p95 ≤ ${TARGETS.saveP95Ms} ms, none refused (${ms(s.p95)}, ${s.refused} refused)`;

export function report(results: Results, addressSeconds: number) {
  reportRush(results);
  reportAddresses(results, addressSeconds);
  reportSaves(results);
  const { rush, bare, memory, addresses, httpSaves, saves } = results;
  const share = rush.requestsPerSecond / bare.requestsPerSecond;
  const rushFailures = rush.failed + results.refused.size;
  const p99 = worst(addresses, (a) => (a.failed ? Infinity : a.p99), TARGETS.p99Ms);
  const uncached = worst(addresses, (a) => a.uncachedMs, TARGETS.uncachedMs);
  const targets: [string, boolean][] = [
    [`the rush: p99 ≤ ${TARGETS.p99Ms} ms (${ms(rush.p99)})`, rush.p99 <= TARGETS.p99Ms],
    [
      `the rush: ≥ ${percent(TARGETS.rushShare)} of the bare server's req/s (${percent(share)})`,
      share >= TARGETS.rushShare,
    ],
    [`the rush: no errors (${rushFailures})`, rushFailures === 0],
    [`every public address alone: p99 ≤ ${TARGETS.p99Ms} ms, no failure (${p99.words})`, p99.holds],
    [`every public address uncached: median ≤ ${TARGETS.uncachedMs} ms (${uncached.words})`, uncached.holds],
    [`saves through HTTP: ${savesWords(httpSaves)}`, savesHold(httpSaves)],
    [`saves through recordGame: ${savesWords(saves)}`, savesHold(saves)],
    [
      `app memory under the rush, Node's own files counted once: ≤ ${TARGETS.memoryMb} MB (${memory.rush.ownPeakMb.toFixed(0)} MB)`,
      memory.rush.ownPeakMb <= TARGETS.memoryMb,
    ],
  ];
  log('');
  for (const [target, holds] of targets) log(`${verdict(holds)}  ${target}`);
  const output = readFileSync(results.serverLog, 'utf8');
  log('');
  log(`The app's output: ${results.serverLog} (${output.split('\n').length - 1} lines)`);
}
