import type { Tx } from '@/lib/db/client';
import { chainOf, eventBody, GENESIS, type ChainedFields } from './chain';

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
 * Appends events to the audit log inside the caller's transaction, each linked by hash to the one before it in its
 * tournament's chain. The chain's head stays locked until the transaction ends, so call this after the
 * transaction's other writes: concurrent writers then wait only for each other's commit.
 */
export async function auditMany(tx: Tx, events: readonly { actor: Actor; entry: AuditEntry }[]): Promise<void> {
  const byChain = new Map<string, { actor: Actor; entry: AuditEntry }[]>();
  for (const event of events) {
    const chain = chainOf(event.entry.tournamentId);
    byChain.set(chain, [...(byChain.get(chain) ?? []), event]);
  }
  for (const [chain, list] of [...byChain].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const at = new Date();
    const rows = list.map(({ actor, entry }, n) => {
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
      return { ...fields, at: at.toISOString(), body: eventBody(fields), n };
    });
    if ((await appendEvents(tx, chain, rows)) === 0) {
      // A chain's first event: its head is made (a concurrent first writer may make it too), then the events follow.
      await tx.$executeRaw`
        INSERT INTO "AuditChain" ("chain", "lastHash", "length") VALUES (${chain}, ${GENESIS}, 0)
        ON CONFLICT ("chain") DO NOTHING`;
      await appendEvents(tx, chain, rows);
    }
  }
}

type EventRow = Omit<ChainedFields, 'at'> & { at: string; body: string; n: number };

/**
 * Locks the chain's head, links the events to it and to each other in order (the hash taken in SQL, as `eventHash`
 * takes it), inserts them and moves the head past them: one statement, so that the head is locked for as short a
 * time as can be. Returns 0 when the chain has no head yet (nothing is written then).
 */
function appendEvents(tx: Tx, chain: string, rows: EventRow[]): Promise<number> {
  return tx.$executeRaw`
    WITH RECURSIVE
    "head" AS (SELECT "lastHash" FROM "AuditChain" WHERE "chain" = ${chain} FOR UPDATE),
    "event" AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS e(
        "tournamentId" text, "actorId" text, "actorLabel" text, "action" text, "entity" text, "entityId" text,
        "before" jsonb, "after" jsonb, "reason" text, "at" timestamp(3), "body" text, "n" int)
    ),
    "linked" ("n", "prevHash", "hash") AS (
      SELECT 0, h."lastHash", encode(sha256(convert_to(h."lastHash" || chr(10) || e."body", 'UTF8')), 'hex')
      FROM "head" h JOIN "event" e ON e."n" = 0
      UNION ALL
      SELECT e."n", l."hash", encode(sha256(convert_to(l."hash" || chr(10) || e."body", 'UTF8')), 'hex')
      FROM "linked" l JOIN "event" e ON e."n" = l."n" + 1
    ),
    "appended" AS (
      INSERT INTO "AuditEvent" ("tournamentId", "actorId", "actorLabel", "action", "entity", "entityId", "before",
                                "after", "reason", "at", "prevHash", "hash")
      SELECT e."tournamentId", e."actorId", e."actorLabel", e."action", e."entity", e."entityId", e."before",
             e."after", e."reason", e."at", l."prevHash", l."hash"
      FROM "event" e JOIN "linked" l ON l."n" = e."n"
      -- Ids follow this order, and the chain is read back in id order.
      ORDER BY e."n"
    )
    UPDATE "AuditChain"
    SET "lastHash" = (SELECT "hash" FROM "linked" ORDER BY "n" DESC LIMIT 1), "length" = "length" + ${rows.length}
    WHERE "chain" = ${chain}`;
}

/** Appends one event to the audit log, inside the caller's transaction (see `auditMany`). */
export function audit(tx: Tx, actor: Actor, entry: AuditEntry): Promise<void> {
  return auditMany(tx, [{ actor, entry }]);
}
