import 'server-only';
import type { Db } from '@/lib/db/client';

export type BackupStatus = {
  last: { at: Date; path: string; bytes: number } | null;
  /** The latest attempt, when it failed after the last good backup. */
  failure: { at: Date; message: string } | null;
};

/** Per tournament: its last automatic backup (time, file, size) and a failure since, for the staff page. */
export async function backupStatus(db: Db, tournamentIds: readonly string[]): Promise<Map<string, BackupStatus>> {
  const attempts = await db.backupFile.findMany({
    where: { tournamentId: { in: [...tournamentIds] }, finishedAt: { not: null } },
    select: { tournamentId: true, finishedAt: true, path: true, bytes: true, error: true },
    orderBy: { finishedAt: 'asc' },
  });
  const status = new Map<string, BackupStatus>();
  for (const attempt of attempts) {
    const current = status.get(attempt.tournamentId) ?? { last: null, failure: null };
    const at = attempt.finishedAt!;
    if (attempt.error) current.failure = { at, message: attempt.error };
    else if (attempt.path)
      status.set(attempt.tournamentId, { last: { at, path: attempt.path, bytes: attempt.bytes ?? 0 }, failure: null });
    if (!status.has(attempt.tournamentId)) status.set(attempt.tournamentId, current);
  }
  return status;
}
