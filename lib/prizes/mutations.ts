import 'server-only';
import { failure, success, type ActionResult } from '@/lib/actions/result';
import { audit, type Actor } from '@/lib/audit/log';
import type { Db } from '@/lib/db/client';
import { prizeSettingsSchema, type PrizeSettings } from './settings';

/** Saves a tournament's prize settings, checking the version the Director saw; audited with before and after. */
export async function savePrizeSettings(
  db: Db,
  actor: Actor,
  tournamentId: string,
  settings: PrizeSettings,
  version: number,
): Promise<ActionResult<{ version: number }>> {
  return db.$transaction(async (tx) => {
    const before = await tx.tournament.findUnique({ where: { id: tournamentId }, select: { prizes: true } });
    if (!before) return failure('NOT_FOUND', 'There is no such tournament.');
    const updated = await tx.tournament.updateMany({
      where: { id: tournamentId, version },
      data: { prizes: settings, version: { increment: 1 } },
    });
    if (updated.count === 0)
      return failure(
        'CONFLICT',
        'Someone else changed this tournament meanwhile: reload the page to see their version.',
      );
    await audit(tx, actor, {
      tournamentId,
      action: 'tournament.prizes',
      entity: 'Tournament',
      entityId: tournamentId,
      before: prizeSettingsSchema.parse(before.prizes),
      after: settings,
    });
    return success({ version: version + 1 }, 'Prizes saved.');
  });
}

/** Marks a player's prize as handed over (or takes the mark back); audited. */
export async function markPrizeCollected(
  db: Db,
  actor: Actor,
  tournamentId: string,
  input: { prize: string; playerNumber: number; collected: boolean },
): Promise<ActionResult> {
  return db.$transaction(async (tx) => {
    const player = await tx.player.findFirst({
      where: { tournamentId, number: input.playerNumber },
      select: { id: true },
    });
    if (!player) return failure('NOT_FOUND', `There is no player #${input.playerNumber}.`);
    const key = { tournamentId, prize: input.prize, playerId: player.id };
    if (input.collected) {
      await tx.prizeCollected.upsert({
        where: { tournamentId_prize_playerId: key },
        create: { ...key, collectedById: actor.userId },
        update: {},
      });
    } else {
      await tx.prizeCollected.deleteMany({ where: key });
    }
    await audit(tx, actor, {
      tournamentId,
      action: input.collected ? 'prize.collected' : 'prize.uncollected',
      entity: 'Player',
      entityId: player.id,
      after: { prize: input.prize, number: input.playerNumber },
    });
    return success(null, input.collected ? 'Marked collected.' : 'Mark taken back.');
  });
}
