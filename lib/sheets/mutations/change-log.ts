import 'server-only';
import type { Tx } from '@/lib/db/client';
import type { Actor } from '@/lib/audit/log';
import { toJson } from '@/lib/util/json';
import type { LockedSheet } from './locked-sheet';

/**
 * One line of a sheet's public change log: game `number` changed on an accepted sheet (T26, `game`), by a ruling
 * (T27, `ruling`) or by a Director's ruling on a seat's points (`override`); what it was and became, why, by whom.
 */
export type ChangeLine = {
  number: number;
  kind: 'game' | 'ruling' | 'override';
  reason: string;
  allPresent: boolean;
  before: object | null;
  after: object;
  at?: Date;
};

/** Writes a line of the change log of `sheet`: the one writer of it. */
export async function logChange(tx: Tx, actor: Actor, sheet: Pick<LockedSheet, 'id' | 'round'>, line: ChangeLine) {
  await tx.amendment.create({
    data: {
      tournamentId: sheet.round.tournamentId,
      roundTableId: sheet.id,
      gameNumber: line.number,
      kind: line.kind,
      before: line.before ? toJson(line.before) : undefined,
      after: toJson(line.after),
      reason: line.reason,
      allPresent: line.allPresent,
      actorId: actor.userId,
      actorLabel: actor.label,
      at: line.at,
    },
  });
}
