import 'server-only';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '@/lib/db/client';
import { backupFileName, dueSlots, periodicFilesToPrune } from './due';
import { exportTournament } from './export';
import { writeJsonFile } from './write-file';

export type BackupSettings = { dir: string; everyMinutes: number; keep: number };

const UNIQUE_VIOLATION = 'P2002';

async function pruneOld(settings: BackupSettings, slug: string): Promise<void> {
  const names = await readdir(settings.dir);
  for (const name of periodicFilesToPrune(slug, names, settings.keep)) await rm(path.join(settings.dir, name));
}

/**
 * One backup of the tournament into its slot, claimed first so that one app instance only writes it. A failure is
 * recorded on the attempt (the staff page shows it) and returned, never thrown.
 */
async function backUp(
  db: Db,
  settings: BackupSettings,
  tournament: { id: string; slug: string },
  slot: string,
  at: Date,
) {
  let attemptId: string;
  try {
    ({ id: attemptId } = await db.backupFile.create({
      data: { tournamentId: tournament.id, slot, auditLength: -1, startedAt: at },
      select: { id: true },
    }));
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) return null; // another instance has it
    throw error;
  }
  try {
    const backup = await exportTournament(db, tournament.id);
    if (!backup) return null;
    await mkdir(settings.dir, { recursive: true });
    const file = path.join(settings.dir, backupFileName(tournament.slug, slot, at));
    const bytes = await writeJsonFile(file, backup);
    await pruneOld(settings, tournament.slug);
    const auditLength = backup.auditChain?.length ?? 0;
    await db.backupFile.update({
      where: { id: attemptId },
      data: { finishedAt: new Date(), path: file, bytes, auditLength },
    });
    return null;
  } catch (error) {
    const message = (error as Error).message.split('\n')[0]!;
    await db.backupFile.update({ where: { id: attemptId }, data: { finishedAt: new Date(), error: message } });
    return `Backup of "${tournament.slug}" into ${settings.dir} failed: ${message}`;
  }
}

/** Writes every backup due at `at` (see ./due), one after another; returns the failures to report. */
export async function runDueBackups(db: Db, settings: BackupSettings, at: Date): Promise<string[]> {
  const tournaments = await db.tournament.findMany({
    select: {
      id: true,
      slug: true,
      rounds: { where: { closedAt: { not: null } }, select: { number: true }, orderBy: { number: 'asc' } },
      backups: { select: { slot: true, auditLength: true, error: true }, orderBy: { startedAt: 'asc' } },
    },
  });
  const chains = await db.auditChain.findMany({ where: { chain: { in: tournaments.map((t) => t.id) } } });
  const length = new Map(chains.map((chain) => [chain.chain, chain.length]));
  const failures: string[] = [];
  for (const tournament of tournaments) {
    const state = {
      auditLength: length.get(tournament.id) ?? 0,
      closedRounds: tournament.rounds.map((round) => round.number),
      attempts: tournament.backups.map((b) => ({
        slot: b.slot,
        auditLength: b.auditLength,
        ok: !b.error && b.auditLength >= 0,
      })),
    };
    for (const slot of dueSlots(state, at, settings.everyMinutes)) {
      const failure = await backUp(db, settings, tournament, slot, at);
      if (failure) failures.push(failure);
    }
  }
  return failures;
}
