import type { z } from 'zod';
import { AUDIT_ALTERED, fileChainProblem } from './chain-check';
import { BACKUP_FORMAT, BACKUP_VERSION, backupSchema, type Backup } from './format';
import { integrityProblem } from './integrity';
import { scoresProblem } from './scores-check';

export type CheckedBackup = { ok: true; backup: Backup } | { ok: false; message: string };

export const NOT_A_BACKUP = 'This is not a tournament backup';
export const DOES_NOT_ADD_UP = 'The backup does not add up';

/** `players[3].pinHash` from zod's path. */
export function pathText(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)),
    '',
  );
}

const damaged = (path: string, message: string) =>
  `The backup is damaged at ${path || 'its top level'}: ${message.replace(/\.$/, '')}.`;

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? damaged(pathText(issue.path), issue.message) : 'The backup is damaged.';
}

/** The file's text as JSON, or why it is not JSON (a truncated or damaged file). */
export function parseBackupText(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const detail = error instanceof SyntaxError ? ` (${error.message})` : '';
    return { ok: false, message: `The file is not valid JSON: it is damaged or incomplete${detail}.` };
  }
}

/**
 * A backup, checked in full before anything is written: its format tag and version, every field (zod), then that its
 * rows hold together (unique keys, references between rows), that its audit chain verifies, and that its scores follow
 * from its records, ruleset and audit log (./scores-check).
 * `raw` is the parsed JSON, or the file's text.
 */
export function checkBackup(raw: unknown): CheckedBackup {
  if (typeof raw === 'string') {
    const parsed = parseBackupText(raw);
    return parsed.ok ? checkBackup(parsed.value) : parsed;
  }
  const head = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
  if (head?.format !== BACKUP_FORMAT) return { ok: false, message: NOT_A_BACKUP };
  if (typeof head.version === 'number' && head.version > BACKUP_VERSION) {
    return {
      ok: false,
      message: `This backup was made by a newer version (${head.version}); this installation reads version ${BACKUP_VERSION}`,
    };
  }
  const parsed = backupSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error) };
  const backup = parsed.data;
  const problem = integrityProblem(backup);
  if (problem) return { ok: false, message: damaged(problem.path, problem.message) };
  const chain = fileChainProblem(backup);
  if (chain) return { ok: false, message: `${AUDIT_ALTERED} (${chain}).` };
  const scores = scoresProblem(backup);
  if (scores) return { ok: false, message: `${DOES_NOT_ADD_UP} at ${scores.path}: ${scores.message}.` };
  return { ok: true, backup };
}
