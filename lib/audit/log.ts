import type { Tx } from '@/lib/db/client';
import { chainOf, eventHash, GENESIS } from './chain';

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

/** Locks a chain's head until the transaction ends and returns it, creating it on first use. */
async function lockChain(tx: Tx, chain: string): Promise<{ lastHash: string; length: number }> {
  // The no-op update takes the row lock of an existing head, and RETURNING reads it, in one round trip.
  const [head] = await tx.$queryRaw<{ lastHash: string; length: number }[]>`
    INSERT INTO "AuditChain" ("chain", "lastHash", "length") VALUES (${chain}, ${GENESIS}, 0)
    ON CONFLICT ("chain") DO UPDATE SET "chain" = EXCLUDED."chain"
    RETURNING "lastHash", "length"`;
  if (!head) throw new Error(`Audit chain ${chain} could not be locked`);
  return head;
}

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
    const head = await lockChain(tx, chain);
    let prevHash = head.lastHash;
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
      const hash = eventHash(prevHash, fields);
      const row = { ...fields, at: fields.at.toISOString(), prevHash, hash, n };
      prevHash = hash;
      return row;
    });
    await appendEvents(tx, chain, rows, { lastHash: prevHash, length: head.length + rows.length });
  }
}

type EventRow = Omit<AuditEntry, 'before' | 'after' | 'reason'> & {
  at: string;
  prevHash: string;
  hash: string;
  n: number;
};

/** Inserts the events and moves the chain's head past them, in one statement. */
async function appendEvents(tx: Tx, chain: string, rows: EventRow[], head: { lastHash: string; length: number }) {
  await tx.$executeRaw`
    WITH "appended" AS (
      INSERT INTO "AuditEvent" ("tournamentId", "actorId", "actorLabel", "action", "entity", "entityId", "before",
                                "after", "reason", "at", "prevHash", "hash")
      SELECT e."tournamentId", e."actorId", e."actorLabel", e."action", e."entity", e."entityId", e."before",
             e."after", e."reason", e."at", e."prevHash", e."hash"
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS e(
        "tournamentId" text, "actorId" text, "actorLabel" text, "action" text, "entity" text, "entityId" text,
        "before" jsonb, "after" jsonb, "reason" text, "at" timestamp(3), "prevHash" text, "hash" text, "n" int)
      -- Ids follow this order, and the chain is read back in id order.
      ORDER BY e."n"
    )
    UPDATE "AuditChain" SET "lastHash" = ${head.lastHash}, "length" = ${head.length} WHERE "chain" = ${chain}`;
}

/** Appends one event to the audit log, inside the caller's transaction (see `auditMany`). */
export function audit(tx: Tx, actor: Actor, entry: AuditEntry): Promise<void> {
  return auditMany(tx, [{ actor, entry }]);
}
