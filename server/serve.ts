// The app's server (started by `npm start`, the tests and the bench), on PORT: the front cache in this process, and
// Next.js in a process of its own on a loopback port, so that a page being rendered never holds up a kept answer.
import { fork, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingMessage } from 'node:http';
import { Server as NetServer, type AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { clientAddress, trustedProxiesOf } from '@/lib/auth/client-address';
import { APP_KEEP_ALIVE_MS, appProxy } from '@/server/app-proxy';
import { frontServer } from '@/server/front-server';
import { databaseStamps, type StampsSource } from '@/server/http/database-stamps';
import { peerServer, peerWrite } from '@/server/http/peer-front';
import { poolFor } from '@/lib/db/pool';
import { APP_SEMI_SPACE, freePort, frontProcessesOf, HEAP_GROWTH, SEMI_SPACE } from '@/server/processes';

const APP_PORT = 'SERVE_APP_PORT';
/** Set for the second front: the app's port and the first front's own (`appPort:peerPort`). */
const SECOND_FRONT = 'SERVE_SECOND_FRONT';
const STAMPS_POOL = 2;

/** Ends this process on SIGINT/SIGTERM: `close` first, then whatever still holds it open after a moment. */
function endOnSignal(close: (done: () => void) => void) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      close(() => process.exit(0));
      setTimeout(() => process.exit(0), 3000).unref();
    });
  }
}

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

/** What every front needs: the client's address as worked out behind the trusted proxies, the security headers. */
async function frontSettings() {
  const proxies = trustedProxiesOf(process.env.TRUSTED_PROXIES);
  if (!proxies.ok) {
    console.error(proxies.message);
    process.exit(1);
  }
  type Header = { key: string; value: string };
  // next.config.js is JavaScript (its headers are the ones Next adds to every answer it makes).
  const { securityHeaders } = (await import(pathToFileURL(path.join(process.cwd(), 'next.config.js')).href)) as {
    securityHeaders: () => Header[];
  };
  return {
    securityHeaders: Object.fromEntries(securityHeaders().map(({ key, value }) => [key.toLowerCase(), value])),
    clientOf: (req: IncomingMessage) =>
      clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], proxies.count),
  };
}

/**
 * The front: started first, it starts the app's process and answers on PORT once that one listens; a second front
 * shares the port (server/http/peer-front.ts) unless there is to be one (server/processes.ts: `frontProcessesOf`).
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
    wrote: (written, at) => second?.connected && second.send({ written, at }),
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  const peer = fronts.count > 1 ? peerServer(cache) : null;
  if (peer) {
    await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
    const peerPort = (peer.address() as AddressInfo).port;
    second = fork(process.argv[1]!, process.argv.slice(2), {
      env: { ...process.env, [SECOND_FRONT]: `${appPort}:${peerPort}` },
    });
    second.once('exit', (code) => process.exit(code ?? 1));
    second.on('message', (message) => {
      const write = peerWrite(message);
      if (write) cache.written(write.written, write.at);
    });
    second.send('listen', server);
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

type FrontSettings = Awaited<ReturnType<typeof frontSettings>>;

/**
 * The second front: the first's listening socket, handed over, answered from what it keeps; what it lacks asked of the
 * first on `peerPort`, what the cache does not answer handed to the app on `appPort`.
 */
function serveSecondFront(appPort: number, peerPort: number, settings: FrontSettings) {
  const { server, cache } = frontServer({
    ...settings,
    handle: appProxy(appPort),
    source: { peerPort },
    wrote: (written, at) => process.connected && process.send?.({ written, at }),
  });
  process.on('message', (message, handle) => {
    if (message === 'listen' && handle instanceof NetServer) return void server.listen(handle);
    const write = peerWrite(message);
    if (write) cache.written(write.written, write.at);
  });
  // The first front gone (even killed): its socket is not to be answered alone.
  process.on('disconnect', () => process.exit(0));
  endOnSignal((done) => server.close(done));
}

const appPort = process.env[APP_PORT];
const secondFront = process.env[SECOND_FRONT]?.split(':').map(Number);
if (appPort) await serveApp(Number(appPort));
else if (secondFront) serveSecondFront(secondFront[0]!, secondFront[1]!, await frontSettings());
else await serveFront(Number(process.env.PORT ?? 3000));
