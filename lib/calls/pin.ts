import 'server-only';
import type { Db } from '@/lib/db/client';
import { failure, type Failure } from '@/lib/actions/result';
import { afterWrongPin, lockedWords, tryPin } from '@/lib/auth/pin-lock';

type Caller = { id: string; name: string };

/**
 * Checks the PIN of the player confirming a call; null when it is theirs. Tries count towards the player's PIN lock
 * (lib/auth/pin-lock), the same as at the card check, before the PIN is compared.
 */
export async function wrongCallPin(db: Db, player: Caller, pin: string): Promise<Failure<never> | null> {
  const tried = await tryPin(db, player.id, pin);
  if (tried.kind === 'right') return null;
  const message =
    tried.kind === 'locked'
      ? `${lockedWords(player.name, tried.minutes)}: call without it.`
      : `That is not ${player.name}'s PIN. ${afterWrongPin(tried)}`;
  return failure(tried.kind === 'locked' ? 'TOO_MANY_ATTEMPTS' : 'INVALID_INPUT', message, { pin: [message] });
}
