'use server';

import { randomBytes } from 'node:crypto';
import { revalidatePath } from 'next/cache';
import { tournamentAction } from '@/lib/actions/action';
import { failure, success, type ActionResult } from '@/lib/actions/result';
import { createRandom } from '@/lib/random';
import { addPlayer, type PinSlip, type PinSlipResult } from './add';
import { importPlayers } from './import';
import { withdrawFromLaterRounds } from './later-rounds';
import type { Refused } from './refusal';
import { resetPin, substitutePlayer, withdrawPlayer } from './roster';
import { reissueAllPins } from './reissue';
import {
  addPlayerSchema,
  importPlayersSchema,
  playerActionSchema,
  substituteSchema,
  tournamentOnlySchema,
} from './schema';

/** PINs must not be guessable from anything a player could know: a fresh seed for every request. */
const pinRandom = () => createRandom(randomBytes(16).toString('hex'));

const refused = (result: Refused): ActionResult<never> =>
  failure(result.reason, result.message, result.field ? { [result.field]: [result.message] } : undefined);

function slipsAnswer(result: PinSlipResult, slug: string, done: string): ActionResult<{ slips: PinSlip[] }> {
  if (!result.ok) return refused(result);
  revalidatePath(`/t/${slug}`, 'layout');
  return success({ slips: result.slips }, done);
}

export const addPlayerAction = tournamentAction(
  'player.add',
  addPlayerSchema,
  async ({ input, db, actor, tournament }) => {
    const { slug: _slug, ...fields } = input;
    const result = await addPlayer(db, actor, tournament.id, fields, pinRandom());
    const added = result.ok ? result.slips[0] : undefined;
    return slipsAnswer(result, tournament.slug, added ? `Added #${added.number} ${added.name}.` : '');
  },
);

export const importPlayersAction = tournamentAction(
  'players.import',
  importPlayersSchema,
  async ({ input, db, actor, tournament }) => {
    const result = await importPlayers(db, actor, tournament.id, input.csv, pinRandom());
    if (!result.ok) {
      const lines = result.problems.map((p) => `line ${p.line}: ${p.message}`);
      const count = lines.length === 1 ? '1 problem' : `${lines.length} problems`;
      return failure('INVALID_INPUT', `Nothing was imported: ${count} in the file. Correct them and import again.`, {
        csv: lines,
      });
    }
    revalidatePath(`/t/${tournament.slug}`, 'layout');
    return success({ slips: result.slips }, `Imported ${result.slips.length} players.`);
  },
);

export const withdrawPlayerAction = tournamentAction(
  'player.withdraw',
  playerActionSchema,
  async ({ input, db, actor, tournament }) => {
    const result = await withdrawPlayer(db, actor, tournament.id, input.playerId);
    if (!result.ok) return refused(result);
    revalidatePath(`/t/${tournament.slug}`, 'layout');
    const seated = result.seatedIn.length
      ? ` They still have a seat in round ${result.seatedIn.join(', ')}: change that seating on the Rounds page.`
      : '';
    return success(null, `#${result.number} ${result.name} is withdrawn.${seated}`);
  },
);

export const substitutePlayerAction = tournamentAction(
  'player.substitute',
  substituteSchema,
  async ({ input, db, actor, tournament }) => {
    const { slug: _slug, playerId, ...fields } = input;
    const result = await substitutePlayer(db, actor, tournament.id, playerId, fields, pinRandom());
    const added = result.ok ? result.slips[0] : undefined;
    return slipsAnswer(
      result,
      tournament.slug,
      added ? `#${added.number} ${added.name} substitutes from the next round.` : '',
    );
  },
);

export const resetPinAction = tournamentAction(
  'player.resetPin',
  playerActionSchema,
  async ({ input, db, actor, tournament }) => {
    const result = await resetPin(db, actor, tournament.id, input.playerId, pinRandom());
    const player = result.ok ? result.slips[0] : undefined;
    return slipsAnswer(
      result,
      tournament.slug,
      player ? `New PIN for #${player.number} ${player.name}; the old one no longer works.` : '',
    );
  },
);

/** New PIN slips for everyone at once (the Director confirmed that the old slips stop working). */
export const reissuePinsAction = tournamentAction(
  'players.reissuePins',
  tournamentOnlySchema,
  async ({ db, actor, tournament }) => {
    const slips = await reissueAllPins(db, actor, tournament.id, pinRandom());
    revalidatePath(`/t/${tournament.slug}`, 'layout');
    const count = slips.length === 1 ? '1 new PIN' : `${slips.length} new PINs`;
    return success({ slips }, `${count}: print the slips below; the old slips no longer work.`);
  },
);

export const withdrawFromLaterRoundsAction = tournamentAction(
  'player.withdrawFromLaterRounds',
  playerActionSchema,
  async ({ input, db, actor, tournament }) => {
    const result = await withdrawFromLaterRounds(db, actor, tournament.id, input.playerId);
    if (!result.ok) return refused(result);
    revalidatePath(`/t/${tournament.slug}`, 'layout');
    const rounds = result.rounds.length === 1 ? `round ${result.rounds[0]}` : `rounds ${result.rounds.join(', ')}`;
    const moved = result.moved === 1 ? '1 player moved' : `${result.moved} players moved`;
    return success(
      null,
      `#${result.number} ${result.name} is out of ${rounds}; the tables are re-balanced (${moved}).`,
    );
  },
);
