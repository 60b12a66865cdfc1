// `npm run bench [-- --players N --rounds R --seconds S]`: the app in a hall at a round's end (issue #18). A scratch
// database (`bench_<time>` on DATABASE_URL's server) gets a tournament of N players with R rounds played and one more
// round published and started; the app's server (server/serve.ts) serves the production build, loaded by wrk from a
// process of its own (scripts/bench-load.ts): the rush, every player's four addresses shuffled while sheets are
// accepted, against a bare node:http server answering the same answers (scripts/bench-rush.ts); every public address
// alone and uncached (scripts/bench-addresses.ts); ten scorekeepers saving games through HTTP, signed in, by the sheet
// page's server action (scripts/bench-http-saves.ts), and through recordGame (scripts/bench-sheets.ts). Prints the
// figures and PASS/MISS per target (scripts/bench-report.ts); exits 0 whatever the figures. The scratch database is
// dropped and the servers stopped at the end, even on failure.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { db } from '@/lib/db/client';
import { SYSTEM, type Actor } from '@/lib/audit/log';
import { DEMO_STAFF, seedDemoTournament } from '@/lib/demo/seed';
import { draftRound } from '@/lib/rounds/mutations/draft';
import { advanceRound, type RoundStep } from '@/lib/rounds/mutations/lifecycle';
import { rulesetSchema } from '@/lib/rules';
import { StartupError } from '@/server/database';
import { adminQuery } from '@/server/database-check';
import { freePort, stopChild } from '@/server/processes';
import { loadDotEnv, serverEnv } from '@/server/env';
import { migrateDeploy } from '@/server/migrate';
import { buildIfStale, startNext } from '@/server/next-server';
import { largestFromBare, loadEachAddress, publicAddresses } from './bench-addresses';
import { atSheet, captureSave, httpSave, scorekeepers, signIn } from './bench-http-saves';
import { answerOf, generator, waitUntilUp } from './bench-load';
import { memorySampler } from './bench-memory';
import { whilePaused } from './bench-processes';
import { report } from './bench-report';
import { bareRush, firstPassAhead, keepAnswers, rush, rushPaths } from './bench-rush';
import { acceptInBackground, keepSaving, recordGameSave, sheetsOf, type BenchSheet } from './bench-sheets';
import { runCli } from '@/server/cli';

const SLUG = 'bench';
const CONNECTIONS = 50;
const WRITERS = 10;
const ACCEPTED_PER_SECOND = 2;
/**
 * The saves through HTTP are measured after the same saves at other tables for this long (or `--seconds`, if shorter):
 * a hall's server has been saving for hours, and an app's first seconds of saves are its JIT compiler's (p95 108 ms in
 * the first ten seconds here, 60–71 ms in the next thirty).
 */
const WARM_UP_SECONDS = 10;
/** Each public address alone is loaded this long (or `--seconds`, if shorter). */
const ADDRESS_SECONDS = 3;

