import type { IncomingMessage, ServerResponse } from 'node:http';
import { createGzip, gzipSync } from 'node:zlib';

/**
 * The app's answers are zipped here, not by Next.js (next.config.js: `compress: false`), and only from this size:
 * Next.js zipped every answer it streamed whatever its size, a scorekeeper's save (a few hundred bytes) too, in the
 * app's one thread; ten scorekeepers saved 15 % more a second without it (docs/PERFORMANCE.md, session 26).
 */
export const ZIP_FROM = 1024;
/**
 * The zip level of the answers passed on, each made for one reader (a signed-in user's, an answer not kept): 4, not
 * zlib's 6, a third to a half of the time for 6–9 % more bytes (the standings' JSON of 2,000 players, 344 KB: 2.6
 * against 6.5 ms). The front cache's kept answers, zipped once and sent to many, keep zlib's 6.
 */
const PASSED_ON_LEVEL = 4;
/** How long, and up to how many bytes, an answer is held to be zipped whole. */
const HELD_MS = 50;
const HELD_MOST = 1 << 20;
const ZIPPABLE = /^(text\/(?!event-stream)|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;

/**
 * Said by the app of an answer it zipped itself (server/http/kept-answer.ts): Next.js drops a route handler's
 * Content-Encoding, so the app names it here and the front sends it as Content-Encoding, the answer untouched.
 */
export const ZIPPED_HEADER = 'x-zipped';
const ZIPPED = new RegExp(`^${ZIPPED_HEADER}$`, 'i');

/** Whether the client takes gzip: `accept-encoding` as browsers send it. */
export const takesGzip = (acceptEncoding: string | string[] | undefined) =>
  typeof acceptEncoding === 'string' && /\bgzip\b/.test(acceptEncoding);

/** Whether the app's `answer` is of a kind worth zipping: text, not zipped yet, with a body. */
function zippable(req: IncomingMessage, answer: IncomingMessage): boolean {
  const { statusCode = 200, headers } = answer;
  if (req.method === 'HEAD' || statusCode === 204 || statusCode === 304) return false;
  if (headers['content-encoding'] || /no-transform/.test(headers['cache-control'] ?? '')) return false;
  return ZIPPABLE.test(headers['content-type'] ?? '');
}

/** `raw` (name, value, …) with Vary naming Accept-Encoding, and without the headers `drop` names. */
function withVary(raw: string[], drop?: RegExp): string[] {
  const kept: string[] = [];
  let varied = false;
  for (let i = 0; i < raw.length; i += 2) {
    const [name, value] = [raw[i]!, raw[i + 1]!];
    if (drop?.test(name)) continue;
    const vary = /^vary$/i.test(name);
    kept.push(name, vary && !/accept-encoding/i.test(value) ? `${value}, Accept-Encoding` : value);
    varied ||= vary;
  }
  return varied ? kept : [...kept, 'Vary', 'Accept-Encoding'];
}

/**
 * Sends the app's `answer` (its `raw` headers end to end) to the client: as it comes for a client that does not take
 * gzip or an answer not worth zipping; otherwise zipped (see `zipped`).
 */
export function sendAnswer(req: IncomingMessage, answer: IncomingMessage, res: ServerResponse, raw: string[]): void {
  const status = answer.statusCode ?? 502;
  if (answer.headers[ZIPPED_HEADER] === 'gzip') {
    res.writeHead(status, answer.statusMessage, [...withVary(raw, ZIPPED), 'Content-Encoding', 'gzip']);
    return void answer.pipe(res);
  }
  const worth = zippable(req, answer);
  if (!worth || !takesGzip(req.headers['accept-encoding'])) {
    res.writeHead(status, answer.statusMessage, worth ? withVary(raw) : raw);
    return void answer.pipe(res);
  }
  zipped(answer, res, status, raw);
}

/**
 * The answer held until it ends, then sent at once: zipped from ZIP_FROM bytes, with its length. One still coming
 * after HELD_MS (once it has ZIP_FROM bytes) or grown past HELD_MOST is streamed from then on, each chunk zipped and
 * flushed as it comes (a streamed page still streams). Zipping a whole page at once took about a millisecond less
 * than zipping it chunk by chunk, each chunk a round trip to zlib's threads (docs/PERFORMANCE.md, session 32).
 */
function zipped(answer: IncomingMessage, res: ServerResponse, status: number, raw: string[]): void {
  const unsized = withVary(raw, /^(content-length|transfer-encoding)$/i);
  let held: Buffer[] = [];
  let size = 0;
  let zip: ReturnType<typeof createGzip> | null = null;
  const stream = () => {
    clearTimeout(timer);
    res.writeHead(status, answer.statusMessage, [...unsized, 'Content-Encoding', 'gzip']);
    zip = createGzip({ level: PASSED_ON_LEVEL });
    zip.pipe(res);
    zip.on('error', () => res.destroy());
    send(Buffer.concat(held));
    held = [];
  };
  const send = (chunk: Buffer) => {
    zip!.write(chunk);
    zip!.flush();
  };
  let late = false;
  const timer = setTimeout(() => ((late = true), size >= ZIP_FROM && stream()), HELD_MS);
  answer.on('data', (chunk: Buffer) => {
    if (zip) return send(chunk);
    held.push(chunk);
    size += chunk.length;
    if (size >= HELD_MOST || (late && size >= ZIP_FROM)) stream();
  });
  answer.on('end', () => {
    clearTimeout(timer);
    if (zip) return void zip.end();
    const body = Buffer.concat(held);
    if (size < ZIP_FROM) return void res.writeHead(status, answer.statusMessage, withVary(raw)).end(body);
    const gzip = gzipSync(body, { level: PASSED_ON_LEVEL });
    res.writeHead(status, answer.statusMessage, [
      ...unsized,
      'Content-Encoding',
      'gzip',
      'Content-Length',
      `${gzip.length}`,
    ]);
    res.end(gzip);
  });
  answer.on('error', () => {
    clearTimeout(timer);
    res.destroy();
  });
}
