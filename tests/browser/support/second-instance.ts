import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { freePort, stopChild } from '@/server/processes';
import { startNext } from '@/server/next-server';

/**
 * Another app instance on the same build and the same database as the one the set-up started: the app keeps nothing
 * in memory the database does not hold, so what one instance records the other must show. It has a session secret
 * of its own, so staff sign in on the instance they use.
 */
export async function secondInstance(): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXTAUTH_SECRET: randomBytes(32).toString('base64url'),
    NEXTAUTH_URL: baseURL,
    NEXT_TELEMETRY_DISABLED: '1',
  };
  const server: ChildProcess = startNext(process.cwd(), env, port);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const up = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      await stopChild(server);
      throw new Error(`The second instance did not answer at ${baseURL} within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { baseURL, stop: () => stopChild(server) };
}
