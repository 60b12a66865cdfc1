'use server';

import { revalidatePath } from 'next/cache';
import { tournamentAction } from '@/lib/actions/action';
import { failure, success } from '@/lib/actions/result';
import { markPrizeCollected, savePrizeSettings } from './mutations';
import { collectPrizeSchema, savePrizesSchema } from './schema';

export const savePrizesAction = tournamentAction(
  'tournament.prizes',
  savePrizesSchema,
  async ({ input, db, actor, tournament }) => {
    const result = await savePrizeSettings(db, actor, tournament.id, input.settings, input.version);
    if (!result.ok)
      return result.reason === 'NOT_FOUND'
        ? failure('NOT_FOUND', 'There is no such tournament.')
        : failure('CONFLICT', 'Someone else changed this tournament meanwhile: reload the page to see their version.');
    revalidatePath(`/t/${tournament.slug}`, 'layout');
    return success({ version: result.version }, 'Prizes saved.');
  },
);

export const collectPrizeAction = tournamentAction(
  'prize.collect',
  collectPrizeSchema,
  async ({ input, db, actor, tournament }) => {
    const result = await markPrizeCollected(db, actor, tournament.id, input);
    if (!result.ok) return failure(result.reason, result.message);
    revalidatePath(`/t/${tournament.slug}/winners`);
    return success(null, input.collected ? 'Marked collected.' : 'Mark taken back.');
  },
);
