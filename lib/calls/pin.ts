import 'server-only';
import type { Db } from '@/lib/db/client';
import { failure, type Failure } from '@/lib/actions/result';
import { claimPinTry, clearWrongPins, pinLockedFor } from '@/lib/auth/pin-lock';
import { verifySecret } from '@/lib/auth/password';

type Caller = { id: string; name: string };

/**
 * Checks the PIN of the player confirming a call; null when it is theirs. Tries count towards the player's PIN lock
 * (lib/auth/pin-lock), the same as at the card check, before the PIN is compared.
 */
export async function wrongCallPin(db: Db, player: Caller, pin: string): Promise<Failure<never> | null> {
  const left = await claimPinTry(db, player.id);
  if (left < 0) {
    const minutes = Math.max(1, Math.ceil((await pinLockedFor(db, player.id)) / 60));
    const message = `${player.name}'s PIN is locked for ${minutes} more minute${minutes === 1 ? '' : 's'} after five wrong tries: call without it.`;
    return failure('TOO_MANY_ATTEMPTS', message, { pin: [message] });
  }
  const row = await db.player.findUnique({ where: { id: player.id }, select: { pinHash: true } });
  if (row && (await verifySecret(pin, row.pinHash))) {
    await clearWrongPins(db, player.id);
    return null;
  }
  const then = left === 0 ? 'It is now locked for 10 minutes.' : `${left} ${left === 1 ? 'try' : 'tries'} left.`;
  const message = `That is not ${player.name}'s PIN. ${then}`;
  return failure('INVALID_INPUT', message, { pin: [message] });
}
