import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { StartupError } from './database';

const require = createRequire(import.meta.url);

/** Applies the committed migrations (`prisma migrate deploy`) to `url`. */
export function migrateDeploy(url: string): void {
  const cli = require.resolve('prisma/build/index.js');
  const result = spawnSync(process.execPath, [cli, 'migrate', 'deploy'], {
    env: { ...process.env, DATABASE_URL: url, CHECKPOINT_DISABLE: '1', PRISMA_HIDE_UPDATE_MESSAGE: '1' },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    const output = `${result.stdout}\n${result.stderr}`.trim().split('\n').slice(-15).join('\n');
    throw new StartupError(`Applying the database migrations failed:\n${output}`);
  }
}
