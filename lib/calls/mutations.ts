import 'server-only';
import type { Db, Tx } from '@/lib/db/client';
import { failure, success, type ActionResult } from '@/lib/actions/result';
import { audit, type Actor } from '@/lib/audit/log';
import type { CallStatus } from './rules';

type Found = {
  id: string;
  status: CallStatus;
  roundTableId: string;
  takenAt: Date | null;
  takenById: string | null;
  roundTable: { table: number };
};

/** The call of this tournament, or null. */
const callOf = (tx: Tx, tournamentId: string, callId: string): Promise<Found | null> =>
  tx.directorCall.findFirst({
    where: { id: callId, tournamentId },
    select: {
      id: true,
      status: true,
      roundTableId: true,
      takenAt: true,
      takenById: true,
      roundTable: { select: { table: true } },
    },
  });

const nameOf = async (tx: Tx, userId: string | null) =>
  (userId && (await tx.user.findUnique({ where: { id: userId }, select: { name: true } }))?.name) || 'Another Director';

/** Why the call cannot be acted on as it stands now, in words. */
async function standing(tx: Tx, call: Found): Promise<ActionResult<never>> {
  if (call.status === 'TAKEN') return failure('CONFLICT', `${await nameOf(tx, call.takenById)} has taken this call.`);
  if (call.status === 'WITHDRAWN') return failure('CONFLICT', 'The table withdrew this call.');
  return failure('CONFLICT', 'This call is closed.');
}

const NO_CALL = () => failure('NOT_FOUND', 'There is no such call in this tournament.');

type CallStep = { tournamentId: string; callId: string };

/** A Director takes an open call: the other Directors see who has it. */
export function takeCall(db: Db, actor: Actor, input: CallStep, now: Date): Promise<ActionResult<null>> {
  return db.$transaction(async (tx) => {
    const call = await callOf(tx, input.tournamentId, input.callId);
    if (!call) return NO_CALL();
    const { count } = await tx.directorCall.updateMany({
      where: { id: call.id, status: 'OPEN' },
      data: { status: 'TAKEN', takenAt: now, takenById: actor.userId },
    });
    if (count === 0) return standing(tx, (await callOf(tx, input.tournamentId, input.callId)) ?? call);
    await audit(tx, actor, {
      tournamentId: input.tournamentId,
      action: 'call.take',
      entity: 'DirectorCall',
      entityId: call.id,
      before: { status: call.status },
      after: { status: 'TAKEN', takenAt: now },
    });
    return success(null, `You have the call of table ${call.roundTable.table}.`);
  });
}

/** The table withdraws its call while nobody has taken it yet; once taken, the Director closes it. */
export function withdrawCall(db: Db, input: CallStep, now: Date): Promise<ActionResult<null>> {
  return db.$transaction(async (tx) => {
    const call = await callOf(tx, input.tournamentId, input.callId);
    if (!call) return NO_CALL();
    const { count } = await tx.directorCall.updateMany({
      where: { id: call.id, status: 'OPEN' },
      data: { status: 'WITHDRAWN', closedAt: now },
    });
    if (count === 0) {
      const current = (await callOf(tx, input.tournamentId, input.callId)) ?? call;
      if (current.status === 'TAKEN')
        return failure(
          'CONFLICT',
          `${await nameOf(tx, current.takenById)} is on the way: they close the call at the table.`,
        );
      return standing(tx, current);
    }
    await audit(
      tx,
      { userId: null, label: `a player at table ${call.roundTable.table}` },
      {
        tournamentId: input.tournamentId,
        action: 'call.withdraw',
        entity: 'DirectorCall',
        entityId: call.id,
        before: { status: 'OPEN' },
        after: { status: 'WITHDRAWN', closedAt: now },
      },
    );
    return success(null, 'The call is withdrawn.');
  });
}

export type CloseCall = CallStep & ({ incidentId: string; note?: never } | { note: string; incidentId?: never });

/**
 * A Director closes a call: by the incident recorded from it, or as needing no ruling, with a word. A call nobody took
 * is taken by the Director who closes it.
 */
export function closeCall(db: Db, actor: Actor, input: CloseCall, now: Date): Promise<ActionResult<null>> {
  return db.$transaction(async (tx) => {
    const call = await callOf(tx, input.tournamentId, input.callId);
    if (!call) return NO_CALL();
    if (call.status !== 'OPEN' && call.status !== 'TAKEN') return standing(tx, call);
    if (input.incidentId && !(await sameTable(tx, input.incidentId, call.roundTableId)))
      return failure(
        'CONFLICT',
        `That incident is not of table ${call.roundTable.table}'s round: the call stays open.`,
      );
    const closed = {
      status: 'CLOSED' as const,
      closedAt: now,
      closedById: actor.userId,
      takenAt: call.takenAt ?? now,
      takenById: call.takenById ?? actor.userId,
      incidentId: input.incidentId ?? null,
      note: input.note ?? null,
    };
    const { count } = await tx.directorCall.updateMany({ where: { id: call.id, status: call.status }, data: closed });
    if (count === 0) return failure('CONFLICT', 'The call changed meanwhile: look at the queue again.');
    await audit(tx, actor, {
      tournamentId: input.tournamentId,
      action: 'call.close',
      entity: 'DirectorCall',
      entityId: call.id,
      before: { status: call.status },
      after: { status: 'CLOSED', closedAt: now, incidentId: closed.incidentId, note: closed.note },
    });
    const how = input.incidentId ? 'with the incident recorded' : 'as needing no ruling';
    return success(null, `The call of table ${call.roundTable.table} is closed ${how}.`);
  });
}

const sameTable = async (tx: Tx, incidentId: string, roundTableId: string) =>
  (await tx.incident.count({ where: { id: incidentId, roundTableId } })) === 1;
