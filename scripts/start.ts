// `npm start`: the app on port 3000 with DATABASE_URL, or with the embedded PostgreSQL and demo data.
import QRCode from 'qrcode';
import { db } from '@/lib/db/client';
import { firstStartLines } from '@/lib/demo/first-start';
import { backupSettings, startBackupSchedule } from '@/server/backup-schedule';
import { resolveDatabase } from '@/server/database';
import { loadDotEnv, serverEnv } from '@/server/env';
import { prepareDatabase } from '@/server/migrate';
import { buildIfStale, startNext } from '@/server/next-server';
import { stopChild } from '@/server/processes';
import { hallOrigins } from '@/lib/util/hall-address';
import { runCli } from '@/server/cli';

const log = (line: string) => console.log(line);
const today = () => new Date().toISOString().slice(0, 10);

/** Where phones in the hall reach the app, with a QR code of the first address drawn in the terminal. */
async function printHallAddresses(port: number): Promise<void> {
  const origins = hallOrigins(port);
  log(`Open http://localhost:${port} on this computer.`);
  if (origins.length === 0) {
    log('No network address found: phones cannot reach this computer until it joins the hall’s network.');
    return;
  }
  log(`Phones in the hall: ${origins.join('  or  ')}`);
  log(await QRCode.toString(origins[0]!, { type: 'terminal', small: true }));
}

loadDotEnv();
runCli(async () => {
  const database = await resolveDatabase(log);
  try {
    const env = serverEnv(database);
    const backups = backupSettings();
    await prepareDatabase(database);
    (await firstStartLines(db(), database.mode === 'embedded', today())).forEach((line) => log(line));
    buildIfStale(process.cwd(), env, log);
    const port = Number(process.env.PORT ?? 3000);
    const next = startNext(process.cwd(), env, port);
    await printHallAddresses(port);
    log(`Database: ${database.mode === 'embedded' ? 'embedded PostgreSQL' : 'PostgreSQL'}.`);
    const stopBackups = backups ? startBackupSchedule(backups, log) : () => undefined;
    if (backups)
      log(`Automatic backups every ${backups.everyMinutes} minutes and at each round's close: ${backups.dir}`);
    const shutdown = async (code: number) => {
      stopBackups();
      await db().$disconnect();
      await database.stop();
      process.exit(code);
    };
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stopChild(next, signal));
    next.on('exit', (code) => void shutdown(code ?? 0));
  } catch (error) {
    await database.stop();
    throw error;
  }
});
