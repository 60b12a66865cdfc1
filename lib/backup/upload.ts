import 'server-only';
import { failure, fieldFailure, success, type ActionResult } from '@/lib/actions/result';
import type { Actor } from '@/lib/audit/log';
import type { Db } from '@/lib/db/client';
import { SLUG_PATTERN } from '@/lib/tournaments/schema';
import { parseBackupText } from './check';
import { importTournament, SLUG_RULE } from './import';

/** The largest backup taken: a 2,000-player event of 10 rounds exports to about 75 MB. */
export const MAX_BACKUP_BYTES = 200 * 1024 * 1024;

const listed = (emails: string[]) => emails.join(', ');
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** The new address asked for: null for none, undefined when it is not one. */
function newSlug(raw: string | null): string | null | undefined {
  const slug = raw?.trim().toLowerCase() ?? '';
  if (slug === '') return null;
  return SLUG_PATTERN.test(slug) ? slug : undefined;
}

/** An administrator's upload of a backup file's text, optionally under a new address: checked in full, then imported. */
export async function importBackupUpload(
  db: Db,
  actor: Actor,
  text: string,
  slugField: string | null,
): Promise<ActionResult<{ slug: string }>> {
  const slug = newSlug(slugField);
  if (slug === undefined) return failure('INVALID_INPUT', `The new address: ${SLUG_RULE}.`, { slug: [SLUG_RULE] });
  if (text.trim() === '') return fieldFailure('INVALID_INPUT', 'file', 'Choose a backup file: this one is empty');
  const parsed = parseBackupText(text);
  if (!parsed.ok) return fieldFailure('INVALID_INPUT', 'file', parsed.message);
  const result = await importTournament(db, actor, parsed.value, { slug: slug ?? undefined });
  if (!result.ok) return result;
  const { slug: imported, counts, skippedStaff, clearedStaff, addedDirector } = result.data;
  const notes = [
    `Imported /t/${imported}: ${count(counts.players, 'player')}, ${count(counts.rounds, 'round')}, ${count(counts.games, 'game')}.`,
    skippedStaff.length ? `Not on its staff here (no account with that email): ${listed(skippedStaff)}.` : '',
    clearedStaff.length ? `Named on its sheets but without an account here: ${listed(clearedStaff)}.` : '',
    addedDirector ? 'None of its Directors has an account here: you are its Director.' : '',
  ];
  return success({ slug: imported }, notes.filter(Boolean).join(' '));
}
