'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { tournamentAction } from '@/lib/actions/action';
import { failure, success } from '@/lib/actions/result';
import { freezeAnywayWords } from './freeze';
import { setStandingsState } from './mutations';

const schema = z.object({
  slug: z.string().min(1),
  state: z.enum(['LIVE', 'PENDING', 'FROZEN'], { error: 'State: release, hold back or freeze' }),
  /** "Freeze anyway": the Director confirmed freezing with the open rounds and tables named. */
  anyway: z.literal('on').optional(),
});

const DONE = {
  LIVE: 'The standings are public.',
  PENDING: 'The standings are held back: players see “results pending”.',
  FROZEN: 'The standings are frozen as final.',
} as const;

const HELD_BACK = 'The standings are held back: release them first, then freeze them (frozen standings are public).';

/** The Director releases, holds back or freezes the public standings. */
export const setStandingsStateAction = tournamentAction(
  'standings.state',
  schema,
  async ({ input, db, actor, tournament }) => {
    const outcome = await setStandingsState(db, actor, tournament.id, input.state, { anyway: !!input.anyway });
    if (!outcome.ok && outcome.reason === 'HELD_BACK') return failure('CONFLICT', HELD_BACK);
    if (!outcome.ok) return failure('NEEDS_CONFIRMATION', freezeAnywayWords(outcome.blockers), undefined, outcome);
    revalidatePath(`/t/${tournament.slug}`, 'layout');
    return success(null, DONE[input.state]);
  },
);
