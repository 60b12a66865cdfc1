import path from 'node:path';
import { runDueBackups, type BackupSettings } from '@/lib/backup/automatic';
import { db } from '@/lib/db/client';
import { DATA_DIR } from './database';

const TICK_MS = 30_000;
const KEEP_PERIODIC = 24;

/** BACKUP_DIR (default DATA_DIR/backups) and BACKUP_EVERY_MINUTES (default 5; 0 turns automatic backups off). */
export function backupSettings(env: NodeJS.ProcessEnv = process.env): BackupSettings | null {
  const everyMinutes = Number(env.BACKUP_EVERY_MINUTES ?? 5);
  if (!Number.isInteger(everyMinutes) || everyMinutes < 0)
    throw new Error(`BACKUP_EVERY_MINUTES must be a whole number of minutes, not "${env.BACKUP_EVERY_MINUTES}".`);
  if (everyMinutes === 0) return null;
  return { dir: path.resolve(env.BACKUP_DIR ?? path.join(DATA_DIR, 'backups')), everyMinutes, keep: KEEP_PERIODIC };
}

/**
 * Checks every 30 seconds for backups due (each changed tournament every few minutes, every round at its close) and
 * writes them. A failure is logged and recorded for the staff page; it never stops the app. Returns the stop.
 */
export function startBackupSchedule(settings: BackupSettings, log: (line: string) => void): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      (await runDueBackups(db(), settings, new Date())).forEach(log);
    } catch (error) {
      log(`Automatic backups could not run: ${(error as Error).message.split('\n')[0]}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), TICK_MS);
  void tick();
  return () => clearInterval(timer);
}
