// The app's server process (started by `npm start`, the tests and the bench): Next.js behind the front cache, on PORT.
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import next from 'next';
import { frontServer } from '@/server/front-server';
import { CLIENT_ADDRESS_HEADER, clientAddress, trustedProxiesOf } from '@/lib/auth/client-address';

/** Replaces whatever the client sent as CLIENT_ADDRESS_HEADER with the address worked out here. */
function stampClientAddress(req: IncomingMessage, trustedProxies: number): IncomingMessage {
  const address = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedProxies);
  delete req.headers[CLIENT_ADDRESS_HEADER];
  if (address) req.headers[CLIENT_ADDRESS_HEADER] = address;
  return req;
}

const port = Number(process.env.PORT ?? 3000);
const proxies = trustedProxiesOf(process.env.TRUSTED_PROXIES);
if (!proxies.ok) {
  console.error(proxies.message);
  process.exit(1);
}
const app = next({ dev: false, dir: process.cwd(), port });
await app.prepare();
type Header = { key: string; value: string };
// next.config.js is JavaScript (its headers are the ones Next adds to every answer it makes).
const { securityHeaders } = (await import(pathToFileURL(path.join(process.cwd(), 'next.config.js')).href)) as {
  securityHeaders: () => Header[];
};
const headers = Object.fromEntries(securityHeaders().map(({ key, value }) => [key.toLowerCase(), value]));
const handle = app.getRequestHandler();
// Every request carries the client's address as this server works it out, never as the client claims it.
const server = frontServer((req, res) => handle(stampClientAddress(req, proxies.count), res), port, headers);
server.listen(port, () => console.log(`Serving on port ${port}.`));
// Requests under way get a moment to finish; then the process ends whatever still holds it open.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
