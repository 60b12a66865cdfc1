// `npm run test:restart`: the database restarted under load. A production server answers a stream of requests while
// PostgreSQL is stopped for a few seconds and started again, and writers keep saving games. Checks: every answer
// during the outage is a 503 "try again" (never a 500, never a dropped connection); the app answers normally again
// within 10 s of the database being back, by itself; no game is half written; every audit chain verifies. The server
// runs two front processes, the second handed the port by the first.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { db } from '@/lib/db/client';
import { SYSTEM } from '@/lib/audit/log';
import { verifyAuditLog } from '@/lib/audit/verify';
import { seedDemoTournament } from '@/lib/demo/seed';
import { recordGame } from '@/lib/sheets/mutations/record-game';
import { eastOf, type Seat } from '@/lib/rules';
import { freePort } from '@/server/processes';
import { migrateDeploy } from '@/server/migrate';
import { buildIfStale, startNext } from '@/server/next-server';

const SLUG = 'restart';
const OUTAGE_MS = 4000;
const RECOVERY_LIMIT_MS = 10_000;

type Answer = { at: number; status: number; body: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const psql = (sql: string) => execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-qc', sql]);

function cluster(): string | null {
  if (!existsSync('/etc/postgresql') || spawnSync('pg_ctlcluster', ['--help']).error) return null;
  return readdirSync('/etc/postgresql')[0] ?? null;
}

async function get(url: string): Promise<Answer> {
  const at = Date.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
    return { at, status: response.status, body: await response.text() };
  } catch (error) {
    return { at, status: 0, body: String(error) };
  }
}

/** Readers: the public standings and a table, over and over, until told to stop. */
async function readers(base: string, until: () => boolean, answers: Answer[]) {
  const urls = [`${base}/api/tournaments/${SLUG}/standings`, `${base}/api/tournaments/${SLUG}/rounds/1/tables/1`];
  await Promise.all(
    Array.from({ length: 8 }, async (_, i) => {
      while (!until()) answers.push(await get(urls[i % urls.length] as string));
    }),
  );
}

/** Writers: wall games saved again and again on round 1's tables; a save refused or failed is simply counted. */
async function writers(until: () => boolean) {
  const round = await db().round.findFirstOrThrow({ where: { number: 1, tournament: { slug: SLUG } } });
  const tables = await db().roundTable.findMany({ where: { roundId: round.id }, take: 4 });
  const counts = { saved: 0, failed: 0 };
  await Promise.all(
    tables.map(async (table) => {
      const seats = await db().seat.findMany({ where: { roundId: round.id, table: table.table } });
      const letters = seats.map((s) => s.letter as Seat).sort();
      for (let n = 0; !until(); n++) {
        try {
          const stored = await db().game.findUnique({
            where: { roundTableId_number: { roundTableId: table.id, number: 1 } },
          });
          const record = {
            seats: letters,
            east: eastOf(letters, 1),
            outcome: 'wall',
            charlestonPeek: n % 2 ? [letters[0]] : [],
          };
          const result = await recordGame(db(), SYSTEM, {
            roundTableId: table.id,
            number: 1,
            record,
            expectedVersion: stored?.version ?? null,
          });
          counts[result.ok ? 'saved' : 'failed']++;
        } catch {
          counts.failed++;
          await sleep(200);
        }
      }
    }),
  );
  return counts;
}

/** Games whose scores are not one per seat of their table: what a half-written save would leave. */
async function halfWritten(): Promise<number> {
  const [row] = await db().$queryRaw<{ count: bigint }[]>`
    SELECT count(*) AS "count" FROM "Game" g
    JOIN "RoundTable" rt ON rt."id" = g."roundTableId"
    WHERE (SELECT count(*) FROM "GameScore" gs WHERE gs."gameId" = g."id")
       <> (SELECT count(*) FROM "Seat" s WHERE s."roundId" = rt."roundId" AND s."table" = rt."table")`;
  return Number(row?.count ?? 0);
}

