// Throwaway: builds .next-bench if stale and bundles serve.mjs, prints nothing else. Not committed.
import { buildIfStale, startNext } from '@/server/next-server';
import { runCli } from '@/server/cli';
runCli(async () => {
  const env = { ...process.env, NEXT_DIST_DIR: '.next-bench' };
  buildIfStale(process.cwd(), env, console.log);
  const child = startNext(process.cwd(), env, 1);
  child.kill('SIGKILL');
});
