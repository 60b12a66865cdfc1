import { audit, type Actor } from '@/lib/audit/log';
import type { Db } from '@/lib/db/client';
import { prizeSettingsSchema, type PrizeSettings } from './settings';

export type SavePrizesResult = { ok: true; version: number } | { ok: false; reason: 'NOT_FOUND' | 'CONFLICT' };

/** Saves a tournament's prize settings, checking the version the Director saw; audited with before and after. */
export async function savePrizeSettings(
  db: Db,
  actor: Actor,
  tournamentId: string,
  settings: PrizeSettings,
  version: number,
): Promise<SavePrizesResult> {
  return db.$transaction(async (tx): Promise<SavePrizesResult> => {
    const before = await tx.tournament.findUnique({ where: { id: tournamentId }, select: { prizes: true } });
    if (!before) return { ok: false, reason: 'NOT_FOUND' };
    const updated = await tx.tournament.updateMany({
      where: { id: tournamentId, version },
      data: { prizes: settings, version: { increment: 1 } },
    });
    if (updated.count === 0) return { ok: false, reason: 'CONFLICT' };
    await audit(tx, actor, {
      tournamentId,
      action: 'tournament.prizes',
      entity: 'Tournament',
      entityId: tournamentId,
      before: prizeSettingsSchema.parse(before.prizes),
      after: settings,
    });
    return { ok: true, version: version + 1 };
  });
}

export type CollectResult = { ok: true } | { ok: false; reason: 'NOT_FOUND'; message: string };

/** Marks a player's prize as handed over (or takes the mark back); audited. */
export async function markPrizeCollected(
  db: Db,
  actor: Actor,
  tournamentId: string,
  input: { prize: string; playerNumber: number; collected: boolean },
): Promise<CollectResult> {
  return db.$transaction(async (tx): Promise<CollectResult> => {
    const player = await tx.player.findFirst({
      where: { tournamentId, number: input.playerNumber },
      select: { id: true },
    });
    if (!player) return { ok: false, reason: 'NOT_FOUND', message: `There is no player #${input.playerNumber}.` };
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
    return { ok: true };
  });
}