const argsSchema = z.object({
  // Enough tables in the open round for the writers (WRITERS × 3 + 2) and the acceptances.
  players: z.coerce.number().int().min(200).max(5000).default(2000),
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

const began = performance.now();
/** A line of progress, with the time since the bench began. */
const log = (line: string) => {
  const seconds = Math.round((performance.now() - began) / 1000);
  console.log(`[${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}] ${line}`);
};

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

/**
 * The open round's tables, each to one job: the captured save, HTTP writers (and those warming the app up), recordGame
 * writers, acceptances.
 */
function tablesFor(sheets: BenchSheet[]) {
  const [capture, ...rest] = sheets;
  if (!capture) throw new Error('The open round has no tables.');
  return {
    capture,
    http: rest.slice(0, WRITERS),
    writers: rest.slice(WRITERS, 2 * WRITERS),
    alone: rest.slice(2 * WRITERS, 2 * WRITERS + 1),
    warmUp: rest.slice(2 * WRITERS + 1, 3 * WRITERS + 1),
    // From the last table down: the hall's far end hands its sheets in first.
    accepted: rest.slice(3 * WRITERS + 1).reverse(),
  };
}

const sheetPath = (round: number, sheet: BenchSheet) => `/t/${SLUG}/scores/${round}/${sheet.table}`;

loadDotEnv();
runCli(async () => {
  const { players, rounds, seconds } = options();
  if (generator !== 'wrk') throw new StartupError('The bench loads with wrk: apt-get install wrk.');
  const root = process.cwd();
  const serverUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
  const name = `bench_${Date.now()}`;
  const scratch = new URL(serverUrl);
  scratch.pathname = `/${name}`;
  const answersFile = path.join(os.tmpdir(), `${name}-answers.json`);
  const listFile = path.join(os.tmpdir(), `${name}-rush.txt`);
  // Kept after the run: what the app's server wrote.
  const serverLog = path.join(os.tmpdir(), `${name}-server.log`);
  let next: ChildProcess | null = null;
  let cleaned: Promise<void> | null = null;
  const cleanup = () =>
    (cleaned ??= (async () => {
      await stopChild(next);
      try {
        await db().$disconnect();
      } catch {
        // no client was made
      }
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch((e: Error) =>
        console.error(`Could not drop the scratch database ${name}: ${e.message}`),
      );
      for (const file of [answersFile, listFile]) rmSync(file, { force: true });
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
    const current = rounds + 1;
    const tournament = await db().tournament.findUniqueOrThrow({ where: { slug: SLUG } });
    const logins = await scorekeepers(tournament.id, WRITERS);
    const seeded = ((performance.now() - seeding) / 1000).toFixed(1);
    log(`Seeded ${players} players, ${rounds} rounds played and round ${current} open, in ${seeded} s.`);
    await settle(scratch.toString());
    const sheets = await sheetsOf(roundId);
    const tables = tablesFor(sheets);
    const round = { ruleset: rulesetSchema.parse(tournament.ruleset), gamesPerRound: tournament.gamesPerRound };
    const scorekeeper = await db().user.findUniqueOrThrow({ where: { email: DEMO_STAFF[1].email } });
    const actor: Actor & { userId: string } = { userId: scorekeeper.id, label: scorekeeper.name };

    buildIfStale(root, env, log);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const output = openSync(serverLog, 'w');
    next = startNext(root, env, port, output);
    closeSync(output);
    await waitUntilUp(`${base}/api/health`, next, 60);
    const memory = memorySampler(next.pid as number);

    const paths = rushPaths(SLUG, current, sheets);
    // A hall's server has served every kind of page before the round ends: each route loaded once.
    for (const path of new Set(paths.map((p) => p.replace(/\/\d+$/, '/1')))) await answerOf(`${base}${path}`, true);
    log(
      `The rush on the app just started (${base}): ${paths.length} addresses, ${ACCEPTED_PER_SECOND} sheets accepted a second …`,
    );
    const half = Math.floor(tables.accepted.length / 2);
    const load = { base, listFile, seconds, connections: CONNECTIONS };
    const accepting = acceptInBackground(actor, tables.accepted.slice(0, half), round, ACCEPTED_PER_SECOND);
    const rushedCold = await rush(load, paths, accepting);
    log(
      `  ${rushedCold.requestsPerSecond.toFixed(0)} req/s, p99 ${rushedCold.p99.toFixed(0)} ms; keeping every answer …`,
    );
    const refused = await keepAnswers(base, paths, answersFile);
    log('Waiting for the hall’s pages to be made ahead …');
    const madeAhead = await firstPassAhead(serverLog, SLUG, 600);
    log(`  ${madeAhead}`);
    log('The rush at a round’s end, its pages made ahead …');
    const again = acceptInBackground(actor, tables.accepted.slice(half), round, ACCEPTED_PER_SECOND);
    const rushed = await rush(load, paths, again);
    const memoryUnderRush = memory.figures();
    // At once, the machine as it is now: one of this kind ran the same bare server at 33,000 and 46,500 req/s minutes
    // apart. The app's server is paused meanwhile, so that both have the machine alike.
    log('The bare server, the same answers and list, the app’s server paused …');
    const bare = await whilePaused(next.pid as number, () =>
      bareRush({ listFile, seconds, connections: CONNECTIONS }, answersFile, paths[0] as string),
    );

    const addressSeconds = Math.min(seconds, ADDRESS_SECONDS);
    log(`Every public address alone, ${CONNECTIONS} connections, ${addressSeconds} s each, then uncached:`);
    const alone = { seconds: addressSeconds, connections: CONNECTIONS };
    const addresses = await loadEachAddress(base, publicAddresses(SLUG, current, rounds), alone);
    log('The largest answer alone from a bare server, the app’s server paused …');
    const largest = await largestFromBare(base, addresses, alone, answersFile, next.pid as number);

    log(`Saves through HTTP: ${WRITERS} scorekeepers signed in, the action captured in Chromium …`);
    const sessions = await Promise.all(logins.map((login) => signIn(base, login)));
    const capturePath = sheetPath(current, tables.capture);
    const captured = await captureSave(base, sessions[0] as string, capturePath);
    const httpWriters = (at: readonly BenchSheet[]) =>
      at.map((sheet, i) => ({
        sheet,
        save: httpSave(base, atSheet(captured, sheetPath(current, sheet)), sessions[i] as string, sheet),
      }));
    await keepSaving(httpWriters(tables.warmUp), Math.min(seconds, WARM_UP_SECONDS), round.gamesPerRound);
    await settle(scratch.toString());
    const httpSaves = await keepSaving(httpWriters(tables.http), seconds, round.gamesPerRound);
    const memoryInAll = memory.stop();
    await stopChild(next);

    await settle(scratch.toString());
    log(`Saves through recordGame: ${WRITERS} writers on ${WRITERS} tables of round ${current} …`);
    const writer = (sheet: BenchSheet) => ({ sheet, save: recordGameSave(actor, sheet) });
    const saveAlone = await keepSaving(tables.alone.map(writer), Math.min(seconds, 3), round.gamesPerRound);
    const saves = await keepSaving(tables.writers.map(writer), seconds, round.gamesPerRound);
    report(
      {
        connections: CONNECTIONS,
        seconds,
        rush: rushed,
        rushCold: rushedCold,
        madeAhead,
        bare,
        refused,
        memory: { rush: memoryUnderRush, all: memoryInAll },
        serverLog,
        addresses,
        largest,
        httpSaves,
        saves,
        saveAlone,
        writers: WRITERS,
      },
      addressSeconds,
    );
  } finally {
    await cleanup();
  }
});
