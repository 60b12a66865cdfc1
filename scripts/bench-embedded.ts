// `npm run bench:embedded [-- --seconds S]`: the embedded default against a PostgreSQL server, in one run. The same
// production build serves the demo tournament (32 players, 2 rounds) from an embedded PostgreSQL of its own (a
// temporary folder) and then from a scratch database on DATABASE_URL's server; public pages that reach the database are
// loaded at 20 connections on each. Also: the memory of every process of the app on the embedded default, idle after
// start, and twenty one-second statements from twenty connections at once. Prints PASS/MISS per target.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { db } from '@/lib/db/client';
import { ensureDemoStaff, seedDemoTournament } from '@/lib/demo/seed';
import { DEMO_DEFAULTS } from '@/lib/demo/first-start';
import { adminQuery } from '@/server/database-check';
import { loadDotEnv, serverEnv } from '@/server/env';
import { prepareDatabase } from '@/server/migrate';
import { startNext } from '@/server/next-server';
import { freePort, stopChild } from '@/server/processes';
import { StartupError, type Database } from '@/server/database';
import { measure, type Load } from './bench-load';
import { processTree } from './bench-processes';
import { runCli } from '@/server/cli';

const TARGETS = { memoryMb: 400, share: 0.9, sleepSeconds: 2 };
const CONNECTIONS = 20;
const PAGES = [
  ['seating page', `/t/${DEMO_DEFAULTS.slug}/seating`],
  ['overview', `/t/${DEMO_DEFAULTS.slug}`],
  ['seating JSON', `/api/tournaments/${DEMO_DEFAULTS.slug}/rounds/2/seating`],
];

const log = (line: string) => console.log(line);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Proportional memory (shared pages split between the processes sharing them) of `root` and all its descendants. */
function treePssMb(roots: number[]): number {
  const pids = processTree(roots);
  let kb = 0;
  for (const pid of pids) {
    try {
      kb += Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
    } catch {
      // ended meanwhile
    }
  }
  return kb / 1024;
}

/** `npm start` as a new user runs it, on the embedded default in a folder of its own; resolves when it answers. */
async function npmStart(dataDir: string, port: number): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), BACKUP_EVERY_MINUTES: '0' };
  delete env.DATABASE_URL;
  delete env.NEXTAUTH_SECRET;
  const app = spawn('npm', ['start'], { env, detached: true, stdio: 'ignore' });
  for (let i = 0; i < 720; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return app;
    if (app.exitCode !== null) break;
    await sleep(250);
  }
  throw new Error('npm start did not answer within 3 minutes');
}

async function loadPages(base: string, seconds: number, label: string): Promise<Load[]> {
  log(`${label}:`);
  const loads: Load[] = [];
  for (const [name, address] of PAGES)
    loads.push(await measure(name!, `${base}${address}`, { seconds, gzip: true, connections: CONNECTIONS }));
  return loads;
}

/** The embedded default: its memory idle after start (every process, PostgreSQL's included), its pages under load. */
async function embeddedRun(seconds: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mahjong-bench-embedded-'));
  const port = await freePort();
  const app = await npmStart(dataDir, port);
  try {
    await sleep(10_000);
    const memoryMb = treePssMb([app.pid!]);
    const loads = await loadPages(`http://127.0.0.1:${port}`, seconds, 'embedded PostgreSQL (npm start)');
    const pgPort = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
    const password = readFileSync(path.join(dataDir, 'pg.password'), 'utf8').trim();
    const sleepSeconds = await twentySleeps(
      `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/mahjong`,
    );
    return { memoryMb, loads, sleepSeconds };
  } finally {
    process.kill(-app.pid!, 'SIGTERM');
    await new Promise((resolve) => app.once('exit', resolve));
    await sleep(1_000);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The same build and demo on a scratch database of the PostgreSQL server at `server`. */
async function serverRun(server: string, seconds: number): Promise<Load[]> {
  const name = `bench_embedded_${Date.now()}`;
  await adminQuery(server, `CREATE DATABASE "${name}"`);
  try {
    const url = new URL(server);
    url.pathname = `/${name}`;
    const database: Database = {
      url: url.toString(),
      ownerUrl: url.toString(),
      mode: 'postgres',
      stop: async () => undefined,
    };
    await prepareDatabase(database);
    await ensureDemoStaff(db());
    await seedDemoTournament(db(), { ...DEMO_DEFAULTS, date: new Date().toISOString().slice(0, 10) });
    await db().$disconnect();
    const port = await freePort();
    const next = startNext(process.cwd(), serverEnv(database), port);
    try {
      for (
        let i = 0;
        i < 240 &&
        !(await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (r) => r.ok,
          () => false,
        ));
        i++
      )
        await sleep(250);
      return await loadPages(`http://127.0.0.1:${port}`, seconds, 'PostgreSQL server');
    } finally {
      await stopChild(next);
    }
  } finally {
    await adminQuery(server, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

async function twentySleeps(url: string): Promise<number> {
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      const client = new pg.Client(url);
      await client.connect();
      await client.query('SELECT pg_sleep(1)');
      await client.end();
    }),
  );
  return (performance.now() - started) / 1000;
}

loadDotEnv();
runCli(async () => {
  const { values } = parseArgs({ options: { seconds: { type: 'string' } } });
  const seconds = Number(values.seconds ?? 10);
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl)
    throw new StartupError('Set DATABASE_URL to a PostgreSQL server: the bench compares the embedded default with it.');
  process.env.NEXTAUTH_SECRET ??= 'bench-embedded-only';

  const embedded = await embeddedRun(seconds);
  const server = await serverRun(serverUrl, seconds);

  const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
  log('\n| page (20 connections) | embedded req/s | server req/s | share | target ≥ 90 % |');
  log('| --- | ---: | ---: | ---: | --- |');
  embedded.loads.forEach((load, i) => {
    const other = server[i]!;
    const share = load.requestsPerSecond / other.requestsPerSecond;
    log(
      `| ${load.name} | ${load.requestsPerSecond.toFixed(0)} | ${other.requestsPerSecond.toFixed(0)} | ${(share * 100).toFixed(0)} % | ${verdict(share >= TARGETS.share)} |`,
    );
  });
  log(
    `\nMemory of the app on the embedded default, idle after start (server, workers and PostgreSQL): ${embedded.memoryMb.toFixed(0)} MB — target ≤ ${TARGETS.memoryMb} MB: ${verdict(embedded.memoryMb <= TARGETS.memoryMb)}`,
  );
  log(
    `Twenty pg_sleep(1) from twenty connections at once: ${embedded.sleepSeconds.toFixed(2)} s — target about 1 s: ${verdict(embedded.sleepSeconds <= TARGETS.sleepSeconds)}`,
  );
});
