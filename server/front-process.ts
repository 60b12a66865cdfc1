// What each front process (server/serve.ts, server/second-front.ts) shares: its settings and how it ends.
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { clientAddress, trustedProxiesOf } from '@/lib/auth/client-address';

/** Set for the second front: the app's port and the first front's own (`appPort:peerPort`). */
export const SECOND_FRONT = 'SERVE_SECOND_FRONT';

/** Ends this process on SIGINT/SIGTERM: `close` first, then whatever still holds it open after a moment. */
export function endOnSignal(close: (done: () => void) => void) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      close(() => process.exit(0));
      setTimeout(() => process.exit(0), 3000).unref();
    });
  }
}

/** What every front needs: the client's address as worked out behind the trusted proxies, the security headers. */
export async function frontSettings() {
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
