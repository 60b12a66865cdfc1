import 'server-only';
import type { Db, Tx } from '@/lib/db/client';
import { AUDIT_COLUMNS, chainOf, findBreak, GENESIS, type ChainBreak } from './chain';

export type AuditBreak = { id: bigint | null; chain: string; problem: string };
export type AuditVerification = { ok: true; events: number; chains: number } | { ok: false; break: AuditBreak };

/** Each chain as read from its events: its last event's id and hash, and how many events it has. */
type Seen = { hashes: Map<string, string>; tails: Map<string, { id: bigint; count: number }> };

/** Reads every event in id order, `batchSize` at a time, following each chain; returns the first break. */
async function followEvents(tx: Tx, seen: Seen, batchSize: number): Promise<ChainBreak | null> {
  for (let last = -1n; ;) {
    const batch = await tx.auditEvent.findMany({
      select: AUDIT_COLUMNS,
      where: { id: { gt: last } },
      orderBy: { id: 'asc' },
      take: batchSize,
    });
    const broken = findBreak(batch, seen.hashes);
    if (broken) return broken;
    for (const { id, tournamentId } of batch) {
      const chain = chainOf(tournamentId);
      seen.tails.set(chain, { id, count: (seen.tails.get(chain)?.count ?? 0) + 1 });
    }
    if (batch.length < batchSize) return null;
    last = batch[batch.length - 1]!.id;
  }
}

const events = (n: number) => `${n} event${n === 1 ? '' : 's'}`;
const lostEnd = (n: number) =>
  n === 1
    ? 'the event after it, at the end of its chain, is missing'
    : `the ${n} events after it, at the end of its chain, are missing`;

/** Why a chain's head (its recorded length and last hash) disagrees with its events, if it does. */
function headProblem(head: { lastHash: string; length: number } | undefined, hash: string, count: number) {
  if (!head) return count ? `its chain has ${events(count)} but no head record (it was removed)` : null;
  if (head.length > count && count === 0) return `all ${events(head.length)} of its chain are missing`;
  if (head.length > count) return lostEnd(head.length - count);
  if (head.length < count) return `its chain holds ${events(count)} but records only ${head.length}`;
  if (head.lastHash !== hash)
    return 'its hash is not the last one its chain records: the end of the chain was replaced';
  return null;
}

/** Checks every chain head against the events read: catches events removed from the end of a chain. */
async function checkHeads(tx: Tx, seen: Seen): Promise<AuditBreak | null> {
  const heads = new Map((await tx.auditChain.findMany()).map((head) => [head.chain, head]));
  for (const chain of [...new Set([...heads.keys(), ...seen.tails.keys()])].sort()) {
    const tail = seen.tails.get(chain);
    const problem = headProblem(heads.get(chain), seen.hashes.get(chain) ?? GENESIS, tail?.count ?? 0);
    if (problem) return { id: tail?.id ?? null, chain, problem };
  }
  return null;
}

/**
 * Verifies the whole audit log: every event's hash and its link to the one before it in its chain, then every chain's
 * head. Reads one snapshot (so events committed meanwhile cannot look like gaps) and names the first break.
 */
export function verifyAuditLog(db: Db, batchSize = 5_000): Promise<AuditVerification> {
  const run = async (tx: Tx): Promise<AuditVerification> => {
    const seen: Seen = { hashes: new Map(), tails: new Map() };
    const broken = (await followEvents(tx, seen, batchSize)) ?? (await checkHeads(tx, seen));
    if (broken) return { ok: false, break: broken };
    const total = [...seen.tails.values()].reduce((sum, tail) => sum + tail.count, 0);
    return { ok: true, events: total, chains: seen.tails.size };
  };
  return db.$transaction(run, { isolationLevel: 'RepeatableRead', maxWait: 60_000, timeout: 60 * 60_000 });
}
