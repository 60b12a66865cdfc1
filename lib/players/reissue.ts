import type { Db } from '@/lib/db/client';
import { audit, type Actor } from '@/lib/audit/log';
import { hashPins } from '@/lib/auth/pin-hashing';
import type { Random } from '@/lib/random';
import type { PinSlip } from './add';
import { generatePins } from './pin';

/**
 * New PIN slips for everyone still playing: every active player gets a new PIN at once, and every PIN before stops
 * working (PINs are stored hashed only, so slips cannot be printed again with the same PINs). Audited without PINs.
 */
export async function reissueAllPins(db: Db, actor: Actor, tournamentId: string, random: Random): Promise<PinSlip[]> {
  const players = await db.player.findMany({
    where: { tournamentId, status: 'ACTIVE' },
    orderBy: { number: 'asc' },
    select: { id: true, number: true, name: true, club: true },
  });
  const pins = generatePins(players.length, random);
  const hashes = await hashPins(pins);
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`
      UPDATE "Player" p SET "pinHash" = v."hash"
      FROM unnest(${players.map((p) => p.id)}::text[], ${hashes}::text[]) AS v("id", "hash")
      WHERE p."id" = v."id" AND p."tournamentId" = ${tournamentId}`;
    await audit(tx, actor, {
      tournamentId,
      action: 'players.reissuePins',
      entity: 'Tournament',
      entityId: tournamentId,
      after: { players: players.length },
    });
  });
  return players.map((p, i) => ({ number: p.number, name: p.name, club: p.club, pin: pins[i] as string }));
}
