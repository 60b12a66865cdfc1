// `npm run backup -- export <slug> <file>`: the whole tournament as one JSON file.
// `npm run backup -- import <file> [--slug new-slug] [--director email]`: that file as a tournament of this
// installation (all or nothing); `--director` names who becomes its Director when none of the file's has an account.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { SYSTEM, type Actor } from '@/lib/audit/log';
import { checkBackup, parseBackupText } from '@/lib/backup/check';
import { exportTournament } from '@/lib/backup/export';
import { countsOf, type Backup, type BackupCounts } from '@/lib/backup/format';
import { importTournament } from '@/lib/backup/import';
import { writeJsonFile } from '@/lib/backup/write-file';
import { db } from '@/lib/db/client';
import { resolveDatabase, StartupError } from '@/server/database';
import { loadDotEnv } from '@/server/env';
import { prepareDatabase } from '@/server/migrate';
import { runCli } from '@/server/cli';

const USAGE =
  'Usage: npm run backup -- export <slug> <file>  |  npm run backup -- import <file> [--slug new-slug] [--director email]';

const count = (n: number, noun: string) => `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;

const summary = (c: BackupCounts) =>
  [
    count(c.players, 'player'),
    count(c.rounds, 'round'),
    count(c.games, 'game'),
    count(c.auditEvents, 'audit event'),
  ].join(', ');

const seconds = (began: number) => `${((performance.now() - began) / 1000).toFixed(1)} s`;

async function exportTo(slug: string, file: string): Promise<void> {
  const began = performance.now();
  const tournament = await db().tournament.findUnique({ where: { slug }, select: { id: true } });
  if (!tournament) throw new StartupError(`There is no tournament "${slug}" in this installation.`);
  const backup = await exportTournament(db(), tournament.id);
  if (!backup) throw new StartupError(`The tournament "${slug}" was removed meanwhile.`);
  const size = ((await writeJsonFile(file, backup)) / 1e6).toFixed(1);
  console.log(`Exported "${slug}" to ${file} (${size} MB): ${summary(countsOf(backup))}, in ${seconds(began)}.`);
}

/** Who imports: the named staff member, or the system; refused when the tournament would have no Director here. */
async function importer(backup: Backup, director: string | undefined): Promise<Actor> {
  if (director) {
    const user = await db().user.findUnique({ where: { email: director.trim().toLowerCase() } });
    if (!user) throw new StartupError(`${director} has no account here: create it with npm run staff:add.`);
    return { userId: user.id, label: user.name || user.email };
  }
  const directors = backup.staff.filter((s) => s.role === 'DIRECTOR').map((s) => s.email);
  if ((await db().user.count({ where: { email: { in: directors } } })) > 0) return SYSTEM;
  const named = directors.length ? ` (${directors.join(', ')})` : '';
  throw new StartupError(
    `No Director of this backup${named} has an account here: name who becomes its Director with --director EMAIL.`,
  );
}

async function importFrom(file: string, slug: string | undefined, director: string | undefined): Promise<void> {
  const began = performance.now();
  const parsed = parseBackupText(readFileSync(file, 'utf8'));
  if (!parsed.ok) throw new StartupError(parsed.message);
  const checked = checkBackup(parsed.value);
  if (!checked.ok) throw new StartupError(checked.message);
  const actor = await importer(checked.backup, director);
  const answer = await importTournament(db(), actor, parsed.value, { slug });
  if (!answer.ok) throw new StartupError(answer.message);
  const result = answer.data;
  console.log(`Imported "${result.slug}" (/t/${result.slug}): ${summary(result.counts)}, in ${seconds(began)}.`);
  if (result.skippedStaff.length)
    console.log(`Staff without an account here, not assigned: ${result.skippedStaff.join(', ')}.`);
  if (result.clearedStaff.length)
    console.log(`Staff named on sheets without an account here (names cleared): ${result.clearedStaff.join(', ')}.`);
  if (result.addedDirector) console.log(`${actor.label} is its Director.`);
}

loadDotEnv();
runCli(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { slug: { type: 'string' }, director: { type: 'string' } },
  });
  const [command, first, second] = positionals;
  const valid =
    (command === 'export' && first && second && positionals.length === 3) ||
    (command === 'import' && first && positionals.length === 2);
  if (!valid) throw new StartupError(USAGE);
  const database = await resolveDatabase(console.log);
  try {
    if (command === 'import') await prepareDatabase(database);
    else process.env.DATABASE_URL = database.url;
    if (command === 'export') await exportTo(first!, second!);
    else await importFrom(first!, values.slug, values.director);
    await db().$disconnect();
  } finally {
    await database.stop();
  }
});
