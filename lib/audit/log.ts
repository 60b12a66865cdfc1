import { toJson } from '@/lib/util/json';
import type { Tx } from '@/lib/db/client';

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

const asJson = (value: unknown) => (value === undefined ? undefined : toJson(value));

/** Appends one event to the audit log, inside the caller's transaction. */
export async function audit(tx: Tx, actor: Actor, entry: AuditEntry): Promise<void> {
  await tx.auditEvent.create({
    data: {
      tournamentId: entry.tournamentId,
      actorId: actor.userId,
      actorLabel: actor.label,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: asJson(entry.before),
      after: asJson(entry.after),
      reason: entry.reason,
    },
  });
}
