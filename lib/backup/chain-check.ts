import 'server-only';
import { AUDIT_COLUMNS, findBreak, GENESIS, type StoredEvent } from '@/lib/audit/chain';
import type { Tx } from '@/lib/db/client';
import type { Backup, BackupAuditEvent } from './format';

export const AUDIT_ALTERED = "The backup's audit log does not verify: it was altered";

type Head = Backup['auditChain'];

/** Why a chain of `count` events ending in `lastHash` is not the one its head records, if it is not. */
function headProblem(head: Head, lastHash: string, count: number): string | null {
  if (!head) return count === 0 ? null : `its ${count} events have no chain head`;
  if (head.length !== count) return `the chain head records ${head.length} events, the chain has ${count}`;
  if (head.lastHash !== lastHash) return 'the chain head records another last hash: the end of the chain was replaced';
  return null;
}

const stored = (tournamentId: string, event: BackupAuditEvent, position: number): StoredEvent => ({
  ...event,
  id: BigInt(position),
  tournamentId,
  at: new Date(event.at),
});

/**
 * Why the file's chain does not verify (every event's hash, its link to the one before, the head), or null: checked
 * before anything is written, so an altered file costs no transaction.
 */
export function fileChainProblem(backup: Backup): string | null {
  const events = backup.auditEvents.map((event, i) => stored(backup.tournament.id, event, i + 1));
  const broken = findBreak(events, new Map());
  if (broken) return `event ${broken.id} of ${events.length}: ${broken.problem}`;
  return headProblem(backup.auditChain, events.at(-1)?.hash ?? GENESIS, events.length);
}

/**
 * Why the chain as stored (read back inside the import's transaction, `batchSize` events at a time) does not
 * verify, or null: what was written is what `verifyAuditLog` will read.
 */
export async function storedChainProblem(tx: Tx, tournamentId: string, batchSize = 5_000): Promise<string | null> {
  const state = new Map<string, string>();
  let count = 0;
  for (let last = -1n; ;) {
    const batch = await tx.auditEvent.findMany({
      select: AUDIT_COLUMNS,
      where: { tournamentId, id: { gt: last } },
      orderBy: { id: 'asc' },
      take: batchSize,
    });
    const broken = findBreak(batch, state);
    if (broken) return `stored event ${broken.id}: ${broken.problem}`;
    count += batch.length;
    if (batch.length < batchSize) break;
    last = batch[batch.length - 1]!.id;
  }
  const head = await tx.auditChain.findUnique({ where: { chain: tournamentId } });
  return headProblem(
    head && { lastHash: head.lastHash, length: head.length },
    state.get(tournamentId) ?? GENESIS,
    count,
  );
}
