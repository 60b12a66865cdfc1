// `npm run bench [-- --players N --rounds R --seconds S]`: the app under load on a large event. A scratch database
// (`bench_<time>` on DATABASE_URL's server) gets a tournament of N players with R rounds played and one more round
// published and started; the app's server (scripts/serve.ts) serves the production build, and wrk or autocannon (in a
// process of its own, scripts/bench-load.ts) loads four public addresses as a phone's browser asks (gzip; the standings
// JSON also uncompressed), then a bare node:http server that returns the same standings answer from memory (the
// practical limit).
// Then ten scorekeepers save games at ten tables at once. Prints the figures and PASS/MISS per target; exits 0
// whatever the figures. The scratch database is dropped and the servers stopped at the end, even on failure.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { db } from '@/lib/db/client';
import { SYSTEM, type Actor } from '@/lib/audit/log';
import { DEMO_STAFF, seedDemoTournament } from '@/lib/demo/seed';
import { randomGame } from '@/lib/demo/random-game';
import { recordGame } from '@/lib/games/record-game';
import { createRandom } from '@/lib/random';
import { draftRound } from '@/lib/rounds/draft';
import { advanceRound, type RoundStep } from '@/lib/rounds/lifecycle';
import { eastOf, SEATS, type Seat } from '@/lib/rules';
import { StartupError } from '@/lib/runtime/database';
import { adminQuery } from '@/lib/runtime/database-check';
import { freePort, stopChild } from '@/lib/runtime/processes';
import { loadDotEnv, serverEnv } from '@/lib/runtime/env';
import { migrateDeploy } from '@/lib/runtime/migrate';
import { buildIfStale, startNext } from '@/lib/runtime/next-server';
import { bareAnswers, bareServer, generator, measure, type Load } from './bench-load';
import { runCli } from './cli';

const SLUG = 'bench';
const CONNECTIONS = 50;
const WRITERS = 10;
const TARGETS = { standingsP99: 50, standingsShare: 0.5, pageP99: 150, saveP95: 100, memoryMb: 500 };

const argsSchema = z.object({
  players: z.coerce.number().int().min(40).max(5000).default(2000),
  rounds: z.coerce.number().int().min(1).max(29).default(10),
  seconds: z.coerce.number().int().min(1).max(120).default(10),
});

function options() {
  const names = ['players', 'rounds', 'seconds'];
  const { values } = parseArgs({ options: Object.fromEntries(names.map((k) => [k, { type: 'string' as const }])) });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    throw new StartupError(parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('; '));
  }
  return parsed.data;
}

