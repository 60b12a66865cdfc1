// The bench's load: one address, or a list of them, loaded from a process of its own, by wrk when it is installed
// (Debian's `wrk`; a list needs it) and by autocannon otherwise; the app's answers as sent; and the bare node:http
// server the app is compared with.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { freePort, stopChild } from '@/server/processes';

const require = createRequire(import.meta.url);
/** What a phone's browser says it accepts. */
export const BROWSER_ENCODING = 'gzip, deflate, br';
/** A slow answer is measured, not dropped from the percentiles. */
const TIMEOUT_SECONDS = 30;

/** `failed`: errors, timeouts and answers of status 400 and above. */
export type Run = { requestsPerSecond: number; p50: number; p99: number; failed: number };
/** A run that tells its failures apart (wrk's). */
export type ListRun = Run & { requests: number; errors: number; timeouts: number; status: number };
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

type WrkLoad = { url: string; seconds: number; gzip: boolean; connections: number; list?: string };

/**
 * wrk on one thread; with `list` (a file of paths, one a line), each request asks the list's next path, round and
 * round (scripts/wrk-list.lua).
 */
export async function wrk({ url, seconds, gzip, connections, list }: WrkLoad): Promise<ListRun> {
  const script = fileURLToPath(new URL(list ? './wrk-list.lua' : './wrk-report.lua', import.meta.url));
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, `--timeout`, `${TIMEOUT_SECONDS}s`, '-s', script];
  if (gzip) args.push('-H', `Accept-Encoding: ${BROWSER_ENCODING}`);
  args.push(url);
  if (list) args.push('--', list);
  // The report is the last line wrk prints (scripts/wrk-report.lua).
  const report = (await run('wrk', args)).trim().split('\n').pop() ?? '';
  const r = JSON.parse(report) as Omit<ListRun, 'requestsPerSecond' | 'failed'> & { seconds: number };
  const failed = r.errors + r.timeouts + r.status;
  // No answer within the run: every one took longer than it, not 0 ms.
  const [p50, p99] = r.requests ? [r.p50, r.p99] : [Infinity, Infinity];
  return { ...r, p50, p99, requestsPerSecond: r.requests / r.seconds, failed };
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
export function load(url: string, seconds: number, gzip: boolean, connections: number): Promise<Run> {
  return generator === 'wrk' ? wrk({ url, seconds, gzip, connections }) : autocannon(url, seconds, gzip, connections);
}

/** An answer as sent: its status, its headers (but those of the connection) and its bytes. */
export type Answer = { status: number; headers: Record<string, string>; body: Buffer };
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
const agent = new http.Agent({ keepAlive: true });

/** The answer as sent (compressed when asked so), by a plain GET with the load's headers and any `headers` given. */
export function answerOf(url: string, gzip: boolean, headers: Record<string, string> = {}): Promise<Answer> {
  const asked = gzip ? { 'accept-encoding': BROWSER_ENCODING, ...headers } : headers;
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: asked, agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const kept = Object.entries(response.headers).filter(([name]) => !CONNECTION_HEADERS.has(name));
          resolve({
            status: response.statusCode ?? 0,
            headers: Object.fromEntries(kept.map(([k, v]) => [k, String(v)])),
            body: Buffer.concat(chunks),
          });
        });
      })
      .on('error', reject);
  });
}

/** Waits until `url` answers 2xx, as long as `child`, the server, runs. */
export async function waitUntilUp(url: string, child: ChildProcess, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server at ${url} exited (code ${child.exitCode})`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server at ${url} did not answer within ${seconds} s`);
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
 * node:http answering each address with the app's answer to it from memory, its headers included: what one process
 * on this machine can serve at most. `answersFile` holds `{ [path]: Answer }`, each body in base64.
 */
export function bareServer(answersFile: string, port: number): ChildProcess {
  const code = `const answers = new Map(Object.entries(JSON.parse(require('node:fs').readFileSync(process.argv[1], 'utf8'))));
for (const a of answers.values()) a.body = Buffer.from(a.body, 'base64');
require('node:http').createServer((req, res) => {
  const answer = answers.get(req.url);
  if (!answer) return res.writeHead(404).end();
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
}).listen(Number(process.argv[2]), '127.0.0.1');`;
  return spawn(process.execPath, ['-e', code, answersFile, String(port)], { stdio: 'inherit' });
}

/** `run` given the address of a bare server answering `answersFile`, up once it answers `firstPath`; stopped after. */
export async function withBareServer<T>(
  answersFile: string,
  firstPath: string,
  run: (url: string) => Promise<T>,
): Promise<T> {
  const port = await freePort();
  let bare: ChildProcess | null = null;
  try {
    bare = bareServer(answersFile, port);
    const url = `http://127.0.0.1:${port}`;
    await waitUntilUp(`${url}${firstPath}`, bare, 10);
    return await run(url);
  } finally {
    await stopChild(bare);
  }
}

/**
 * The file bareServer reads: the app's answer to each path as a phone's browser asks it, `parallel` asked at a time;
 * and the paths whose answer was not 200, with their status.
 */
export async function bareAnswers(base: string, paths: readonly string[], parallel = 4) {
  const answers: Record<string, Omit<Answer, 'body'> & { body: string }> = {};
  const refused = new Map<string, number>();
  let next = 0;
  const asking = async () => {
    for (let path = paths[next++]; path !== undefined; path = paths[next++]) {
      const { body, ...answer } = await answerOf(`${base}${path}`, true);
      answers[path] = { ...answer, body: body.toString('base64') };
      if (answer.status !== 200) refused.set(path, answer.status);
    }
  };
  await Promise.all(Array.from({ length: parallel }, asking));
  return { file: JSON.stringify(answers), refused };
}
