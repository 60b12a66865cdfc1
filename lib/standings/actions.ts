'use server';

import { tournamentAction } from '@/lib/actions/action';
import { changed } from '@/lib/actions/changed';
import { setStandingsState } from './mutations';
import { standingsStateSchema } from './schema';

/** The Director releases, holds back or freezes the public standings. */
export const setStandingsStateAction = tournamentAction(
  'standings.state',
  standingsStateSchema,
  async ({ input, db, actor, tournament }) =>
    changed(
      await setStandingsState(db, actor, tournament.id, input.state, { anyway: !!input.anyway }),
      tournament.slug,
    ),
);
