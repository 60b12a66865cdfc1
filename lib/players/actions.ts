'use server';

import { randomBytes } from 'node:crypto';
import { tournamentAction } from '@/lib/actions/action';
import { changed } from '@/lib/actions/changed';
import { createRandom } from '@/lib/random';
import { addPlayer } from './mutations/add';
import { importPlayers } from './mutations/import';
import { withdrawFromLaterRounds } from './mutations/later-rounds';
import { resetPin, substitutePlayer, withdrawPlayer } from './mutations/roster';
import { reissueAllPins } from './mutations/reissue';
import {
  addPlayerSchema,
  importPlayersSchema,
  playerActionSchema,
  substituteSchema,
  tournamentOnlySchema,
} from './schema';

/** PINs must not be guessable from anything a player could know: a fresh seed for every request. */
const pinRandom = () => createRandom(randomBytes(16).toString('hex'));

export const addPlayerAction = tournamentAction(
  'player.add',
  addPlayerSchema,
  async ({ input, db, actor, tournament }) => {
    const { slug: _slug, ...fields } = input;
    return changed(await addPlayer(db, actor, tournament.id, fields, pinRandom()), tournament.slug);
  },
);

export const importPlayersAction = tournamentAction(
  'players.import',
  importPlayersSchema,
  async ({ input, db, actor, tournament }) =>
    changed(await importPlayers(db, actor, tournament.id, input.csv, pinRandom()), tournament.slug),
);

export const withdrawPlayerAction = tournamentAction(
  'player.withdraw',
  playerActionSchema,
  async ({ input, db, actor, tournament }) =>
    changed(await withdrawPlayer(db, actor, tournament.id, input.playerId), tournament.slug),
);

export const substitutePlayerAction = tournamentAction(
  'player.substitute',
  substituteSchema,
  async ({ input, db, actor, tournament }) => {
    const { slug: _slug, playerId, ...fields } = input;
    return changed(await substitutePlayer(db, actor, tournament.id, playerId, fields, pinRandom()), tournament.slug);
  },
);

export const resetPinAction = tournamentAction(
  'player.resetPin',
  playerActionSchema,
  async ({ input, db, actor, tournament }) =>
    changed(await resetPin(db, actor, tournament.id, input.playerId, pinRandom()), tournament.slug),
);

/** New PIN slips for everyone at once (the Director confirmed that the old slips stop working). */
export const reissuePinsAction = tournamentAction(
  'players.reissuePins',
  tournamentOnlySchema,
  async ({ db, actor, tournament }) =>
    changed(await reissueAllPins(db, actor, tournament.id, pinRandom()), tournament.slug),
);

export const withdrawFromLaterRoundsAction = tournamentAction(
  'player.withdrawFromLaterRounds',
  playerActionSchema,
  async ({ input, db, actor, tournament }) =>
    changed(await withdrawFromLaterRounds(db, actor, tournament.id, input.playerId), tournament.slug),
);
