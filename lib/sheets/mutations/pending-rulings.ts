import 'server-only';
import { execute, rows, type Sql } from '@/lib/db/client';
import type { AuditEntry } from '@/lib/audit/log';
import {
  applyEffects,
  INCIDENT_INFO,
  validateGame,
  type GameEffect,
  type GameRecord,
  type IncidentKind,
  type PlayerEffect,
  type Seat,
} from '@/lib/rules/index';
import { Prisma } from '@/lib/db/generated/client';

/** The ruling as stored with a ruled incident (lib/incidents/rule.ts). */
export type StoredRuling = {
  decision: 'confirm' | 'override';
  ruling: string;
  effects: GameEffect[];
  playerEffects: PlayerEffect[];
  /** Ruled on a game not yet entered: the effects wait, and apply when it is entered (lib/sheets/pending-rulings.ts). */
  pending?: boolean;
};

/** A ruling made on a game not yet entered, waiting for it: a disputed challenge settled at the game's end. */
export type PendingRuling = { id: string; kind: string; ruling: StoredRuling };

/** The rulings waiting for this game of the table, oldest first. */
export async function pendingRulings(tx: Sql, roundTableId: string, number: number): Promise<PendingRuling[]> {
  // SQL, not the ORM: every new game's save asks, and the ORM's query compiler took about a millisecond to plan it.
  return rows<PendingRuling>(
    tx,
    Prisma.sql`
    SELECT "id", "kind", "ruling" FROM "Incident"
    WHERE "roundTableId" = ${roundTableId} AND "gameNumber" = ${number} AND "status"::text = 'RULED'
      AND "ruling" -> 'pending' = 'true'::jsonb
    ORDER BY "createdAt", "id"`,
  );
}

/** The game as entered with the waiting rulings' effects merged in, checked again. */
export const withPendingRulings = (record: GameRecord, pending: readonly PendingRuling[], seats: readonly Seat[]) =>
  validateGame(
    applyEffects(
      record,
      pending.flatMap((p) => p.ruling.effects),
      { seats, east: record.east },
    ),
  );

/** Why the game's record says more than was entered, for the public change log. */
export const pendingReason = (pending: readonly PendingRuling[]) =>
  pending.map((p) => `${INCIDENT_INFO[p.kind as IncidentKind]?.title ?? p.kind}: ${p.ruling.ruling}`).join(' ');

/** Marks the rulings applied to the game just stored; returns the audit entries for the caller to append. */
export async function markApplied(
  tx: Sql,
  pending: readonly PendingRuling[],
  gameId: string,
  tournamentId: string,
): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  for (const p of pending) {
    const ruling = JSON.stringify({ ...p.ruling, pending: false });
    await execute(
      tx,
      Prisma.sql`UPDATE "Incident" SET "gameId" = ${gameId}, "ruling" = ${ruling}::jsonb WHERE "id" = ${p.id}`,
    );
    entries.push({
      tournamentId,
      action: 'incident.apply',
      entity: 'Incident',
      entityId: p.id,
      before: { pending: true },
      after: { pending: false, gameId, effects: p.ruling.effects },
    });
  }
  return entries;
}
