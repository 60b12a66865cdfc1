import { spawn, spawnSync, type ChildProcess, type StdioOptions } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { StartupError } from './database';
import { SEMI_SPACE } from './processes';
import { buildIsCurrent, recordBuild } from './build-fingerprint';

const require = createRequire(import.meta.url);
const nextBin = () => require.resolve('next/dist/bin/next');

/** Runs `next build` unless the last build came from the same sources. */
export function buildIfStale(root: string, env: NodeJS.ProcessEnv, log: (line: string) => void): void {
  if (buildIsCurrent(root)) return;
  log('Building the app (about a minute the first time) …');
  const result = spawnSync(process.execPath, [nextBin(), 'build'], { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) throw new StartupError('The app did not build: see the messages above.');
  recordBuild(root);
}

/**
 * Starts the app's server (server/serve.ts: Next.js behind the front cache) on `port` as a child process. The server
 * (and its second front, server/second-front.ts) is bundled to plain JavaScript beside the build first (about 50 ms),
 * so that it runs without a TypeScript loader.
 * Its output goes to this process's, or to `output` (an open file's descriptor).
 */
export function startNext(root: string, env: NodeJS.ProcessEnv, port: number, output?: number): ChildProcess {
  const dist = path.join(root, env.NEXT_DIST_DIR || '.next');
  buildSync({
    entryPoints: ['serve', 'second-front'].map((name) => path.join(root, 'server', `${name}.ts`)),
    outdir: dist,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
  });
  const serverEnv = { ...env, PORT: String(port), NODE_ENV: 'production' as const };
  const stdio: StdioOptions = output === undefined ? 'inherit' : ['ignore', output, output];
  // Young objects collected sooner, in the front as in the app (server/serve.ts): its heap grew to 211 MB in a rush.
  return spawn(process.execPath, [SEMI_SPACE, path.join(dist, 'serve.mjs')], { cwd: root, env: serverEnv, stdio });
}
