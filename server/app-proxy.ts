import { Agent, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { sendAnswer } from '@/server/http/zip-answer';

const BAD_GATEWAY = 'The app is not answering: try again in a moment.';
/**
 * An idle connection to the app is closed from this side after this long, well before the app's own server would
 * close it (APP_KEEP_ALIVE_MS): a request sent on a connection the app was closing that moment failed ("ECONNRESET"),
 * and the page's script or the server action it carried with it.
 */
const IDLE_MS = 30_000;
export const APP_KEEP_ALIVE_MS = 10 * 60_000;

/**
 * Hands a request to the app's own process on 127.0.0.1:`appPort` and streams its answer back (status, every header
 * as sent, body; zipped here for a client that takes it, server/http/zip-answer.ts); the request's body streams the
 * other way. Connections to the app are kept open.
 * `answered` is called when the app's answer begins.
 */
export function appProxy(appPort: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 256, timeout: IDLE_MS });
  return (req: IncomingMessage, res: ServerResponse, answered: () => void = () => undefined) => {
    const upstream = request(
      { host: '127.0.0.1', port: appPort, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        answered();
        sendAnswer(req, answer, res, endToEnd(answer.rawHeaders));
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (res.destroyed) return; // the client went first: its request was dropped
      console.error(`[front] ${req.method} ${req.url}: the app did not answer (${error.code ?? error.message}).`);
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '2' }).end(BAD_GATEWAY);
    });
    // A client gone before its answer ends: the app's request is dropped too.
    res.on('close', () => res.writableFinished || upstream.destroy());
    req.pipe(upstream);
  };
}

/** The app's headers without those of its connection to the front (the client's connection has its own). */
function endToEnd(raw: string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < raw.length; i += 2)
    if (!/^(connection|keep-alive)$/i.test(raw[i]!)) kept.push(raw[i]!, raw[i + 1]!);
  return kept;
}
