import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { findLeaks, markers } from '@/scripts/check-bundle';

let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

test('names each file holding a secret, and only those', () => {
  dir = mkdtempSync(path.join(tmpdir(), 'bundle-'));
  mkdirSync(path.join(dir, 'chunks'));
  writeFileSync(path.join(dir, 'chunks', 'clean.js'), 'console.log("hello")');
  writeFileSync(path.join(dir, 'chunks', 'leak.js'), 'const s="s3cret-value-123";const u="postgresql://x";');
  writeFileSync(path.join(dir, 'hash.js'), '{pinHash:"x"}');
  const leaks = findLeaks(dir, markers({ NEXTAUTH_SECRET: 's3cret-value-123' }));
  expect(leaks.map((l) => [path.relative(dir!, l.file), l.found])).toEqual([
    [path.join('chunks', 'leak.js'), ['a PostgreSQL address', "NEXTAUTH_SECRET's value"]],
    ['hash.js', ['the pinHash column']],
  ]);
});