async function main(): Promise<number> {
  const version = cluster();
  if (!version || !process.env.DATABASE_URL?.includes('127.0.0.1')) {
    console.log('test:restart needs the local PostgreSQL cluster (pg_ctlcluster, DATABASE_URL on 127.0.0.1): skipped.');
    return 0;
  }
  const name = `restart_${Date.now()}`;
  psql(`CREATE DATABASE "${name}"`);
  const url = `postgresql://postgres@127.0.0.1:5432/${name}`;
  process.env.DATABASE_URL = url;
  let server: ReturnType<typeof startNext> | null = null;
  try {
    migrateDeploy(url);
    const demo = { players: 32, seed: 'restart', slug: SLUG, name: 'Restart', date: '2026-11-23' };
    await seedDemoTournament(db(), { ...demo, rounds: 1, unplayed: true });
    return await underLoad(version, url, (s) => (server = s));
  } finally {
    (server as ReturnType<typeof startNext> | null)?.kill('SIGTERM');
    spawnSync('pg_ctlcluster', [version, 'main', 'start']);
    psql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    // The client's pool may still hold a connection the restart broke, and its disconnect may then never settle:
    // with nothing else pending, Node would end the process with code 0 whatever the result.
    await Promise.race([db().$disconnect(), sleep(3000)]);
  }
}

async function underLoad(version: string, url: string, started: (server: ReturnType<typeof startNext>) => void) {
  const port = await freePort();
  // Two fronts, whatever the machine's cores: the browser tests run the default, one on two cores.
  const secret = randomBytes(32).toString('base64url');
  const env = { ...process.env, DATABASE_URL: url, NEXTAUTH_SECRET: secret, FRONT_PROCESSES: '2' };
  buildIfStale(process.cwd(), env, console.log);
  const server = startNext(process.cwd(), env, port);
  started(server);
  let exited = false;
  server.on('exit', () => (exited = true));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120 && (await get(`${base}/api/health`)).status !== 200; i++) await sleep(500);

  let done = false;
  const answers: Answer[] = [];
  const load = Promise.all([readers(base, () => done, answers), writers(() => done)]);
  await sleep(3000);
  const stoppedAt = Date.now();
  execFileSync('pg_ctlcluster', [version, 'main', 'stop', '--', '-m', 'fast']);
  await sleep(OUTAGE_MS);
  execFileSync('pg_ctlcluster', [version, 'main', 'start']);
  const backAt = Date.now();
  await sleep(RECOVERY_LIMIT_MS + 3000);
  done = true;
  const [, saves] = await load;

  const during = answers.filter((a) => a.at >= stoppedAt && a.at < backAt);
  const wrong = answers.filter((a) => a.status !== 200 && !(a.status === 503 && /try again/i.test(a.body)));
  const lastBad = Math.max(backAt, ...answers.filter((a) => a.status !== 200).map((a) => a.at));
  const recoveredMs = lastBad - backAt;
  const broken = await halfWritten();
  const audit = await verifyAuditLog(db());
  console.log(`answers: ${answers.length}, during the ${OUTAGE_MS / 1000} s outage: ${during.length}`);
  console.log(`  during the outage: ${during.filter((a) => a.status === 503).length} were 503 "try again"`);
  console.log(
    `  answers neither 200 nor 503 "try again": ${wrong.length}${wrong[0] ? ` (first: ${wrong[0].status} ${wrong[0].body.slice(0, 120)})` : ''}`,
  );
  console.log(
    `  normal again ${(recoveredMs / 1000).toFixed(1)} s after the database was back (limit ${RECOVERY_LIMIT_MS / 1000} s)`,
  );
  console.log(`saves: ${saves.saved} taken, ${saves.failed} refused or failed; half-written games: ${broken}`);
  console.log(
    `audit chains: ${audit.ok ? 'verify' : `BROKEN ${JSON.stringify(audit)}`}; app process: ${exited ? 'DIED' : 'up'}`,
  );
  const ok = !exited && wrong.length === 0 && recoveredMs <= RECOVERY_LIMIT_MS && broken === 0 && audit.ok;
  console.log(ok ? 'test:restart: passed' : 'test:restart: FAILED');
  return ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
