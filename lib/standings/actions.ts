'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { tournamentAction } from '@/lib/actions/action';
import { success } from '@/lib/actions/result';
import { setStandingsState } from './mutations';

const schema = z.object({
  slug: z.string().min(1),
  state: z.enum(['LIVE', 'PENDING', 'FROZEN'], { error: 'State: release, hold back or freeze' }),
});

const DONE = {
  LIVE: 'The standings are public.',
  PENDING: 'The standings are held back: players see “results pending”.',
  FROZEN: 'The standings are frozen as final.',
} as const;

/** The Director releases, holds back or freezes the public standings. */
export const setStandingsStateAction = tournamentAction(
  'standings.state',
  schema,
  'DIRECTOR',
  async ({ input, db, actor, tournament }) => {
    await setStandingsState(db, actor, tournament.id, input.state);
    revalidatePath(`/t/${tournament.slug}`, 'layout');
    return success(null, DONE[input.state]);
  },
);
