import type { Tx } from '@/lib/db/client';
import { audit, type Actor } from '@/lib/audit/log';
import { hashPin } from '@/lib/auth/password';

export type NewPlayer = { number: number; name: string; club?: string; email?: string };

/**
 * Adds players with their PINs (hashed here; the plain PINs are shown once, on the badge sheet, and never stored).
 * Runs inside the caller's transaction.
 */
export async function addPlayers(
  tx: Tx,
  actor: Actor,
  tournamentId: string,
  players: readonly NewPlayer[],
  pins: readonly string[],
): Promise<void> {
  const pinHashes = await Promise.all(pins.map(hashPin));
  await tx.player.createMany({
    data: players.map((player, i) => ({ ...player, tournamentId, pinHash: pinHashes[i] as string })),
  });
  await audit(tx, actor, {
    tournamentId,
    action: 'players.add',
    entity: 'Tournament',
    entityId: tournamentId,
    after: players.map(({ number, name }) => ({ number, name })),
  });
}
