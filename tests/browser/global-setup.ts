import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { db } from '@/lib/db/client';
import { DEMO_DEFAULTS } from '@/lib/demo/first-start';
import { ensureDemoStaff, seedDemoTournament, type DemoLogin } from '@/lib/demo/seed';
import { freePort } from '@/server/processes';
import { buildIfStale, startNext } from '@/server/next-server';
import { acquireLock } from '../support/lock';
import { resetDatabase } from '../support/reset';
import { prepareTestDatabase } from '../support/test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    logins: DemoLogin[];
  }
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The app did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/** Builds the app, seeds the demo into the test database and serves it on a free port for the browser tests. */
export default async function setup(project: TestProject) {
  const release = await acquireLock(path.resolve('tests/.tmp/browser.lock'), 20 * 60_000);
  const database = process.env.TEST_DATABASE_READY ? null : await prepareTestDatabase();
  await resetDatabase(db());
  const { created: logins } = await ensureDemoStaff(db(), {});
  // Unplayed: the test files seat and score the demo's rounds themselves (the sheet tests use tournaments of their own).
  await seedDemoTournament(db(), { ...DEMO_DEFAULTS, rounds: 0, date: '2026-11-22' });
  await db().$disconnect();
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXTAUTH_SECRET: randomBytes(32).toString('base64url'),
    NEXTAUTH_URL: baseURL,
    NEXT_TELEMETRY_DISABLED: '1',
  };
  buildIfStale(process.cwd(), env, console.log);
  const server = startNext(process.cwd(), env, port);
  await waitForHealth(baseURL, 60_000);
  project.provide('baseURL', baseURL);
  project.provide('logins', logins);
  return async () => {
    server.kill('SIGTERM');
    await database?.stop();
    release();
  };
}
