import 'server-only';
import type { Db } from '@/lib/db/client';
import { auditMany, type Actor, type AuditEntry } from '@/lib/audit/log';
import { changeCards, unverifyEntry } from '@/lib/sheets/mutations/record-game';
import { logChange } from '@/lib/sheets/mutations/change-log';
import { lockSheet } from '@/lib/sheets/mutations/locked-sheet';
import { failure, fieldFailure, success, type ActionResult } from '@/lib/actions/result';
import type { Seat } from '@/lib/rules';

export type OverrideScoreInput = {
  tournamentId: string;
  gameId: string;
  letter: Seat;
  points: number;
  reason: string;
  /** On an accepted sheet the override amends it: every player of the table was present (T26). */
  allPresent?: boolean;
};

export type OverrideScoreData = { points: number; computedPoints: number; clearedCards: Seat[]; reopened: boolean };

/**
 * The Director's ruling on a seat's points (T27): `points` counts from now on, the computed value stays beside it
 * with the reason and who ruled. Like a game change it clears that card's verification (a handed-in sheet goes back
 * to the table); every override is in the public change log, audited, in one transaction.
 */
export async function overrideScore(
  db: Db,
  actor: Actor,
  input: OverrideScoreInput,
): Promise<ActionResult<OverrideScoreData>> {
  const reason = input.reason.trim();
  if (reason.length === 0)
    return fieldFailure('INVALID_INPUT', 'reason', 'Reason: say why the score is ruled otherwise.');
  if (!Number.isInteger(input.points)) return fieldFailure('INVALID_INPUT', 'points', 'Points: a whole number.');
  const found = await db.game.findFirst({
    where: { id: input.gameId, roundTable: { round: { tournamentId: input.tournamentId } } },
    select: { roundTableId: true },
  });
  if (!found) return failure('NOT_FOUND', 'There is no such game in this tournament.');
  return db.$transaction(async (tx): Promise<ActionResult<OverrideScoreData>> => {
    const sheet = await lockSheet(tx, found.roundTableId);
    if (!sheet) return failure('NOT_FOUND', 'There is no such game in this tournament.');
    const accepted = sheet.status === 'ACCEPTED';
    if (accepted && input.allPresent !== true)
      return fieldFailure(
        'INVALID_INPUT',
        'allPresent',
        'This sheet was accepted: state that every player of the table was present (T26).',
      );
    const where = { gameId_letter: { gameId: input.gameId, letter: input.letter } };
    const before = await tx.gameScore.findUnique({ where, include: { game: { select: { number: true } } } });
    if (!before) return fieldFailure('NOT_FOUND', 'letter', `Seat ${input.letter} has no score in this game.`);
    const at = new Date();
    await tx.gameScore.update({
      where,
      data: { points: input.points, overrideReason: reason, overriddenById: actor.userId, overriddenAt: at },
    });
    const changed = !accepted && before.points !== input.points ? [input.letter] : [];
    const { removed, reopened } = await changeCards(tx, sheet, changed);
    const scoreOf = (points: number) => ({ letter: input.letter, points, computedPoints: before.computedPoints });
    await logChange(tx, actor, sheet, {
      number: before.game.number,
      kind: 'override',
      before: scoreOf(before.points),
      after: scoreOf(input.points),
      reason,
      allPresent: input.allPresent === true,
      at,
    });
    const entries: AuditEntry[] = [
      {
        tournamentId: sheet.round.tournamentId,
        action: 'score.override',
        entity: 'GameScore',
        entityId: before.id,
        before: { ...scoreOf(before.points), overrideReason: before.overrideReason },
        after: { ...scoreOf(input.points), overrideReason: reason },
        reason,
      },
    ];
    if (removed.length > 0) entries.push(unverifyEntry(sheet, removed, reopened));
    await auditMany(
      tx,
      entries.map((entry) => ({ actor, entry })),
    );
    const data = { points: input.points, computedPoints: before.computedPoints, clearedCards: removed, reopened };
    return success(data, `Seat ${input.letter}: ${input.points} points, as ruled.`);
  });
}
