'use server';

import { publicAction, tournamentAction } from '@/lib/actions/action';
import { changed } from '@/lib/actions/changed';
import { failure } from '@/lib/actions/result';
import type { Db } from '@/lib/db/client';
import { closeCall, takeCall, withdrawCall } from './mutations';
import { placeCall } from './place';
import { callSchema, closeCallSchema, placeCallSchema } from './schema';

// Pages that show calls are re-rendered at once for the one who acted (`changed`); the others follow the live marker.

const tournamentIdOf = async (db: Db, slug: string) =>
  (await db.tournament.findUnique({ where: { slug }, select: { id: true } }))?.id ?? null;

/** Anyone at the table calls the Director (within the limits; a PIN makes it the seat's player's call). */
export const placeCallAction = publicAction('call.place', placeCallSchema, async ({ input, db }) => {
  const tournamentId = await tournamentIdOf(db, input.slug);
  if (!tournamentId) return failure('NOT_FOUND', 'There is no such tournament.');
  return changed(await placeCall(db, { ...input, tournamentId }, new Date()), input.slug);
});

/** The table withdraws its call before a Director takes it. */
export const withdrawCallAction = publicAction('call.withdraw', callSchema, async ({ input, db }) => {
  const tournamentId = await tournamentIdOf(db, input.slug);
  if (!tournamentId) return failure('NOT_FOUND', 'There is no such tournament.');
  return changed(await withdrawCall(db, { tournamentId, callId: input.callId }, new Date()), input.slug);
});

/** A Director takes a call from the queue. */
export const takeCallAction = tournamentAction('call.take', callSchema, async (c) =>
  changed(await takeCall(c.db, c.actor, { tournamentId: c.tournament.id, ...c.input }, new Date()), c.tournament.slug),
);

/** A Director closes a call that needed no ruling, with a word. */
export const closeCallAction = tournamentAction('call.close', closeCallSchema, async (c) => {
  const { callId, note } = c.input;
  const input = { tournamentId: c.tournament.id, callId, note };
  return changed(await closeCall(c.db, c.actor, input, new Date()), c.tournament.slug);
});
