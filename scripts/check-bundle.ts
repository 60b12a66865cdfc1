/**
 * No secret in any client bundle: searches the browser files of a build (`<dist>/static`, dist from NEXT_DIST_DIR or
 * `.next`) for NEXTAUTH_SECRET's value (when set), database addresses, the names of hash columns and private-key
 * markers. Exits 1 naming each file and what was found; 2 when there is no build to check.
 *
 *   npm run check:bundle            # after `next build`
 *   NEXT_DIST_DIR=.next-sec npm run check:bundle
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export type Marker = { name: string; text: string };

export function markers(env: Record<string, string | undefined> = process.env): Marker[] {
  const list: Marker[] = [
    { name: 'the DATABASE_URL variable', text: 'DATABASE_URL' },
    { name: 'a PostgreSQL address', text: 'postgresql://' },
    { name: 'a PostgreSQL address', text: 'postgres://' },
    { name: 'the passwordHash column', text: 'passwordHash' },
    { name: 'the pinHash column', text: 'pinHash' },
    { name: 'a private key', text: 'PRIVATE KEY-----' },
  ];
  const secret = env.NEXTAUTH_SECRET?.trim();
  if (secret && secret.length >= 8) list.push({ name: "NEXTAUTH_SECRET's value", text: secret });
  const database = env.DATABASE_URL?.trim();
  if (database) list.push({ name: "DATABASE_URL's value", text: database });
  return list;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** Each file under `dir` holding a marker, with what it holds. */
export function findLeaks(dir: string, list: Marker[]): { file: string; found: string[] }[] {
  return filesUnder(dir).flatMap((file) => {
    const text = readFileSync(file, 'latin1');
    const found = [...new Set(list.filter((m) => text.includes(m.text)).map((m) => m.name))];
    return found.length ? [{ file, found }] : [];
  });
}

function main() {
  const dist = process.env.NEXT_DIST_DIR || '.next';
  const dir = path.join(dist, 'static');
  if (!existsSync(dir)) {
    console.error(`check:bundle: ${dir} does not exist: build the app first (next build).`);
    process.exit(2);
  }
  const leaks = findLeaks(dir, markers());
  for (const leak of leaks) console.error(`check:bundle: ${leak.file}: ${leak.found.join(', ')}`);
  if (leaks.length) process.exit(1);
  console.log(`check:bundle: ${filesUnder(dir).length} files in ${dir}, no secret found.`);
}

if (import.meta.url === `file://${path.resolve(process.argv[1] ?? '')}`) main();