const log = (line: string) => console.log(line);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilUp(url: string, child: ChildProcess, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server at ${url} exited (code ${child.exitCode})`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`the server at ${url} did not answer within ${seconds} s`);
}

/** The summed resident memory of a process and its descendants (Next may run workers), sampled every 200 ms. */
function memorySampler(rootPid: number) {
  const kb = (pid: number, field: string) => {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  };
  const tree = (): number[] => {
    const parents = new Map<number, number>();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      } catch {
        // the process ended meanwhile
      }
    }
    const pids = [rootPid];
    for (let i = 0; i < pids.length; i++) for (const [pid, ppid] of parents) if (ppid === pids[i]) pids.push(pid);
    return pids;
  };
  let peakKb = 0;
  let hwmKb = 0;
  let processes = 1;
  const sample = () => {
    try {
      const pids = tree();
      processes = Math.max(processes, pids.length);
      peakKb = Math.max(
        peakKb,
        pids.reduce((sum, pid) => sum + kb(pid, 'VmRSS'), 0),
      );
      hwmKb = Math.max(hwmKb, kb(rootPid, 'VmHWM'));
    } catch {
      // the server is stopping
    }
  };
  const timer = setInterval(sample, 200);
  return {
    stop: () => (sample(), clearInterval(timer)),
    result: () => ({ peakMb: peakKb / 1024, rootHwmMb: hwmKb / 1024, processes }),
  };
}

async function step(tournamentId: string, number: number, name: RoundStep): Promise<string> {
  const round = await db().round.findUniqueOrThrow({ where: { tournamentId_number: { tournamentId, number } } });
  const moved = await advanceRound(db(), SYSTEM, round.id, round.version, name, new Date());
  if (!moved.ok) throw new Error(`Round ${number}: ${moved.message}`);
  return round.id;
}

/**
 * What a database settles to between bulk writes: the rows' statistics taken and the written pages flushed, so that a
 * checkpoint spreading the seed's writes over the next minutes does not slow the saves measured meanwhile (a save's
 * commit waits for its WAL flush). A tournament's database is in that state, not just after 20,000 games in a minute.
 */
async function settle(url: string): Promise<void> {
  await adminQuery(url, 'VACUUM ANALYZE');
  await adminQuery(url, 'CHECKPOINT').catch((e: Error) => log(`(no CHECKPOINT: ${e.message})`));
}

/** One more round after the played ones, seated by rotation, published and started: its sheets are empty. */
async function openRound(rounds: number): Promise<string> {
  // The demo tournament has max(rounds, 4) rounds; one more is allowed here (a scratch database) to keep one open.
  const { id } = await db().tournament.update({ where: { slug: SLUG }, data: { roundCount: { increment: 1 } } });
  const drafted = await draftRound(db(), SYSTEM, id, rounds + 1, { kind: 'rotation' });
  if (!drafted.ok) throw new Error(`Round ${rounds + 1} could not be seated`);
  await step(id, rounds + 1, 'publish');
  return step(id, rounds + 1, 'start');
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;

/** `writers` scorekeepers, one per table (from table `first`), each saving games (new ones, then changes) for `seconds`. */
async function saveGames(roundId: string, seconds: number, writers: number, first = 1) {
  const email = DEMO_STAFF[1].email;
  const user = await db().user.findUniqueOrThrow({ where: { email } });
  const actor: Actor = { userId: user.id, label: user.name };
  const { tournament } = await db().round.findUniqueOrThrow({ where: { id: roundId }, include: { tournament: true } });
  const tables = await db().roundTable.findMany({
    where: { roundId, table: { gte: first } },
    orderBy: { table: 'asc' },
    take: writers,
  });
  const until = performance.now() + seconds * 1000;
  const times: number[] = [];
  let refused = 0;
  await Promise.all(
    tables.map(async (sheet) => {
      const taken = await db().seat.findMany({ where: { roundId, table: sheet.table }, select: { letter: true } });
      const seated = SEATS.filter((seat) => taken.some((t) => t.letter === seat)) as Seat[];
      const random = createRandom(`bench-${sheet.table}`);
      const versions = new Map<number, number>();
      for (let i = 0; performance.now() < until; i++) {
        const number = (i % tournament.gamesPerRound) + 1;
        const record = randomGame(seated, eastOf(seated, number), random);
        const began = performance.now();
        const expectedVersion = versions.get(number) ?? null;
        const saved = await recordGame(db(), actor, { roundTableId: sheet.id, number, record, expectedVersion });
        times.push(performance.now() - began);
        if (saved.ok) versions.set(number, saved.version);
        else refused++;
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { saves: times.length, refused, p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const verdict = (holds: boolean) => (holds ? 'PASS' : 'MISS');

type Results = {
  /** The standings JSON, as browsers ask and uncompressed; the table JSON; the standings page; a player page. */
  loads: [Load, Load, Load, Load, Load];
  /** The bare server: as browsers ask, and uncompressed. */
  bare: [Load, Load];
  memory: ReturnType<ReturnType<typeof memorySampler>['result']>;
  saves: Awaited<ReturnType<typeof saveGames>>;
  saveAlone: Awaited<ReturnType<typeof saveGames>>;
};

function report({ loads, bare, memory, saves, saveAlone }: Results, seconds: number) {
  log('');
  log(
    `| endpoint (${CONNECTIONS} connections, ${seconds} s) | req/s | p50 | p99 | failed | bytes | alone: req/s, p50 |`,
  );
  log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const l of [...loads, ...bare]) {
    const alone = `${l.alone.requestsPerSecond.toFixed(0)}, ${ms(l.alone.p50)}`;
    const cells = [l.name, l.requestsPerSecond.toFixed(0), ms(l.p50), ms(l.p99), l.failed, l.bytes, alone];
    log(`| ${cells.join(' | ')} |`);
  }
  const [json, plainJson, , page] = loads;
  const share = json.requestsPerSecond / bare[0].requestsPerSecond;
  const plainShare = plainJson.requestsPerSecond / bare[1].requestsPerSecond;
  log('');
  log(`standings JSON / bare server: ${(share * 100).toFixed(1)} % of its req/s as browsers ask`);
  log(`  (uncompressed: ${(plainShare * 100).toFixed(1)} %, p99 ${ms(plainJson.p99)} against ${ms(bare[1].p99)})`);
  log(
    `app memory: peak ${memory.peakMb.toFixed(0)} MB resident (${memory.processes} process(es); ` +
      `the server process's VmHWM ${memory.rootHwmMb.toFixed(0)} MB)`,
  );
  log(`one writer alone: ${saveAlone.saves} saves, p50 ${ms(saveAlone.p50)}, p95 ${ms(saveAlone.p95)}`);
  log(
    `saves: ${saves.saves} by ${WRITERS} writers in ${seconds} s, p50 ${ms(saves.p50)}, p95 ${ms(saves.p95)}, ${saves.refused} refused`,
  );
  log('');
  const targets: [string, boolean][] = [
    [`standings JSON p99 ≤ ${TARGETS.standingsP99} ms (${ms(json.p99)})`, json.p99 <= TARGETS.standingsP99],
    [`standings JSON ≥ 50% of bare req/s (${(share * 100).toFixed(1)} %)`, share >= TARGETS.standingsShare],
    [`standings page p99 ≤ ${TARGETS.pageP99} ms (${ms(page.p99)})`, page.p99 <= TARGETS.pageP99],
    [`save p95 ≤ ${TARGETS.saveP95} ms (${ms(saves.p95)})`, saves.p95 <= TARGETS.saveP95],
    [`memory ≤ ${TARGETS.memoryMb} MB (${memory.peakMb.toFixed(0)} MB)`, memory.peakMb <= TARGETS.memoryMb],
  ];
  for (const [target, holds] of targets) log(`${verdict(holds)}  ${target}`);
}

