import { createHash } from 'node:crypto';
import { canonicalJson } from '@/lib/util/json';

/** The hash before the first event of a chain. */
export const GENESIS = '0'.repeat(64);

/** What an event's hash covers: everything it says, in a fixed form. */
export type ChainedFields = {
  tournamentId: string | null;
  actorId: string | null;
  actorLabel: string;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  at: Date;
};

/** The text an event's hash covers, its chain link aside: only the fields above count, whatever else it has. */
export function eventBody(fields: ChainedFields): string {
  return canonicalJson({
    tournamentId: fields.tournamentId,
    actorId: fields.actorId,
    actorLabel: fields.actorLabel,
    action: fields.action,
    entity: fields.entity,
    entityId: fields.entityId,
    before: fields.before ?? null,
    after: fields.after ?? null,
    reason: fields.reason,
    at: fields.at.toISOString(),
  });
}

/**
 * The hash of an event linked to the one before it in its chain: SHA-256 of the previous hash, a newline and the
 * event's body (lib/audit/log.ts takes the same hash in SQL when it appends).
 */
export function eventHash(prevHash: string, fields: ChainedFields): string {
  return createHash('sha256').update(prevHash).update('\n').update(eventBody(fields)).digest('hex');
}

/** The chain an event belongs to: its tournament's, or one for events of no tournament. */
export const chainOf = (tournamentId: string | null): string => tournamentId ?? '-';

export type StoredEvent = ChainedFields & { id: bigint; prevHash: string; hash: string };

export type ChainBreak = { id: bigint; chain: string; problem: string };

/** Why an event does not follow the hash `expected` of the event before it in its chain. */
function linkProblem(event: StoredEvent, expected: string): string {
  if (event.prevHash === '') return 'it has no hash: it was written before the audit log was chained';
  if (expected === GENESIS) return 'it does not link to the start of its chain: the events before it are missing';
  return 'it does not link to the event before it in its chain: an event between them is missing, or they were reordered';
}

/** Follows stored events of many chains in id order; `state` carries each chain's last hash between batches. */
export function findBreak(events: readonly StoredEvent[], state: Map<string, string>): ChainBreak | null {
  for (const event of events) {
    const chain = chainOf(event.tournamentId);
    const expected = state.get(chain) ?? GENESIS;
    if (event.prevHash !== expected) return { id: event.id, chain, problem: linkProblem(event, expected) };
    if (eventHash(event.prevHash, event) !== event.hash) {
      return {
        id: event.id,
        chain,
        problem: 'its content no longer matches its hash: it was changed after it was written',
      };
    }
    state.set(chain, event.hash);
  }
  return null;
}

/** The columns of an audit event a chain is verified over, as Prisma selects them. */
export const AUDIT_COLUMNS = {
  id: true,
  tournamentId: true,
  actorId: true,
  actorLabel: true,
  action: true,
  entity: true,
  entityId: true,
  before: true,
  after: true,
  reason: true,
  at: true,
  prevHash: true,
  hash: true,
} as const;
