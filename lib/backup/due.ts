// Which automatic backups a tournament needs now, and which of its files to keep: plain functions, no clock of their own.

/** A backup attempt as the database records it. */
export type BackupAttempt = { slot: string; auditLength: number; ok: boolean };

export type TournamentBackupState = {
  /** The audit chain's length now: it moves with every change to the tournament. */
  auditLength: number;
  /** In round order. */
  closedRounds: readonly number[];
  attempts: readonly BackupAttempt[];
};

export const roundSlot = (round: number) => `round-${round}`;

/** The periodic slot `at` falls in: one periodic backup at most per slot, on any number of app instances. */
export const periodSlot = (at: Date, everyMinutes: number) =>
  `every-${everyMinutes}-${Math.floor(at.getTime() / (everyMinutes * 60_000))}`;

/**
 * The slots due: the last closed round, unless backed up at its close already (tried once: a failure shows on the staff
 * page and the next periodic backup covers it), else one periodic backup when the tournament changed since its last
 * good one and this period has none yet. Rounds that closed while no backup ran (the app stopped, backups off, a
 * tournament loaded) get no file of their own: it would hold what the last one's holds, made now, not at their close.
 */
export function dueSlots(state: TournamentBackupState, at: Date, everyMinutes: number): string[] {
  const tried = new Set(state.attempts.map((attempt) => attempt.slot));
  const last = state.closedRounds.at(-1);
  const due = last !== undefined && !tried.has(roundSlot(last)) ? [roundSlot(last)] : [];
  const lastGood = state.attempts.filter((attempt) => attempt.ok).at(-1);
  const changed = lastGood ? lastGood.auditLength !== state.auditLength : state.auditLength > 0;
  const period = periodSlot(at, everyMinutes);
  if (due.length === 0 && changed && !tried.has(period)) due.push(period);
  return due;
}

const stamp = (at: Date) => at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

/** The file a backup is written to: round-close files say so in their name, and are never pruned. */
export function backupFileName(slug: string, slot: string, at: Date): string {
  const round = /^round-(\d+)$/.exec(slot);
  return round ? `${slug}-${stamp(at)}-round-${round[1]}-closed.json` : `${slug}-${stamp(at)}.json`;
}

/** The periodic files of `slug` beyond the newest `keep`, among the file names of the backup folder. */
export function periodicFilesToPrune(slug: string, names: readonly string[], keep: number): string[] {
  const periodic = new RegExp(`^${slug.replace(/[^a-z0-9]/gi, '\\$&')}-\\d{8}-\\d{6}\\.json$`);
  return names
    .filter((name) => periodic.test(name))
    .sort()
    .reverse()
    .slice(keep);
}
