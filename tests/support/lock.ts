import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function holderAlive(dir: string): boolean {
  try {
    process.kill(Number(readFileSync(path.join(dir, 'pid'), 'utf8')), 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A lock across processes on this machine (a directory made atomically), so that two browser-test runs never build
 * into or serve from the same .next folder at once. A lock whose process has died is taken over.
 */
export async function acquireLock(dir: string, timeoutMs: number): Promise<() => void> {
  mkdirSync(path.dirname(dir), { recursive: true });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      mkdirSync(dir);
      writeFileSync(path.join(dir, 'pid'), String(process.pid));
      return () => rmSync(dir, { recursive: true, force: true });
    } catch {
      if (!holderAlive(dir)) {
        rmSync(dir, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs / 1000} s for ${dir}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}