loadDotEnv();
runCli(async () => {
  const { players, rounds, seconds } = options();
  const root = process.cwd();
  const serverUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
  const name = `bench_${Date.now()}`;
  const scratch = new URL(serverUrl);
  scratch.pathname = `/${name}`;
  const answersFile = path.join(os.tmpdir(), `${name}-standings.json`);
  let next: ChildProcess | null = null;
  let bare: ChildProcess | null = null;
  let cleaned: Promise<void> | null = null;
  const cleanup = () =>
    (cleaned ??= (async () => {
      await Promise.all([stopChild(next), stopChild(bare)]);
      try {
        await db().$disconnect();
      } catch {
        // no client was made
      }
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch((e: Error) =>
        console.error(`Could not drop the scratch database ${name}: ${e.message}`),
      );
      rmSync(answersFile, { force: true });
      log(`Dropped the scratch database ${name}.`);
    })());
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void cleanup().then(() => process.exit(130)));

  await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
  try {
    log(`Scratch database ${name}: migrating …`);
    migrateDeploy(scratch.toString());
    process.env.DATABASE_URL = scratch.toString();
    process.env.NEXTAUTH_SECRET ??= randomBytes(32).toString('hex');
    const env = serverEnv({ url: scratch.toString(), mode: 'postgres' });

    const seeding = performance.now();
    const date = new Date().toISOString().slice(0, 10);
    await seedDemoTournament(db(), { players, rounds, seed: 'bench', slug: SLUG, name: 'Bench', date });
    const roundId = await openRound(rounds);
    const seeded = ((performance.now() - seeding) / 1000).toFixed(1);
    log(`Seeded ${players} players, ${rounds} rounds played and round ${rounds + 1} open, in ${seeded} s.`);
    await settle(scratch.toString());

    buildIfStale(root, env, log);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    next = startNext(root, env, port);
    await waitUntilUp(`${base}/api/health`, next, 60);
    const memory = memorySampler(next.pid as number);
    log(`Loading ${base} from a second process (${generator}):`);
    if (generator === 'autocannon')
      log('  (autocannon limits large compressed answers by its own cost: install wrk for the app’s figures)');
    const standings = `${base}/api/tournaments/${SLUG}/standings`;
    const addresses: [string, string, boolean][] = [
      ['standings JSON', standings, true],
      ['standings JSON, uncompressed', standings, false],
      ['table JSON', `${base}/api/tournaments/${SLUG}/rounds/1/tables/1`, true],
      ['standings page', `${base}/t/${SLUG}/standings`, true],
      ['player page', `${base}/t/${SLUG}/player/1`, true],
    ];
    const loads: Load[] = [];
    for (const [label, url, gzip] of addresses)
      loads.push(await measure(label, url, { seconds, gzip, connections: CONNECTIONS }));
    memory.stop();

    writeFileSync(answersFile, await bareAnswers(standings));
    await stopChild(next);
    const barePort = await freePort();
    bare = bareServer(answersFile, barePort);
    const bareUrl = `http://127.0.0.1:${barePort}/`;
    await waitUntilUp(bareUrl, bare, 10);
    const bareLoads = [
      await measure('bare node:http, same answer', bareUrl, { seconds, gzip: true, connections: CONNECTIONS }),
      await measure('bare node:http, same answer uncompressed', bareUrl, {
        seconds,
        gzip: false,
        connections: CONNECTIONS,
      }),
    ] as const;
    await stopChild(bare);

    await settle(scratch.toString());
    log(`Saving games: ${WRITERS} writers on ${WRITERS} tables of round ${rounds + 1} …`);
    const saveAlone = await saveGames(roundId, Math.min(seconds, 3), 1, WRITERS + 1);
    const saves = await saveGames(roundId, seconds, WRITERS);
    const measured = loads as Results['loads'];
    report({ loads: measured, bare: [...bareLoads], memory: memory.result(), saves, saveAlone }, seconds);
  } finally {
    await cleanup();
  }
});
