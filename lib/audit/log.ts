import 'server-only';
import { execute, type Sql } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';
import { chainOf, eventBody } from './chain';

/** Who did something: a staff user, a player at a table, or the system itself. */
export type Actor = { userId: string | null; label: string };

export const SYSTEM: Actor = { userId: null, label: 'system' };

export type AuditEntry = {
  tournamentId: string | null;
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
  reason?: string;
};

/** JSON as the database will give it back, so that the hash is taken over what is stored. */
const stored = (value: unknown) => (value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown));

/**
 * Appends events to the audit log inside the caller's transaction: they are written as pending, and when the
 * transaction commits a deferred trigger links each, by hash, to the one before it in its tournament's chain
 * (prisma/migrations/20261123180000_audit_linked_at_commit). A chain's head is thus locked only during the commit, and
 * events of a transaction that rolls back are never linked. One statement, whatever the number of events.
 */
export async function auditMany(tx: Sql, events: readonly { actor: Actor; entry: AuditEntry }[]): Promise<void> {
  if (events.length === 0) return;
  const at = new Date();
  const rows = events.map(({ actor, entry }, n) => {
    const fields = {
      tournamentId: entry.tournamentId,
      actorId: actor.userId,
      actorLabel: actor.label,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: stored(entry.before),
      after: stored(entry.after),
      reason: entry.reason ?? null,
      at,
    };
    return { ...fields, chain: chainOf(fields.tournamentId), at: at.toISOString(), body: eventBody(fields), n };
  });
  await execute(
    tx,
    Prisma.sql`
    INSERT INTO "AuditPending" ("chain", "tournamentId", "actorId", "actorLabel", "action", "entity", "entityId",
                                "before", "after", "reason", "at", "body")
    SELECT e."chain", e."tournamentId", e."actorId", e."actorLabel", e."action", e."entity", e."entityId", e."before",
           e."after", e."reason", e."at", e."body"
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS e(
      "chain" text, "tournamentId" text, "actorId" text, "actorLabel" text, "action" text, "entity" text,
      "entityId" text, "before" jsonb, "after" jsonb, "reason" text, "at" timestamp(3), "body" text, "n" int)
    -- Pending events are linked in this order.
    ORDER BY e."n"`,
  );
}

/** Appends one event to the audit log, inside the caller's transaction (see `auditMany`). */
export function audit(tx: Sql, actor: Actor, entry: AuditEntry): Promise<void> {
  return auditMany(tx, [{ actor, entry }]);
}
