import 'server-only';
import type { Db, Tx } from '@/lib/db/client';
import { audit, type Actor } from '@/lib/audit/log';
import { toSeating } from '@/lib/rounds/mutations/store';
import type { Seating } from '@/lib/seating/types';
import { applyRosterChanges } from '@/lib/seating/roster';
import { refuse, refusing, success, type ActionResult } from '@/lib/actions/result';

/** `rounds`: the rounds re-seated; `moved`: players who changed seat there to re-balance the tables. */
export type OutOfLaterRounds = { number: number; name: string; rounds: number[]; moved: number };

/** Removes the player from one round not yet started and re-balances its tables (fewest moves, see `rebalance`). */
async function reseatWithout(tx: Tx, actor: Actor, tournamentId: string, roundId: string, playerId: string) {
  // Locks the round, and only while it is not started: a start meanwhile refuses rather than re-seats a round in play.
  const locked = await tx.round.updateMany({
    where: { id: roundId, status: { in: ['DRAFT', 'PUBLISHED'] } },
    data: { version: { increment: 1 } },
  });
  if (locked.count === 0) refuse('CONFLICT', 'A round was started meanwhile: reload the page.');
  const round = await tx.round.findUniqueOrThrow({
    where: { id: roundId },
    select: {
      number: true,
      seats: { select: { table: true, letter: true, playerId: true } },
      _count: { select: { tables: true } },
    },
  });
  const result = applyRosterChanges(toSeating(round.seats, round._count.tables), { withdrawn: [playerId] });
  if (!result.ok) {
    const why = result.problems.map((p) => p.message).join(' ');
    return refuse('CONFLICT', `Round ${round.number} cannot be re-balanced without this player: ${why}`);
  }
  await reseat(tx, roundId, round.number, result.seating);
  await audit(tx, actor, {
    tournamentId,
    action: 'round.reseat',
    entity: 'Round',
    entityId: roundId,
    after: { without: playerId, moves: result.moves },
  });
  return { number: round.number, moved: result.moves.length };
}

/**
 * Writes the re-balanced seats of a round not yet started. Its tables keep their sheets (ids and all): only a table
 * left empty goes, and only while nothing is recorded on it.
 */
async function reseat(tx: Tx, roundId: string, number: number, seating: Seating) {
  const wanted = new Set(seating.filter((s) => s.playerId).map((s) => s.table));
  const tables = await tx.roundTable.findMany({
    where: { roundId },
    select: { id: true, table: true, _count: { select: { games: true, verifications: true, incidents: true } } },
  });
  const gone = tables.filter((t) => !wanted.has(t.table));
  if (gone.some((t) => t._count.games + t._count.verifications + t._count.incidents > 0))
    refuse('CONFLICT', `Round ${number} already has results at a table the re-balance would empty: change it by hand.`);
  await tx.seat.deleteMany({ where: { roundId } });
  await tx.roundTable.deleteMany({ where: { id: { in: gone.map((t) => t.id) } } });
  const have = new Set(tables.map((t) => t.table));
  await tx.roundTable.createMany({
    data: [...wanted].filter((t) => !have.has(t)).map((table) => ({ roundId, table })),
  });
  await tx.seat.createMany({
    data: seating.flatMap((s) =>
      s.playerId ? [{ roundId, table: s.table, letter: s.seat, playerId: s.playerId }] : [],
    ),
  });
}

/**
 * Takes a withdrawn or disqualified player out of every round not yet started where they still have a seat, each
 * round re-balanced in the same transaction. Rounds already started keep their seats: their sheets are the record.
 */
export async function withdrawFromLaterRounds(
  db: Db,
  actor: Actor,
  tournamentId: string,
  playerId: string,
): Promise<ActionResult<OutOfLaterRounds>> {
  return refusing(() =>
    db.$transaction(async (tx) => {
      const player = await tx.player.findFirst({
        where: { id: playerId, tournamentId },
        select: { id: true, number: true, name: true, status: true },
      });
      if (!player) return refuse('NOT_FOUND', 'There is no such player in this tournament.');
      if (player.status === 'ACTIVE')
        refuse('CONFLICT', `#${player.number} ${player.name} is still playing: withdraw them first.`);
      const seats = await tx.seat.findMany({
        where: { playerId, round: { tournamentId, status: { in: ['DRAFT', 'PUBLISHED'] } } },
        select: { roundId: true },
      });
      const done = [];
      for (const seat of seats) done.push(await reseatWithout(tx, actor, tournamentId, seat.roundId, playerId));
      done.sort((a, b) => a.number - b.number);
      const moved = done.reduce((n, r) => n + r.moved, 0);
      const rounds = done.map((r) => r.number);
      const which = rounds.length === 1 ? `round ${rounds[0]}` : `rounds ${rounds.join(', ')}`;
      const movedWords = moved === 1 ? '1 player moved' : `${moved} players moved`;
      return success(
        { number: player.number, name: player.name, rounds, moved },
        `#${player.number} ${player.name} is out of ${which}; the tables are re-balanced (${movedWords}).`,
      );
    }),
  );
}
