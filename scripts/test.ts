// `npm test`: unit and database tests, then browser tests against the built app. Ends with "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { prepareTestDatabase } from '../tests/support/test-database';
import { runCli } from '@/server/cli';

const require = createRequire(import.meta.url);

// vitest exports no subpath for its CLI: find it beside the package's main entry.
const vitestBin = () => path.join(path.dirname(require.resolve('vitest/package.json')), 'vitest.mjs');

type Totals = { passed: number; failed: number; ok: boolean };

function vitest(projects: string[], report: string): Totals {
  const args = [vitestBin(), 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`);
  const run = spawnSync(process.execPath, args, { stdio: 'inherit', env: process.env });
  try {
    const json = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number };
    return { passed: json.numPassedTests, failed: json.numFailedTests, ok: run.status === 0 };
  } catch {
    return { passed: 0, failed: 1, ok: false };
  }
}

/** Type-checks everything, tests and scripts included (`next build` checks only the app's code). */
function typecheck(): Totals {
  const tsc = path.join(path.dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');
  const run = spawnSync(process.execPath, [tsc, '--noEmit', '-p', '.'], { stdio: 'inherit' });
  return { passed: run.status === 0 ? 1 : 0, failed: run.status === 0 ? 0 : 1, ok: run.status === 0 };
}

runCli(async () => {
  mkdirSync('tests/.tmp', { recursive: true });
  const types = typecheck();
  console.log(types.ok ? 'Type check: no errors' : 'Type check: errors above');
  const database = await prepareTestDatabase();
  console.log(`Test database: ${database.mode}`);
  let results: Totals[];
  try {
    results = [
      types,
      vitest(['unit', 'db'], 'tests/.tmp/unit-db.json'),
      vitest(['browser'], 'tests/.tmp/browser.json'),
    ];
  } finally {
    await database.stop();
  }
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(results.every((r) => r.ok) && failed === 0 ? 0 : 1);
});
