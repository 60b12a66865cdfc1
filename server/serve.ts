// The app's server (started by `npm start`, the tests and the bench), on PORT: the front cache in this process, and
// Next.js in a process of its own on a loopback port, so that a page being rendered never holds up a kept answer.
import { fork, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { APP_KEEP_ALIVE_MS, appProxy } from '@/server/app-proxy';
import { frontServer } from '@/server/front-server';
import { databaseStamps, type StampsSource } from '@/server/http/database-stamps';
import { followWrite, peerServer, tellWrites } from '@/server/http/peer-front';
import { endOnSignal, frontSettings, SECOND_FRONT } from '@/server/front-process';
import { handOver } from '@/server/front-handover';
import { poolFor } from '@/lib/db/pool';
import { APP_SEMI_SPACE, freePort, frontProcessesOf, HEAP_GROWTH, SEMI_SPACE } from '@/server/processes';

const APP_PORT = 'SERVE_APP_PORT';
const STAMPS_POOL = 2;

/** Next.js alone, on 127.0.0.1 only: reached through the front process, which tells it when it is listening. */
async function serveApp(port: number) {
  const { default: next } = await import('next');
  const app = next({ dev: false, dir: process.cwd(), port });
  await app.prepare();
  const server = createServer(app.getRequestHandler());
  // The front's connections are closed by the front (server/app-proxy.ts), never while it may be sending on one.
  server.keepAliveTimeout = APP_KEEP_ALIVE_MS;
  server.headersTimeout = APP_KEEP_ALIVE_MS + 1000;
  server.listen(port, '127.0.0.1', () => process.send?.('listening'));
  // The front process gone (even killed): nothing reaches this one any more.
  process.on('disconnect', () => process.exit(0));
  endOnSignal((done) => server.close(done));
}

/**
 * The front: started first, it starts the app's process and answers on PORT once that one listens; a second front
 * shares the port (server/http/peer-front.ts) unless `FRONT_PROCESSES` says one (server/processes.ts).
 */
async function serveFront(port: number) {
  const fronts = frontProcessesOf(process.env.FRONT_PROCESSES, availableParallelism());
  if (!fronts.ok) {
    console.error(fronts.message);
    process.exit(1);
  }
  const settings = await frontSettings();
  const appPort = await freePort();
  // The app's own young generation (not the front's small one), and its heap grown by half of what is live between full
  // collections (420 MB → 250 MB).
  const execArgv = [...process.execArgv.filter((arg) => arg !== SEMI_SPACE), APP_SEMI_SPACE, HEAP_GROWTH];
  const app = fork(process.argv[1]!, process.argv.slice(2), {
    execArgv,
    env: { ...process.env, [APP_PORT]: String(appPort) },
  });
  app.once('exit', (code) => process.exit(code ?? 1));
  await new Promise<void>((resolve) => app.once('message', () => resolve()));
  const url = process.env.DATABASE_URL;
  // The front's own few connections: it reads the stamps itself, twice a second per tournament being read.
  const stamps = url ? (fromApp: StampsSource) => databaseStamps(poolFor(url, STAMPS_POOL), fromApp) : undefined;
  let second: ChildProcess | null = null;
  const { server, cache } = frontServer({
    ...settings,
    handle: appProxy(appPort),
    source: { appPort, stampsFrom: stamps },
    wrote: (written, at) => second && tellWrites(second)(written, at),
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  const peer = fronts.count > 1 ? peerServer(cache) : null;
  if (peer) {
    await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
    const peerPort = (peer.address() as AddressInfo).port;
    // Built beside this file (server/next-server.ts).
    second = fork(path.join(path.dirname(process.argv[1]!), 'second-front.mjs'), {
      env: { ...process.env, [SECOND_FRONT]: `${appPort}:${peerPort}` },
    });
    second.once('exit', (code) => process.exit(code ?? 1));
    second.on('message', (message) => followWrite(cache, message));
    // Until then the first answers alone; should the hand-over fail, it goes on so.
    handOver(second, server).catch((error: unknown) =>
      console.error(`The second front was not handed the port: ${error}`),
    );
  }
  console.log(`Serving on port ${port}.`);
  endOnSignal((done) => {
    for (const child of [app, second]) {
      child?.removeAllListeners('exit');
      child?.kill('SIGTERM');
    }
    peer?.close();
    server.close(done);
  });
}

const appPort = process.env[APP_PORT];
if (appPort) await serveApp(Number(appPort));
else await serveFront(Number(process.env.PORT ?? 3000));
