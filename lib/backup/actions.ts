'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { staffAction } from '@/lib/actions/action';
import { failure, success } from '@/lib/actions/result';
import { SLUG_PATTERN } from '@/lib/tournaments/schema';
import { parseBackupText } from './check';
import { importTournament } from './import';

/** The largest backup taken: a 2,000-player event of 10 rounds exports to about 75 MB. */
const MAX_BYTES = 200 * 1024 * 1024;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const importSchema = z.object({
  file: z
    .file({ error: 'Choose a backup file' })
    .min(1, 'Choose a backup file: this one is empty')
    .max(MAX_BYTES, 'At most 200 MB'),
  slug: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(SLUG_PATTERN, '3–60 lowercase letters, digits and dashes, not starting or ending with a dash')
      .optional(),
  ),
});

const listed = (emails: string[]) => emails.join(', ');
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** An administrator restores a tournament from its backup file, optionally under a new address. */
export const importTournamentAction = staffAction(
  'tournament.import',
  importSchema,
  true,
  async ({ input, actor, db }) => {
    const parsed = parseBackupText(await input.file.text());
    if (!parsed.ok) return failure('INVALID_INPUT', parsed.message, { file: [parsed.message] });
    const result = await importTournament(db, actor, parsed.value, { slug: input.slug });
    if (!result.ok) {
      const field = result.reason === 'CONFLICT' && /address/.test(result.message) ? 'slug' : 'file';
      return failure(result.reason, result.message, { [field]: [result.message] });
    }
    revalidatePath('/staff');
    const { counts, skippedStaff, clearedStaff, addedDirector, slug } = result;
    const notes = [
      `Imported /t/${slug}: ${count(counts.players, 'player')}, ${count(counts.rounds, 'round')}, ${count(counts.games, 'game')}.`,
      skippedStaff.length ? `Not on its staff here (no account with that email): ${listed(skippedStaff)}.` : '',
      clearedStaff.length ? `Named on its sheets but without an account here: ${listed(clearedStaff)}.` : '',
      addedDirector ? 'None of its Directors has an account here: you are its Director.' : '',
    ];
    return success({ slug }, notes.filter(Boolean).join(' '));
  },
);
