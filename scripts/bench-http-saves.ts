// Scorekeepers saving games through HTTP, as their browsers do: each signed in with their own account through
// next-auth's credentials endpoint, each save a POST of the sheet page's server action. What a save sends is taken
// from one real save in Chromium, once, and sent again with the game's fields changed.
import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chromium, type Request } from 'playwright-core';
import { SYSTEM } from '@/lib/audit/log';
import { hashPassword, newPassword } from '@/lib/auth/password';
import { db } from '@/lib/db/client';
import { addStaff } from '@/lib/staff/mutations';
import type { BenchSheet, SaveGame } from './bench-sheets';

export type Login = { email: string; password: string };

/** `count` scorekeepers of the tournament, each with an account of their own, made as `npm run staff:add` does. */
export async function scorekeepers(tournamentId: string, count: number): Promise<Login[]> {
  const logins: Login[] = [];
  for (let i = 1; i <= count; i++) {
    const login = { email: `scorekeeper-${i}@bench.test`, password: newPassword() };
    const name = `Bench Scorekeeper ${i}`;
    await db().user.create({ data: { email: login.email, name, passwordHash: await hashPassword(login.password) } });
    const added = await addStaff(db(), SYSTEM, tournamentId, { email: login.email, name, role: 'SCOREKEEPER' }, '');
    if (!added.ok) throw new Error(added.message);
    logins.push(login);
  }
  return logins;
}

/** The `name=value` part of each Set-Cookie header of `response`. */
const cookiesOf = (response: Response) => response.headers.getSetCookie().map((c) => c.split(';')[0] as string);

/** Signs in as the browser's sign-in form does (the CSRF token, then the credentials); the session's Cookie header. */
export async function signIn(base: string, { email, password }: Login): Promise<string> {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = cookiesOf(csrf).join('; ');
  const form = new URLSearchParams({ email, password, redirect: 'false', callbackUrl: `${base}/staff`, csrfToken });
  form.set('json', 'true');
  const signedIn = await fetch(`${base}/api/auth/callback/credentials`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: form,
    redirect: 'manual',
  });
  await signedIn.body?.cancel();
  const session = cookiesOf(signedIn).find((c) => c.startsWith('next-auth.session-token='));
  if (!session) throw new Error(`${email} could not sign in (${signedIn.status})`);
  return session;
}

/**
 * A save as the sheet page at `path` sent it: its headers but the cookie, and the action's arguments (React sends a
 * server action's plain arguments as JSON text).
 */
export type CapturedSave = { path: string; headers: Record<string, string>; args: Record<string, unknown>[] };

/** Headers the replay sets itself (the body's length, the session) or that name the browser. */
const NOT_REPLAYED = /^(cookie|content-length|user-agent|sec-ch-ua.*)$/;

/**
 * Keys in one wall game at `sheet` in Chromium, signed in with `cookie`, and returns the server action's request as
 * the page sent it.
 */
export async function captureSave(base: string, cookie: string, path: string): Promise<CapturedSave> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const context = await browser.newContext();
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: base }]);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto(`${base}${path}`);
    await page.locator('[data-group="outcome"] input').first().waitFor();
    // Keys typed before the page's script has taken over are lost: typed again until a save is sent.
    let request: Request | null = null;
    for (let attempt = 0; attempt < 6 && !request; attempt++) {
      const posted = page
        .waitForRequest((r) => r.method() === 'POST' && r.headers()['next-action'] !== undefined, { timeout: 5_000 })
        .catch(() => null);
      await page.keyboard.press('w');
      await page.keyboard.press('Enter');
      request = await posted;
    }
    if (!request) throw new Error('The sheet page sent no save: the scorekeeper could not save a game.');
    await page.getByRole('status').getByText('Game 1 saved').waitFor();
    const headers = await request.allHeaders();
    return {
      path,
      headers: Object.fromEntries(Object.entries(headers).filter(([h]) => !NOT_REPLAYED.test(h))),
      args: JSON.parse(request.postData() ?? '[]') as Record<string, unknown>[],
    };
  } finally {
    await browser.close();
  }
}

/** A server action's answer: the row of its result in the RSC stream. */
type ActionAnswer = { ok: boolean; data?: { version?: number }; reason?: string; message?: string };

function actionAnswer(text: string): ActionAnswer | null {
  for (const line of text.split('\n')) {
    const row = /^1:(\{.*\})$/.exec(line)?.[1];
    if (row) return JSON.parse(row) as ActionAnswer;
  }
  return null;
}

/**
 * The captured save as the page of another sheet (`path`, `/t/{slug}/scores/{round}/{table}`) sends it: its address,
 * its referrer, and the table's segment of the router state Next.js's client sends (JSON, URI-encoded).
 */
export function atSheet(captured: CapturedSave, path: string): CapturedSave {
  const segment = (p: string) => `["t","${p.split('/').pop()}","d"`;
  const tree = captured.headers['next-router-state-tree'];
  const headers: Record<string, string> = {
    ...captured.headers,
    referer: (captured.headers.referer ?? '').replace(captured.path, path),
  };
  if (tree) {
    const moved = decodeURIComponent(tree).replace(segment(captured.path), segment(path));
    headers['next-router-state-tree'] = encodeURIComponent(moved);
  }
  return { ...captured, path, headers };
}

/** A POST on `agent`'s kept connection; the answer's status and text, unzipped as a browser does. */
function post(url: URL, headers: Record<string, string>, body: string, agent: Agent) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const sent = request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': Buffer.byteLength(body) },
      agent,
    });
    sent.on('error', reject);
    sent.on('response', (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('error', reject);
      answer.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const encoding = answer.headers['content-encoding'];
        const plain = encoding === 'gzip' ? gunzipSync(bytes) : encoding === 'br' ? brotliDecompressSync(bytes) : bytes;
        resolve({ status: answer.statusCode ?? 0, text: plain.toString() });
      });
    });
    sent.end(body);
  });
}

/**
 * A save at `sheet` as its page sends it: the game's number, record and expected version in the captured request, on
 * a connection of its own kept open as a browser keeps it. Sent with node:http, not fetch: fetch's own cost per
 * request was a quarter of a core at ten writers, taken from the app being measured.
 */
export function httpSave(base: string, captured: CapturedSave, cookie: string, sheet: BenchSheet): SaveGame {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const url = new URL(captured.path, base);
  return async (number, record, expectedVersion) => {
    const [game, ...rest] = captured.args;
    const args = [{ ...game, roundTableId: sheet.id, number, expectedVersion, record }, ...rest];
    const { status, text } = await post(url, { ...captured.headers, cookie }, JSON.stringify(args), agent);
    const answer = status === 200 ? actionAnswer(text) : null;
    if (answer?.ok && answer.data?.version !== undefined) return { version: answer.data.version };
    return { refused: answer ? `${answer.reason}: ${answer.message}` : `${status}: ${text.slice(0, 300)}` };
  };
}
