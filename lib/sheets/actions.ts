'use server';

import { revalidatePath } from 'next/cache';
import type { Db } from '@/lib/db/client';
import { publicAction, tournamentAction } from '@/lib/actions/action';
import { failure, success, type ActionResult } from '@/lib/actions/result';
import { recordGame, type RecordGameInput, type RecordGameResult } from '@/lib/sheets/record-game';
import { parseJsonText, type Problem } from '@/lib/rules';
import type { Actor } from '@/lib/audit/log';
import { acceptSheet, returnSheet, submitSheet } from './hand-in';
import type { SheetResult } from './outcome';
import {
  amendGameSchema,
  returnSheetSchema,
  saveGameSchema,
  sheetStepSchema,
  verifyInitialsSchema,
  verifyPinSchema,
} from './schema';
import { verifyCard } from './verify';

/** The table of this tournament, or null: an id from another tournament is refused like an unknown one. */
const tableIn = (db: Db, tournamentId: string, id: string) =>
  db.roundTable.findFirst({ where: { id, round: { tournamentId } }, select: { id: true } });

const noTable = () => failure('NOT_FOUND', 'There is no such table in this tournament.');

const byField = (problems: readonly Problem[]) => {
  const errors: Record<string, string[]> = {};
  for (const p of problems) (errors[p.field || 'record'] ??= []).push(p.message);
  return errors;
};

function answer<T>(result: SheetResult<T>, slug: string, done: string): ActionResult<T> {
  if (!result.ok)
    return failure(result.reason, result.message, result.field ? { [result.field]: [result.message] } : undefined);
  revalidatePath(`/t/${slug}`, 'layout');
  return success(result.data, done);
}

function gameAnswer(result: RecordGameResult, number: number) {
  if (!result.ok) {
    if (result.reason === 'INVALID_INPUT')
      return failure(
        'INVALID_INPUT',
        `Game ${number} was not saved: see the message beside each field.`,
        byField(result.problems),
      );
    return failure(result.reason, result.message, undefined, result.reason === 'CONFLICT' ? result.current : undefined);
  }
  // Not revalidated here: the sheet's game entry refreshes the page itself once "saved" shows, so that a save answers
  // without rendering the sheet page into its answer first (each save rendered it twice; 10 scorekeepers waited 0.4 s).
  const cleared = result.clearedCards.length
    ? ` Verification of card ${result.clearedCards.join(', ')} removed: check ${result.clearedCards.length === 1 ? 'it' : 'them'} again.`
    : '';
  const back = result.reopened ? ' The sheet is back at the table.' : '';
  const { gameId: _id, ...data } = result;
  return success(data, `Game ${number} saved.${cleared}${back}`);
}

async function saveGame(db: Db, actor: Actor, input: Omit<RecordGameInput, 'record'> & { record: string }) {
  const parsed = parseJsonText(input.record);
  if (!parsed.ok)
    return failure('INVALID_INPUT', 'The game could not be read: reload the sheet.', {
      record: [parsed.problem.message],
    });
  return gameAnswer(await recordGame(db, actor, { ...input, record: parsed.value }), input.number);
}

export const saveGameAction = tournamentAction(
  'game.save',
  saveGameSchema,
  async ({ input, db, actor, tournament }) => {
    if (!(await tableIn(db, tournament.id, input.roundTableId))) return noTable();
    return saveGame(db, actor, input);
  },
);

export const amendGameAction = tournamentAction(
  'game.amend',
  amendGameSchema,
  async ({ input, db, actor, tournament }) => {
    if (!(await tableIn(db, tournament.id, input.roundTableId))) return noTable();
    return saveGame(db, actor, { ...input, amendment: { reason: input.reason, allPresent: true } });
  },
);

export const verifyInitialsAction = tournamentAction(
  'card.verifyInitials',
  verifyInitialsSchema,
  async ({ input, db, actor, tournament, staff }) => {
    if (!(await tableIn(db, tournament.id, input.roundTableId))) return noTable();
    const proof = { kind: 'initials' as const, initials: input.initials, recordedById: staff.id };
    const result = await verifyCard(db, actor, { ...input, proof });
    return answer(result, tournament.slug, `Card ${input.card} verified.`);
  },
);

/** A player verifies their partner's card at the table with their own PIN: no account needed, wrong PINs counted. */
export const verifyPinAction = publicAction('card.verifyPin', verifyPinSchema, async ({ input, db }) => {
  const table = await db.roundTable.findFirst({
    where: { id: input.roundTableId, round: { tournament: { slug: input.slug } } },
    select: { id: true },
  });
  if (!table) return noTable();
  const result = await verifyCard(
    db,
    { userId: null, label: 'player at the table' },
    { ...input, proof: { kind: 'pin', pin: input.pin } },
  );
  return answer(result, input.slug, `Card ${input.card} verified.`);
});

const stepAction = (name: 'submit' | 'accept' | 'return', run: typeof submitSheet, done: string) =>
  tournamentAction(`sheet.${name}`, sheetStepSchema, async ({ input, db, actor, tournament }) => {
    if (!(await tableIn(db, tournament.id, input.roundTableId))) return noTable();
    return answer(await run(db, actor, { ...input, now: new Date() }), tournament.slug, done);
  });

export const submitSheetAction = stepAction('submit', submitSheet, 'Handed in: the sheet waits for acceptance.');
export const acceptSheetAction = stepAction('accept', acceptSheet, 'Accepted: the sheet is locked.');

export const returnSheetAction = tournamentAction(
  'sheet.return',
  returnSheetSchema,
  async ({ input, db, actor, tournament }) => {
    if (!(await tableIn(db, tournament.id, input.roundTableId))) return noTable();
    return answer(
      await returnSheet(db, actor, { ...input, now: new Date() }),
      tournament.slug,
      'The sheet is back at the table.',
    );
  },
);
