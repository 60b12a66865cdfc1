import 'server-only';
import type { Db, Tx } from '@/lib/db/client';
import { isUniqueViolation } from '@/lib/db/errors';
import type { Actor } from '@/lib/audit/log';
import { hashPins } from '@/lib/auth/pin-hashing';
import { failure, success, type ActionResult, type Failure } from '@/lib/actions/result';
import type { Random } from '@/lib/random';
import { insertPlayers, type NewPlayer, type Slips } from './add';
import { readPlayerLines, type CsvProblem } from '../csv';
import { generatePins } from '../pin';
import { playersByNumber } from '../queries';

/**
 * Nothing imported: the problems, each with its line, in `details`, and as the messages of the form's `csv` field
 * ("line 4: …"), where the form lists them.
 */
function notImported(problems: CsvProblem[]): Failure<CsvProblem[]> {
  const lines = problems.map((p) => `line ${p.line}: ${p.message}`);
  const count = lines.length === 1 ? '1 problem' : `${lines.length} problems`;
  const message = `Nothing was imported: ${count} in the file. Correct them and import again.`;
  return failure('INVALID_INPUT', message, { csv: lines }, problems);
}

/**
 * The CSV's players, or every problem: the file's own, and numbers already held by players of the tournament (found
 * even when other lines are bad, so that one round of corrections is enough).
 */
async function checkedImport(db: Tx, tournamentId: string, csvText: string) {
  const { players, problems } = readPlayerLines(csvText);
  const holders = await playersByNumber(
    db,
    tournamentId,
    players.map((p) => p.number),
  );
  const holderOf = new Map(holders.map((h) => [h.number, h]));
  const clashes: CsvProblem[] = players.flatMap(({ line, number }) => {
    const holder = holderOf.get(number);
    return holder ? [{ line, field: 'number', message: `number ${number} is already taken by ${holder.name}` }] : [];
  });
  if (problems.length === 0 && clashes.length === 0) return { ok: true as const, players };
  return { ok: false as const, problems: [...problems, ...clashes].sort((a, b) => a.line - b.line) };
}

/**
 * Imports a CSV of players, all or nothing: any bad line, or a number already in use, and nothing is imported.
 * PINs are hashed before the transaction, so that it stays short even for thousands of players.
 */
export async function importPlayers(
  db: Db,
  actor: Actor,
  tournamentId: string,
  csvText: string,
  random: Random,
): Promise<ActionResult<Slips, CsvProblem[]>> {
  const checked = await checkedImport(db, tournamentId, csvText);
  if (!checked.ok) return notImported(checked.problems);
  const players: NewPlayer[] = checked.players.map(({ line: _line, ...player }) => player);
  const pins = generatePins(players.length, random);
  const pinHashes = await hashPins(pins);
  try {
    await db.$transaction((tx) => insertPlayers(tx, actor, tournamentId, players, pinHashes, 'players.import'), {
      timeout: 60_000,
    });
  } catch (error) {
    // Someone added a player with one of these numbers while the PINs were hashed: name the clash.
    if (!isUniqueViolation(error)) throw error;
    const again = await checkedImport(db, tournamentId, csvText);
    const problems = again.ok ? [{ line: 1, message: 'a number was taken meanwhile: try again' }] : again.problems;
    return notImported(problems);
  }
  const slips = players.map((p, i) => ({
    number: p.number,
    name: p.name,
    club: p.club ?? null,
    pin: pins[i] as string,
  }));
  return success({ slips }, `Imported ${slips.length} players.`);
}
