import type { Db, Tx } from '@/lib/db/client';
import type { storedGame } from '@/lib/games/record-game';
import type { LockedSheet } from '@/lib/sheets/locked-sheet';
import {
  eastOf,
  INCIDENT_INFO,
  type IncidentContext,
  type IncidentFacts,
  type IncidentKind,
  type Seat,
} from '@/lib/rules';
import { incidentSummary } from './stored';

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
async function earlierComplaints(tx: Db | Tx, tournamentId: string, playerId: string): Promise<number> {
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

/** For each seat taken at a table, the discourtesy complaints already ruled against its player (T2A, T2B). */
export async function seatComplaints(
  db: Db,
  tournamentId: string,
  seats: readonly { letter: string; player: { id: string } }[],
): Promise<Partial<Record<Seat, number>>> {
  const counts = await Promise.all(seats.map((s) => earlierComplaints(db, tournamentId, s.player.id)));
  return Object.fromEntries(seats.map((s, i) => [s.letter, counts[i]]));
}

/** Why a sheet with a dispute still open cannot be handed in, or null (DH: it is settled when the game ends). */
export async function openDispute(tx: Tx, roundTableId: string): Promise<string | null> {
  const open = await tx.incident.findFirst({
    where: { roundTableId, status: 'OPEN' },
    orderBy: { createdAt: 'asc' },
    select: { kind: true, gameNumber: true },
  });
  if (!open) return null;
  const what = INCIDENT_INFO[open.kind as IncidentKind]?.title ?? open.kind;
  const game = open.gameNumber ? ` in game ${open.gameNumber}` : '';
  return `A disputed ${what.toLowerCase()}${game} is still open: the Director settles it before the sheet is handed in.`;
}

/** A table's incidents, oldest first, for the sheet: what was ruled, in words, with the rules it rests on. */
export async function tableIncidents(db: Db, roundTableId: string) {
  const rows = await db.incident.findMany({
    where: { roundTableId },
    orderBy: { createdAt: 'asc' },
    select: { id: true, gameNumber: true, kind: true, proposal: true, ruling: true, status: true, createdAt: true },
  });
  return rows.map((row) => {
    const summary = incidentSummary(row);
    return {
      id: row.id,
      gameNumber: row.gameNumber,
      title: summary.title,
      open: row.status === 'OPEN',
      overridden: summary.decision === 'override',
      words: summary.words,
      effects: summary.effectWords,
      rules: summary.rules,
      at: row.createdAt,
    };
  });
}

export type TableIncident = Awaited<ReturnType<typeof tableIncidents>>[number];
