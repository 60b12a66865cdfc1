'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { staffAction, tournamentAction } from '@/lib/actions/action';
import { failure, success } from '@/lib/actions/result';
import { tournamentFromForm } from './form';
import { createTournament, updateTournament } from './mutations';
import { tournamentInputSchema } from './schema';

const fields = (raw: unknown) => (raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {});

const createSchema = z.preprocess((raw) => tournamentFromForm(fields(raw)), tournamentInputSchema);

export const createTournamentAction = staffAction(
  'tournament.create',
  createSchema,
  async ({ input, actor, staff, db }) => {
    const result = await createTournament(db, actor, input, staff.id);
    if (!result.ok)
      return failure('TAKEN', 'Another tournament uses that address.', { slug: ['Already taken: choose another'] });
    redirect(`/t/${input.slug}/settings?created=1`);
  },
);

const updateSchema = z.preprocess(
  (raw) => ({
    ...tournamentFromForm(fields(raw)),
    version: fields(raw).version,
    confirmRescore: fields(raw).confirmRescore === 'yes',
  }),
  z.intersection(
    tournamentInputSchema,
    z.object({ version: z.coerce.number().int().positive(), confirmRescore: z.boolean() }),
  ),
);

export const updateTournamentAction = tournamentAction(
  'tournament.update',
  updateSchema,
  async ({ input, actor, db, tournament }) => {
    const { slug: _slug, version, confirmRescore, ...settings } = input;
    const result = await updateTournament(db, actor, tournament.id, settings, { version, confirmRescore });
    if (!result.ok) {
      switch (result.reason) {
        case 'NOT_FOUND':
          return failure('NOT_FOUND', 'There is no such tournament.');
        case 'CONFLICT':
          return failure(
            'CONFLICT',
            'Someone else changed this tournament meanwhile: reload the page to see their version.',
          );
        case 'NEEDS_CONFIRMATION':
          return failure(
            'NEEDS_CONFIRMATION',
            `${result.recordedGames} games are already recorded. Saving a new ruleset re-scores every one of them.`,
          );
        case 'TOO_SMALL':
          return failure('CONFLICT', result.message);
      }
    }
    revalidatePath(`/t/${tournament.slug}`, 'layout');
    const rescored = result.rescoredGames
      ? ` ${result.rescoredGames} games re-scored, ${result.changedGames} of them with new points.`
      : '';
    const retimed = result.retimedRounds.length
      ? ` The new round length applies to round ${result.retimedRounds.join(', ')}, not yet started.`
      : '';
    return success({ version: result.version }, `Saved.${rescored}${retimed}`);
  },
);
