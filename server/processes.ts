import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 at the time of asking. */
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

/** Whether a process with this id exists (signal 0 checks without sending anything). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Asks a child process to end, and kills it if it has not within `graceMs`. */
export function stopChild(
  child: ChildProcess | null,
  signal: NodeJS.Signals = 'SIGTERM',
  graceMs = 10_000,
): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

/** V8's young generation kept small: a hall's answers are short-lived objects, collected before they pile up. */
export const SEMI_SPACE = '--max-semi-space-size=4';

/**
 * The app's young generation as V8 sizes it by default: at 4 MB, ten scorekeepers saving through the server action
 * made 12–23 % fewer saves a second in runs alternated on one machine (docs/PERFORMANCE.md, session 26); the app's
 * process is 15–20 MB larger so.
 */
export const APP_SEMI_SPACE = '--max-semi-space-size=16';

/**
 * The app's heap let grow by half of what a full collection keeps, not by V8's own factor of up to four: its live
 * objects are some 80 MB under a hall's rush, and its heap grew to 260 MB before each collection (the process 420 MB
 * resident; 250 MB so, at the same speed). A soft bound: V8 still grows the heap as far as what is live needs.
 */
export const HEAP_GROWTH = '--heap-growing-percent=50';

/** The fewest cores on which a second front answers by default. */
const FOUR_CORES = 4;

/**
 * How many front processes answer on the port (server/serve.ts): `FRONT_PROCESSES`, 1 or 2; unset, two on a machine of
 * four cores or more, one otherwise. A second front pays where it has a core beside the app's renders and the
 * database: on two cores it waited for one, and the hall's slowest answers were three to five times slower
 * (docs/PERFORMANCE.md, session 39).
 */
export function frontProcessesOf(
  value: string | undefined,
  cores: number,
): { ok: true; count: 1 | 2 } | { ok: false; message: string } {
  if (value === undefined || value.trim() === '') return { ok: true, count: cores >= FOUR_CORES ? 2 : 1 };
  if (value.trim() === '1' || value.trim() === '2') return { ok: true, count: Number(value) as 1 | 2 };
  return { ok: false, message: `FRONT_PROCESSES must be 1 or 2, not "${value}".` };
}
