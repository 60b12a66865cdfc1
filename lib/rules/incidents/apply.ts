import { MAHJONG_ONLY_FIELDS, type GameRecordInput, type SeatListField } from '../record';
import { validateGame, type GameValidation } from '../validate';
import type { Seat } from '../seats';
import type { GameEffect } from './proposal';

type SeatEffect = Extract<
  GameEffect,
  { type: 'dead' | 'foundDead' | 'erroneousChallenger' | 'mahjongInError' | 'threwIn' | 'charlestonPeek' }
>;

const LIST_OF: Record<SeatEffect['type'], SeatListField> = {
  dead: 'dead',
  foundDead: 'foundDead',
  erroneousChallenger: 'erroneousChallengers',
  mahjongInError: 'mahjongInError',
  threwIn: 'threwIn',
  charlestonPeek: 'charlestonPeek',
};

/**
 * The game record with a ruling's effects merged in; pure, the record passed in is left as it was.
 *
 * A game not yet entered starts as `{ seats, east, outcome: 'incomplete' }`: incidents are ruled while the game is
 * played, and the scorekeeper completes the record (how the game ended, the winner, the hand) when it ends. Until
 * then the record may not validate: a misnamed discard, for one, needs the mah jongg it gave. So this does not
 * validate; the caller runs `validateGame` on the result.
 *
 * A seat is added to a list once: applying the same effects twice is applying them once.
 */
export function applyEffects(
  record: GameRecordInput | null,
  effects: readonly GameEffect[],
  table: { seats: readonly Seat[]; east: Seat },
): GameRecordInput {
  const start: GameRecordInput = record ?? { seats: [...table.seats], east: table.east, outcome: 'incomplete' };
  return effects.reduce(applyEffect, { ...start });
}

/** The game as a ruling leaves it, checked: what is stored and scored when the Director confirms. */
export const gameAfterRuling = (
  record: GameRecordInput | null,
  effects: readonly GameEffect[],
  table: { seats: readonly Seat[]; east: Seat },
): GameValidation => validateGame(applyEffects(record, effects, table));

function applyEffect(game: GameRecordInput, effect: GameEffect): GameRecordInput {
  switch (effect.type) {
    case 'foundDead':
      // A hand already declared dead during play pays once: it stays declared dead.
      return game.dead?.includes(effect.seat) ? game : applySeat(game, effect);
    case 'dead':
    case 'erroneousChallenger':
    case 'mahjongInError':
    case 'threwIn':
    case 'charlestonPeek':
      return applySeat(game, effect);
    case 'misnamedDiscard':
      return { ...game, discarder: effect.seat, misnamedDiscard: true };
    case 'heavenly': {
      // Won on the dealt tiles: there was no discard (T5D).
      const { discarder: _discarder, winnerExposures: _exposures, misnamedDiscard: _misnamed, ...rest } = game;
      return { ...rest, outcome: 'mahjong', winner: effect.seat, heavenly: true };
    }
    case 'outcome':
      return { ...withoutMahjongFacts(game), outcome: effect.outcome };
    default:
      return unknownEffect(effect);
  }
}

function applySeat(game: GameRecordInput, effect: SeatEffect): GameRecordInput {
  const field = LIST_OF[effect.type];
  const seats = game[field] ?? [];
  return seats.includes(effect.seat) ? game : { ...game, [field]: [...seats, effect.seat] };
}

/** A game that did not end in mah jongg has no winner, hand or discarder (docs/game-record.md). */
function withoutMahjongFacts(game: GameRecordInput): GameRecordInput {
  const rest: Partial<GameRecordInput> = { ...game };
  for (const field of MAHJONG_ONLY_FIELDS) delete rest[field];
  return rest as GameRecordInput;
}

function unknownEffect(effect: never): never {
  throw new TypeError(`applyEffects: unknown effect ${JSON.stringify(effect)}`);
}
