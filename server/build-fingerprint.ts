import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SOURCES = [
  'app',
  'lib',
  'prisma/schema.prisma',
  'next.config.js',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.app.json',
];
const distDir = () => process.env.NEXT_DIST_DIR || '.next';

function* files(entry: string): Generator<string> {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat) return;
  if (!stat.isDirectory()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
}

/** A digest of the sources `next build` reads: a different one means the build is stale. */
export function sourceFingerprint(root: string): string {
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    for (const file of files(path.join(root, source))) {
      const { size, mtimeMs } = statSync(file);
      hash.update(`${path.relative(root, file)}:${size}:${mtimeMs}\n`);
    }
  }
  return hash.digest('hex');
}

export function buildIsCurrent(root: string): boolean {
  try {
    const stamp = readFileSync(path.join(root, distDir(), 'source-fingerprint'), 'utf8');
    return stamp === sourceFingerprint(root) && statSync(path.join(root, distDir(), 'BUILD_ID')).isFile();
  } catch {
    return false;
  }
}

export function recordBuild(root: string): void {
  writeFileSync(path.join(root, distDir(), 'source-fingerprint'), sourceFingerprint(root));
}
