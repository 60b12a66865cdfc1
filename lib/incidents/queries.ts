import type { Db, Tx } from '@/lib/db/client';
import type { storedGame } from '@/lib/games/record-game';
import type { LockedSheet } from '@/lib/sheets/locked-sheet';
import { eastOf, INCIDENT_INFO, type IncidentContext, type IncidentFacts } from '@/lib/rules';

/** A game of the sheet as an incident reads it; null when it is not entered yet. */
export type StoredGame = Awaited<ReturnType<typeof storedGame>>;

/**
 * What the engine cannot know from the facts (IncidentContext): the seats taken, this game's East (by the rotation,
 * unless the stored record says otherwise), the game so far, and for a courtesy complaint the player's earlier ones.
 */
export async function incidentContext(
  tx: Tx,
  sheet: LockedSheet,
  number: number,
  facts: IncidentFacts,
  game: StoredGame,
): Promise<IncidentContext> {
  const table = { seats: sheet.seated, east: game?.record.east ?? eastOf(sheet.seated, number) };
  const context: IncidentContext = { table, record: game?.record ?? null };
  if (facts.kind !== 'COURTESY' || facts.seat === undefined) return context;
  const player = sheet.players.get(facts.seat);
  if (!player) return context;
  return { ...context, earlierComplaints: await earlierComplaints(tx, sheet.round.tournamentId, player.id) };
}

/** Discourtesy complaints already ruled against this player in this tournament, at any of the tables they sat at. */
async function earlierComplaints(tx: Tx, tournamentId: string, playerId: string): Promise<number> {
  const [seats, complaints] = await Promise.all([
    tx.seat.findMany({ where: { playerId }, select: { roundId: true, table: true, letter: true } }),
    tx.incident.findMany({
      where: { tournamentId, kind: 'COURTESY', status: 'RULED' },
      select: { facts: true, roundTable: { select: { roundId: true, table: true } } },
    }),
  ]);
  return complaints.filter(({ facts, roundTable }) => {
    const f = facts as Partial<Extract<IncidentFacts, { kind: 'COURTESY' }>>;
    if (f.conduct !== 'discourtesy' || !roundTable) return false;
    return seats.some((s) => s.roundId === roundTable.roundId && s.table === roundTable.table && s.letter === f.seat);
  }).length;
}

/** Why a sheet with a dispute still open cannot be handed in, or null (DH: it is settled when the game ends). */
export async function openDispute(tx: Tx, roundTableId: string): Promise<string | null> {
  const open = await tx.incident.findFirst({
    where: { roundTableId, status: 'OPEN' },
    orderBy: { createdAt: 'asc' },
    select: { kind: true, gameNumber: true },
  });
  if (!open) return null;
  const what = INCIDENT_INFO[open.kind as keyof typeof INCIDENT_INFO]?.title ?? open.kind;
  const game = open.gameNumber ? ` in game ${open.gameNumber}` : '';
  return `A disputed ${what.toLowerCase()}${game} is still open: the Director settles it before the sheet is handed in.`;
}

/** A table's incidents, oldest first, for the sheet and the Director. */
export function tableIncidents(db: Db, roundTableId: string) {
  return db.incident.findMany({
    where: { roundTableId },
    orderBy: { createdAt: 'asc' },
    select: {
      id: true,
      gameNumber: true,
      kind: true,
      facts: true,
      proposal: true,
      ruling: true,
      status: true,
      createdAt: true,
      ruledAt: true,
    },
  });
}
