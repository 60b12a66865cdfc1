import 'server-only';
import { rows, type Db, type Tx } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';
import type { storedGame } from '@/lib/sheets/mutations/record-game';
import type { LockedSheet } from '@/lib/sheets/mutations/locked-sheet';
import {
  eastOf,
  INCIDENT_INFO,
  type IncidentContext,
  type IncidentFacts,
  type IncidentKind,
  type Seat,
} from '@/lib/rules';
import type { StoredRuling } from '@/lib/sheets/mutations/pending-rulings';
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

type Conduct = NonNullable<Extract<IncidentFacts, { kind: 'COURTESY' }>['conduct']>;

/** A courtesy complaint ruled against a player earlier in this event: where, and what it was about. */
export type Complaint = { round: number; table: number; game: number | null; conduct: Conduct; ruling: string };

/** The courtesy complaints already ruled against this player in this tournament, at any table they sat at (T2). */
async function courtesyHistory(tx: Db | Tx, tournamentId: string, playerId: string): Promise<Complaint[]> {
  const [seats, complaints] = await Promise.all([
    tx.seat.findMany({ where: { playerId }, select: { roundId: true, table: true, letter: true } }),
    tx.incident.findMany({
      where: { tournamentId, kind: 'COURTESY', status: 'RULED' },
      orderBy: { createdAt: 'asc' },
      select: {
        facts: true,
        gameNumber: true,
        ruling: true,
        kind: true,
        proposal: true,
        roundTable: { select: { roundId: true, table: true, round: { select: { number: true } } } },
      },
    }),
  ]);
  return complaints.flatMap((complaint) => {
    const { facts, roundTable: at } = complaint;
    const f = facts as Partial<Extract<IncidentFacts, { kind: 'COURTESY' }>>;
    const sat = at && seats.some((s) => s.roundId === at.roundId && s.table === at.table && s.letter === f.seat);
    if (!sat || !f.conduct) return [];
    const { words } = incidentSummary(complaint);
    return [{ round: at.round.number, table: at.table, game: complaint.gameNumber, conduct: f.conduct, ruling: words }];
  });
}

/** Discourtesy complaints count towards a warning, then disqualification (T2A, T2B). */
const earlierComplaints = async (tx: Db | Tx, tournamentId: string, playerId: string) =>
  (await courtesyHistory(tx, tournamentId, playerId)).filter((c) => c.conduct === 'discourtesy').length;

/** For each seat taken at a table, the courtesy complaints already ruled against its player in this event (T2). */
export async function seatComplaints(
  db: Db,
  tournamentId: string,
  seats: readonly { letter: string; player: { id: string } }[],
): Promise<Partial<Record<Seat, Complaint[]>>> {
  const histories = await Promise.all(seats.map((s) => courtesyHistory(db, tournamentId, s.player.id)));
  return Object.fromEntries(seats.map((s, i) => [s.letter, histories[i]]));
}

/** A table's incidents, oldest first, for the sheet: what was ruled, in words, with the rules it rests on. */
export async function tableIncidents(db: Db, roundTableId: string) {
  const found = await rows<{
    id: string;
    gameNumber: number | null;
    kind: string;
    proposal: unknown;
    ruling: unknown;
    status: string;
    createdAt: Date;
  }>(
    db,
    Prisma.sql`
    SELECT "id", "gameNumber", "kind", "proposal", "ruling", "status"::text AS "status", "createdAt" FROM "Incident"
    WHERE "roundTableId" = ${roundTableId} ORDER BY "createdAt"`,
  );
  return found.map((row) => {
    const summary = incidentSummary(row);
    return {
      id: row.id,
      gameNumber: row.gameNumber,
      title: summary.title,
      open: row.status === 'OPEN',
      /** Ruled on a game not yet entered: applied when the scorekeeper enters it. */
      pending: (row.ruling as StoredRuling | null)?.pending === true,
      overridden: summary.decision === 'override',
      words: summary.words,
      effects: summary.effectWords,
      rules: summary.rules,
      at: row.createdAt,
    };
  });
}

export type TableIncident = Awaited<ReturnType<typeof tableIncidents>>[number];
