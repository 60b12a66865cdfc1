import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { waitForDatabase } from './database-check';

export type EmbeddedPostgres = { url: string; stop: () => Promise<void> };

const require = createRequire(import.meta.url);

/** node's arguments to run embedded-server.ts (TypeScript, through tsx's loader). */
function serverCommand(): string[] {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'embedded-server.ts');
  return ['--import', pathToFileURL(require.resolve('tsx')).href, script];
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

type Running = { pid: number; url: string };
const runningFile = (dataDir: string) => `${dataDir}.running.json`;

/** The embedded server another process of ours has running on `dataDir`, if any. */
export function runningEmbeddedPostgres(dataDir: string): Running | null {
  try {
    const running = JSON.parse(readFileSync(runningFile(dataDir), 'utf8')) as Running;
    return running.pid !== process.pid && isRunning(running.pid) ? running : null;
  } catch {
    return null;
  }
}

/** Asks a child process to end, and kills it if it has not within 10 s. */
export function stopChild(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts PGlite behind a PostgreSQL wire-protocol server (embedded-server.ts) as a child process with its data in
 * `dataDir` (kept across restarts). A new data directory takes some seconds to initialise. The server runs one
 * connection's query or transaction at a time, whichever process connects.
 */
export async function startEmbeddedPostgres(dataDir: string, log: (line: string) => void): Promise<EmbeddedPostgres> {
  mkdirSync(path.dirname(dataDir), { recursive: true });
  // Only one process may open a PGlite data directory.
  const other = runningEmbeddedPostgres(dataDir);
  if (other) throw new Error(`Another copy of the app (process ${other.pid}) is using ${dataDir}: stop it first.`);
  const port = await freePort();
  const child = spawn(process.execPath, [...serverCommand(), `--db=${dataDir}`, `--port=${port}`, '--host=127.0.0.1'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => log(`embedded database: ${chunk.toString().trim()}`));
  const url = `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`;
  const stop = async () => {
    await stopChild(child);
    rmSync(runningFile(dataDir), { force: true });
  };
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`The embedded database stopped on start (exit ${code}).`))),
  );
  try {
    await Promise.race([waitForDatabase(url, 120_000), exited]);
  } catch (error) {
    await stop();
    throw error;
  }
  exited.catch(() => undefined);
  writeFileSync(runningFile(dataDir), JSON.stringify({ pid: process.pid, url } satisfies Running));
  return { url, stop };
}
