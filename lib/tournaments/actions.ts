'use server';

import { redirect } from 'next/navigation';
import { staffAction, tournamentAction } from '@/lib/actions/action';
import { changed } from '@/lib/actions/changed';
import { createTournament, updateTournament } from './mutations';
import { createTournamentSchema, updateTournamentSchema } from './schema';

export const createTournamentAction = staffAction(
  'tournament.create',
  createTournamentSchema,
  async ({ input, actor, staff, db }) => {
    const result = await createTournament(db, actor, input, staff.id);
    if (result.ok) redirect(`/t/${input.slug}/settings?created=1`);
    return result;
  },
);

export const updateTournamentAction = tournamentAction(
  'tournament.update',
  updateTournamentSchema,
  async ({ input, actor, db, tournament }) => {
    const { slug: _slug, version, confirmRescore, ...settings } = input;
    const result = await updateTournament(db, actor, tournament.id, settings, { version, confirmRescore });
    return changed(result, tournament.slug);
  },
);
