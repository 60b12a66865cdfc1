import { spawnSync } from 'node:child_process';
import { expect } from 'vitest';

/**
 * Runs `lines` as a module in a Node process of its own (TypeScript through tsx, this process's environment) and checks
 * that it succeeds, writes no error, and ends within `withinMs`: nothing it opened keeps it alive once its work is done.
 */
export function expectScriptEnds(lines: string[], withinMs: number, conditions: string[] = []) {
  const began = performance.now();
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', ...conditions.map((c) => `--conditions=${c}`), '--input-type=module', '-e', lines.join('\n')],
    { env: process.env, encoding: 'utf8', timeout: 30_000 },
  );
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(performance.now() - began).toBeLessThan(withinMs);
}
