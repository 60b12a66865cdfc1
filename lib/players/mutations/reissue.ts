import 'server-only';
import { success, type ActionResult } from '@/lib/actions/result';
import type { Db } from '@/lib/db/client';
import { audit, type Actor } from '@/lib/audit/log';
import { hashPins } from '@/lib/auth/pin-hashing';
import type { Random } from '@/lib/random';
import type { Slips } from './add';
import { generatePins } from '../pin';

/**
 * New PIN slips for everyone still playing: every active player gets a new PIN at once, and every PIN before stops
 * working (PINs are stored hashed only, so slips cannot be printed again with the same PINs). Audited without PINs.
 */
export async function reissueAllPins(
  db: Db,
  actor: Actor,
  tournamentId: string,
  random: Random,
): Promise<ActionResult<Slips>> {
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
  const slips = players.map((p, i) => ({ number: p.number, name: p.name, club: p.club, pin: pins[i] as string }));
  const count = slips.length === 1 ? '1 new PIN' : `${slips.length} new PINs`;
  return success({ slips }, `${count}: print the slips below; the old slips no longer work.`);
}
