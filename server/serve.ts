// The app's server (started by `npm start`, the tests and the bench), on PORT: the front cache in this process, and
// Next.js in a process of its own on a loopback port, so that a page being rendered never holds up a kept answer.
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { clientAddress, trustedProxiesOf } from '@/lib/auth/client-address';
import { APP_KEEP_ALIVE_MS, appProxy } from '@/server/app-proxy';
import { frontServer } from '@/server/front-server';
import { databaseStamps, type StampsSource } from '@/server/http/database-stamps';
import { poolFor } from '@/lib/db/pool';
import { APP_SEMI_SPACE, freePort, HEAP_GROWTH, SEMI_SPACE } from '@/server/processes';

const APP_PORT = 'SERVE_APP_PORT';
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

/** The front: started first, it starts the app's process and answers on PORT once that one listens. */
async function serveFront(port: number) {
  const proxies = trustedProxiesOf(process.env.TRUSTED_PROXIES);
  if (!proxies.ok) {
    console.error(proxies.message);
    process.exit(1);
  }
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
  type Header = { key: string; value: string };
  // next.config.js is JavaScript (its headers are the ones Next adds to every answer it makes).
  const { securityHeaders } = (await import(pathToFileURL(path.join(process.cwd(), 'next.config.js')).href)) as {
    securityHeaders: () => Header[];
  };
  const headers = Object.fromEntries(securityHeaders().map(({ key, value }) => [key.toLowerCase(), value]));
  const url = process.env.DATABASE_URL;
  // The front's own few connections: it reads the stamps itself, twice a second per tournament being read.
  const stamps = url ? (fromApp: StampsSource) => databaseStamps(poolFor(url, STAMPS_POOL), fromApp) : undefined;
  const server = frontServer(
    appProxy(appPort),
    appPort,
    headers,
    (req) => clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], proxies.count),
    stamps,
  );
  server.listen(port, () => console.log(`Serving on port ${port}.`));
  endOnSignal((done) => {
    app.removeAllListeners('exit');
    app.kill('SIGTERM');
    server.close(done);
  });
}

const appPort = process.env[APP_PORT];
if (appPort) await serveApp(Number(appPort));
else await serveFront(Number(process.env.PORT ?? 3000));
