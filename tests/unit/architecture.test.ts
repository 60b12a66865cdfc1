import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * The direction of imports (README, "Where things live"): `lib/` folders depend on each other one way only, and `lib/`
 * depends on nothing outside it. Read from the sources, so a new import that closes a loop fails here.
 */
const ROOT = path.resolve(__dirname, '../..');
const LIB = path.join(ROOT, 'lib');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourcesUnder(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [full] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"`;]*?from\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every file a source imports from the project, as absolute paths without extension. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].flatMap((match) => {
    const spec = (match[1] ?? match[2])!;
    if (spec.startsWith('@/')) return [path.join(ROOT, spec.slice(2))];
    if (spec.startsWith('.')) return [path.resolve(path.dirname(file), spec)];
    return [];
  });
}

/** The `lib/` folder a path lies in ('lib' for a file directly in it), or null outside `lib/`. */
function folderOf(target: string): string | null {
  const relative = path.relative(LIB, target);
  if (relative.startsWith('..')) return null;
  const parts = relative.split(path.sep);
  const folder = parts.length > 1 || (existsSync(target) && statSync(target).isDirectory());
  return folder ? parts[0]! : 'lib';
}

type Edge = { from: string; to: string; file: string };

const files = sourcesUnder(LIB);
const edges: Edge[] = files.flatMap((file) =>
  importsOf(file).map((target) => ({ from: folderOf(file)!, to: folderOf(target) ?? 'outside', file })),
);

/** Folders on a loop of imports: each strongly connected set of more than one folder (Tarjan's algorithm). */
function loops(between: readonly Edge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of between) if (from !== to) next.set(from, (next.get(from) ?? new Set()).add(to));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (folder: string) => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder)!);
    stack.push(folder);
    for (const to of next.get(folder) ?? []) {
      if (!index.has(to)) visit(to);
      if (stack.includes(to)) low.set(folder, Math.min(low.get(folder)!, low.get(to)!));
    }
    if (low.get(folder) !== index.get(folder)) return;
    const loop = stack.splice(stack.indexOf(folder));
    if (loop.length > 1) found.push(loop.sort());
  };
  for (const folder of next.keys()) if (!index.has(folder)) visit(folder);
  return found;
}

describe('the direction of imports', () => {
  test('no two lib/ folders import each other, however indirectly', () => {
    const described = loops(edges).map((loop) => {
      const inside = edges.filter((e) => e.from !== e.to && loop.includes(e.from) && loop.includes(e.to));
      const named = new Set(inside.map((e) => `${path.relative(ROOT, e.file)} → ${e.to}`));
      return `${loop.join(', ')}: ${[...named].join('; ')}`;
    });
    expect(described).toEqual([]);
  });

  test('lib/ imports nothing of app/, scripts/ or server/', () => {
    const outside = edges.filter((e) => e.to === 'outside').map((e) => path.relative(ROOT, e.file));
    expect(outside).toEqual([]);
  });

  test('lib/ handles no HTTP objects: requests and answers stay in app/ and server/', () => {
    const HTTP =
      /\b(?:new Response|Response\.json|Response\.redirect|NextResponse|NextRequest|: Request\b)|'node:http'/;
    const speaking = files.filter((file) => HTTP.test(readFileSync(file, 'utf8'))).map((f) => path.relative(ROOT, f));
    expect(speaking).toEqual([]);
  });

  test('the check sees the imports it judges', () => {
    expect(edges.some((e) => e.from === 'sheets' && e.to === 'rules')).toBe(true);
    expect(loops([...edges, { from: 'rules', to: 'sheets', file: 'made up' }]).length).toBeGreaterThan(0);
  });
});

describe('the same rooms in every feature', () => {
  const features = readdirSync(LIB).filter((name) => existsSync(path.join(LIB, name, 'actions.ts')));
  const has = (feature: string, room: string) =>
    existsSync(path.join(LIB, feature, `${room}.ts`)) || existsSync(path.join(LIB, feature, room));

  test('a feature with actions keeps its schema, queries and mutations where a newcomer looks for them', () => {
    const missing = features.flatMap((f) =>
      ['schema', 'queries', 'mutations'].filter((r) => !has(f, r)).map((r) => `${f}/${r}`),
    );
    expect(features.length).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });

  test('every lib/ module that reaches the database is server-only: a client component importing it fails the build', () => {
    const DATABASE = /from '(?:@\/lib\/db\/(?:client|tournament-by-slug)|\.\/client)'/;
    const unmarked = files
      .filter((file) => !file.includes(`${path.sep}generated${path.sep}`))
      .map((file) => ({ file, text: readFileSync(file, 'utf8') }))
      .filter(
        ({ text }) => DATABASE.test(text) && !text.startsWith("'use server'") && !/^import 'server-only';$/m.test(text),
      )
      .map(({ file }) => path.relative(ROOT, file));
    expect(unmarked).toEqual([]);
  });

  test('pages and routes reach the database through lib/ only', () => {
    const APP = path.join(ROOT, 'app');
    const direct = sourcesUnder(APP).filter((file) => /\bdb\(\)\.[\w$]+\./.test(readFileSync(file, 'utf8')));
    expect(direct.map((f) => path.relative(ROOT, f))).toEqual([]);
  });
});
