// `npm start`: the app on port 3000 with DATABASE_URL, or with the embedded PostgreSQL and demo data.
import { db } from '@/lib/db/client';
import { demoLoginLines, seedDemoIfEmpty } from '@/lib/demo/first-start';
import { resolveDatabase } from '@/lib/runtime/database';
import { loadDotEnv, serverEnv } from '@/lib/runtime/env';
import { migrateDeploy } from '@/lib/runtime/migrate';
import { buildIfStale, startNext } from '@/lib/runtime/next-server';
import { runCli } from './cli';

const log = (line: string) => console.log(line);
const today = () => new Date().toISOString().slice(0, 10);

loadDotEnv();
runCli(async () => {
  const database = await resolveDatabase(log);
  const shutdown = async (code: number) => {
    await database.stop();
    process.exit(code);
  };
  try {
    const env = serverEnv(database);
    migrateDeploy(database.url);
    process.env.DATABASE_URL = database.url;
    if (database.mode === 'embedded') {
      const seeded = await seedDemoIfEmpty(db(), today());
      (seeded.length ? seeded : demoLoginLines()).forEach((line) => log(line));
    }
    await db().$disconnect();
    buildIfStale(process.cwd(), env, log);
    const port = Number(process.env.PORT ?? 3000);
    const next = startNext(process.cwd(), env, port);
    log(`Open http://localhost:${port} (database: ${database.mode}).`);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => next.kill(signal));
    next.on('exit', (code) => void shutdown(code ?? 0));
  } catch (error) {
    await database.stop();
    throw error;
  }
});
