import 'server-only';
import type { Db } from '@/lib/db/client';
import { callKindTitle } from '@/lib/calls/rules';
import type { Seat } from '@/lib/rules';
import type { IncidentLogFilter, IncidentLogRow, InvolvedPlayer } from './log';

/** A call's times, as the incident log shows them beside the incident it led to, or on a row of its own. */
export type LoggedCall = { calledAt: Date; takenAt: Date | null; closedAt: Date | null };

const STATUS = { OPEN: 'CALLED', TAKEN: 'CALLED', CLOSED: 'NO_RULING', WITHDRAWN: 'WITHDRAWN' } as const;

/**
 * The calls that led to no incident (still open, closed as needing no ruling, withdrawn) as rows of the incident log,
 * newest first; a call closed by an incident is on that incident's row. A filter by kind lists incidents only; by
 * player, the calls made from that player's seat.
 */
export async function callLogRows(
  db: Db,
  tournamentId: string,
  slug: string,
  filter: IncidentLogFilter,
): Promise<IncidentLogRow[]> {
  if (filter.kind !== undefined) return [];
  const calls = await db.directorCall.findMany({
    where: {
      tournamentId,
      incidentId: null,
      roundTable: {
        ...(filter.round !== undefined && { round: { number: filter.round } }),
        ...(filter.table !== undefined && { table: filter.table }),
      },
    },
    orderBy: [{ calledAt: 'desc' }, { id: 'desc' }],
    include: { roundTable: { select: { roundId: true, table: true, round: { select: { number: true } } } } },
  });
  const [seats, users] = await Promise.all([
    db.seat.findMany({
      where: { roundId: { in: [...new Set(calls.map((c) => c.roundTable.roundId))] } },
      select: { roundId: true, table: true, letter: true, player: { select: { number: true, name: true } } },
    }),
    db.user.findMany({
      where: { id: { in: calls.flatMap((c) => [c.takenById, c.closedById]).filter((id): id is string => !!id) } },
      select: { id: true, name: true },
    }),
  ]);
  const rows = calls.map((call): IncidentLogRow => {
    const { roundTable: at } = call;
    const seated = seats.find((s) => s.roundId === at.roundId && s.table === at.table && s.letter === call.seat);
    const players: InvolvedPlayer[] = seated ? [{ letter: call.seat as Seat, ...seated.player }] : [];
    const staffId = call.closedById ?? call.takenById;
    return {
      id: call.id,
      createdAt: call.calledAt,
      ruledAt: call.closedAt,
      status: STATUS[call.status],
      round: at.round.number,
      table: at.table,
      game: null,
      kind: 'CALL',
      title: ['Call to the Director', callKindTitle(call.kind), call.line].filter(Boolean).join(': '),
      players,
      ruling: call.note ?? '',
      decision: null,
      rules: [],
      reporter: null,
      director: users.find((u) => u.id === staffId)?.name ?? null,
      sheetPath: `/t/${slug}/scores/${at.round.number}/${at.table}`,
      call: { calledAt: call.calledAt, takenAt: call.takenAt, closedAt: call.closedAt },
    };
  });
  return filter.player === undefined ? rows : rows.filter((row) => row.players.some((p) => p.number === filter.player));
}
