'use server';

import { tournamentAction } from '@/lib/actions/action';
import { changed } from '@/lib/actions/changed';
import { markPrizeCollected, savePrizeSettings } from './mutations';
import { collectPrizeSchema, savePrizesSchema } from './schema';

export const savePrizesAction = tournamentAction(
  'tournament.prizes',
  savePrizesSchema,
  async ({ input, db, actor, tournament }) =>
    changed(await savePrizeSettings(db, actor, tournament.id, input.settings, input.version), tournament.slug),
);

export const collectPrizeAction = tournamentAction(
  'prize.collect',
  collectPrizeSchema,
  async ({ input, db, actor, tournament }) =>
    changed(await markPrizeCollected(db, actor, tournament.id, input), tournament.slug, '/winners'),
);
