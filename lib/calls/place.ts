import 'server-only';
import type { Db, Tx } from '@/lib/db/client';
import { failure, success, type ActionResult } from '@/lib/actions/result';
import { audit, type Actor } from '@/lib/audit/log';
import { isUniqueViolation } from '@/lib/db/errors';
import type { Seat } from '@/lib/rules';
import { wrongCallPin } from './pin';
import { mayCall, type CallKind, type RoundStatus } from './rules';

export type PlaceCall = {
  tournamentId: string;
  roundTableId: string;
  seat?: Seat;
  kind?: CallKind;
  line?: string;
  pin?: string;
};

/** The table calling, with who sits where; null when it is no table of this tournament. */
async function tableOf(db: Db | Tx, tournamentId: string, roundTableId: string) {
  const table = await db.roundTable.findFirst({
    where: { id: roundTableId, round: { tournamentId } },
    select: { id: true, table: true, roundId: true, round: { select: { number: true, status: true } } },
  });
  if (!table) return null;
  const seats = await db.seat.findMany({
    where: { roundId: table.roundId, table: table.table },
    select: { letter: true, player: { select: { id: true, name: true } } },
  });
  return { ...table, players: new Map(seats.map((s) => [s.letter as Seat, s.player])) };
}

type Table = NonNullable<Awaited<ReturnType<typeof tableOf>>>;

/** Who called, as the audit log names them: the player who confirmed with their PIN, else the table (and seat). */
function callerOf(table: Table, seat: Seat | undefined, confirmed: boolean): Actor {
  const where = `table ${table.table}${seat ? `, seat ${seat}` : ''}`;
  const player = seat && table.players.get(seat);
  return { userId: null, label: confirmed && player ? `${player.name} (${where}, PIN)` : `a player at ${where}` };
}

/**
 * A table calls the Director: anyone may, within the limits of `mayCall` (lib/calls/rules.ts); a PIN makes the call
 * the seat's player's. At most one call of a table is open at a time, whichever app instance is asked: the database's
 * partial unique index refuses a second one made at the same moment.
 */
export async function placeCall(db: Db, input: PlaceCall, now: Date): Promise<ActionResult<{ callId: string }>> {
  const table = await tableOf(db, input.tournamentId, input.roundTableId);
  if (!table) return failure('NOT_FOUND', 'There is no such table in this tournament.');
  const player = input.seat && table.players.get(input.seat);
  if (input.seat && !player)
    return failure('INVALID_INPUT', `Seat: nobody sits in seat ${input.seat} at this table.`, {
      seat: [`Nobody sits in seat ${input.seat} at table ${table.table}.`],
    });
  const confirmed = input.pin !== undefined && !!player;
  if (confirmed) {
    const wrong = await wrongCallPin(db, player, input.pin!);
    if (wrong) return wrong;
  }
  try {
    return await db.$transaction((tx) => store(tx, table, { ...input, confirmed }, now));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return failure('CONFLICT', `Table ${table.table} already called the Director: the call is open.`);
  }
}

async function store(tx: Tx, table: Table, input: PlaceCall & { confirmed: boolean }, now: Date) {
  const calls = await tx.directorCall.findMany({
    where: { roundTableId: table.id },
    select: { status: true, confirmed: true, calledAt: true },
  });
  const round = { number: table.round.number, status: table.round.status as RoundStatus };
  const refusal = mayCall({ table: table.table, round, calls }, input.confirmed, now);
  if (refusal) return refusal;
  const call = await tx.directorCall.create({
    data: {
      tournamentId: input.tournamentId,
      roundTableId: table.id,
      seat: input.seat ?? null,
      confirmed: input.confirmed,
      kind: input.kind ?? null,
      line: input.line ?? null,
      calledAt: now,
    },
  });
  await audit(tx, callerOf(table, input.seat, input.confirmed), {
    tournamentId: input.tournamentId,
    action: 'call.place',
    entity: 'DirectorCall',
    entityId: call.id,
    after: { round: table.round.number, table: table.table, seat: call.seat, kind: call.kind, line: call.line },
  });
  return success({ callId: call.id }, `The Director is called to table ${table.table}.`);
}
