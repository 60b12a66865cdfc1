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

type Totals = { passed: number; failed: number; ok: boolean; failures: string[] };

type Report = {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
};

/** "file › test" for each failed test, so the run's last lines name them. */
const failuresOf = (report: Report) =>
  report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${path.relative(process.cwd(), file.name)} › ${test.fullName}`),
  );

function vitest(projects: string[], report: string): Totals {
  const args = [vitestBin(), 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`);
  const run = spawnSync(process.execPath, args, { stdio: 'inherit', env: process.env });
  try {
    const json = JSON.parse(readFileSync(report, 'utf8')) as Report;
    return {
      passed: json.numPassedTests,
      failed: json.numFailedTests,
      ok: run.status === 0,
      failures: failuresOf(json),
    };
  } catch {
    return { passed: 0, failed: 1, ok: false, failures: [`${projects.join(' and ')}: no report in ${report}`] };
  }
}

/** Type-checks everything, tests and scripts included (`next build` checks only the app's code). */
function typecheck(): Totals {
  const tsc = path.join(path.dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');
  const run = spawnSync(process.execPath, [tsc, '--noEmit', '-p', '.'], { stdio: 'inherit' });
  const ok = run.status === 0;
  return { passed: ok ? 1 : 0, failed: ok ? 0 : 1, ok, failures: ok ? [] : ['type check: errors above'] };
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
  for (const failure of results.flatMap((r) => r.failures)) console.log(`FAILED ${failure}`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(results.every((r) => r.ok) && failed === 0 ? 0 : 1);
});
