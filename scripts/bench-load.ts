// The bench's load: one address loaded from a process of its own, by wrk when it is installed (Debian's `wrk`) and by
// autocannon otherwise, and the bare node:http server the app is compared with.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
/** What a phone's browser says it accepts. */
const BROWSER_ENCODING = 'gzip, deflate, br';
/** A slow answer is measured, not dropped from the percentiles. */
const TIMEOUT_SECONDS = 30;

export type Run = { requestsPerSecond: number; p50: number; p99: number; failed: number };
/** A measured address: under load, and alone (one connection: the cost of one request, without queueing). */
export type Load = Run & { name: string; bytes: number; alone: Run };
type Generator = 'wrk' | 'autocannon';

/**
 * wrk when it is on the PATH. autocannon appends every answer's body to a JavaScript string, so a compressed answer
 * (binary, decoded as UTF-8) costs it about 1 ms per 53 KB: with autocannon the load generator, not the server, is
 * what a large compressed answer measures (docs/PERFORMANCE.md).
 */
export const generator: Generator = spawnSync('wrk', ['--version']).error ? 'autocannon' : 'wrk';

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} exited with ${code}`))));
  });
}

async function wrk(url: string, seconds: number, gzip: boolean, connections: number): Promise<Run> {
  const script = fileURLToPath(new URL('./wrk-report.lua', import.meta.url));
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, `--timeout`, `${TIMEOUT_SECONDS}s`, '-s', script, url];
  if (gzip) args.push('-H', `Accept-Encoding: ${BROWSER_ENCODING}`);
  // The report is the last line wrk prints (scripts/wrk-report.lua).
  const report = (await run('wrk', args)).trim().split('\n').pop() ?? '';
  const r = JSON.parse(report) as { requests: number; seconds: number; p50: number; p99: number; failed: number };
  return { requestsPerSecond: r.requests / r.seconds, p50: r.p50, p99: r.p99, failed: r.failed };
}

async function autocannon(url: string, seconds: number, gzip: boolean, connections: number): Promise<Run> {
  const cli = require.resolve('autocannon/autocannon.js');
  const args = [cli, '-c', String(connections), '-d', String(seconds), '-t', String(TIMEOUT_SECONDS), '-j', url];
  if (gzip) args.push('-H', `accept-encoding:${BROWSER_ENCODING}`);
  const r = JSON.parse(await run(process.execPath, args)) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  const failed = r.non2xx + r.errors + r.timeouts;
  return { requestsPerSecond: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, failed };
}

/** One load on `url` for `seconds` over `connections` connections, in a process of its own. */
function load(url: string, seconds: number, gzip: boolean, connections: number): Promise<Run> {
  return (generator === 'wrk' ? wrk : autocannon)(url, seconds, gzip, connections);
}

/** An answer as sent: its headers (but those of the connection) and its bytes. */
export type Answer = { headers: Record<string, string>; body: Buffer };
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** The answer as sent (compressed when asked so), by a plain GET with the load's headers. */
export function answerOf(url: string, gzip: boolean): Promise<Answer> {
  const headers = gzip ? { 'accept-encoding': BROWSER_ENCODING } : {};
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          if (response.statusCode !== 200) return reject(new Error(`${url} answered ${response.statusCode}`));
          const kept = Object.entries(response.headers).filter(([name]) => !CONNECTION_HEADERS.has(name));
          resolve({ headers: Object.fromEntries(kept.map(([k, v]) => [k, String(v)])), body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

/**
 * A warm-up (first requests compile routes and fill caches), the run alone, then the measured run under load; with
 * `gzip`, every request asks for a compressed answer, as a phone's browser does.
 */
export async function measure(
  name: string,
  url: string,
  { seconds, gzip, connections }: { seconds: number; gzip: boolean; connections: number },
): Promise<Load> {
  const bytes = (await answerOf(url, gzip)).body.length;
  // A run ends with requests still queued in the server; one request more waits them out before the next run.
  const drained = async <T>(run: Promise<T>) => {
    const result = await run;
    await answerOf(url, gzip);
    return result;
  };
  await drained(load(url, 2, gzip, connections));
  const alone = await drained(load(url, Math.min(seconds, 3), gzip, 1));
  const loaded = { name, bytes, alone, ...(await drained(load(url, seconds, gzip, connections))) };
  console.log(
    `  ${name}: ${loaded.requestsPerSecond.toFixed(0)} req/s, p99 ${loaded.p99} ms; alone p50 ${alone.p50} ms`,
  );
  return loaded;
}

/**
 * node:http answering every request with the app's standings answer from memory, its headers included, gzipped when
 * asked as the app sends it: what one process on this machine can serve at most. `answersFile` holds
 * `{ plain, gzip }`, each an Answer with its body in base64.
 */
export function bareServer(answersFile: string, port: number): ChildProcess {
  const code = `const answers = JSON.parse(require('node:fs').readFileSync(process.argv[1], 'utf8'));
for (const a of Object.values(answers)) a.body = Buffer.from(a.body, 'base64');
require('node:http').createServer((req, res) => {
  const { headers, body } = /gzip/.test(req.headers['accept-encoding'] || '') ? answers.gzip : answers.plain;
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(process.argv[2]), '127.0.0.1');`;
  return spawn(process.execPath, ['-e', code, answersFile, String(port)], { stdio: 'inherit' });
}

/** The file bareServer reads: the app's standings answer, uncompressed and as browsers ask. */
export async function bareAnswers(url: string): Promise<string> {
  const encoded = ({ headers, body }: Answer) => ({ headers, body: body.toString('base64') });
  return JSON.stringify({ plain: encoded(await answerOf(url, false)), gzip: encoded(await answerOf(url, true)) });
}
