import type { GameRecord } from './record';
import { SEATS, type Seat } from './seats';

/** The seat stopped playing through its own error or its reaction to one: it scores 0, never DEAD or WALL. */
function isOutOfPlay(game: GameRecord, seat: Seat): boolean {
  return game.erroneousChallengers.includes(seat) || game.mahjongInError.includes(seat) || game.threwIn.includes(seat);
}

/**
 * Seats still playing when the game ended (neither declared dead nor out of play), in A–D order: what decides how
 * the game ended. A hand found dead afterwards played on, so it is among them (docs/rules.md §2.3).
 */
export function playingSeats(game: GameRecord): Seat[] {
  return SEATS.filter((seat) => game.seats.includes(seat) && !game.dead.includes(seat) && !isOutOfPlay(game, seat));
}

/** Seats whose hands were live at the end, in A–D order: those playing, less any hand found dead afterwards. */
export function liveSeats(game: GameRecord): Seat[] {
  return playingSeats(game).filter((seat) => !game.foundDead.includes(seat));
}

/** Hands declared dead other than through a mah jongg in error: the third one ends the game at once (DH). */
export function deadHandCount(game: GameRecord): number {
  return new Set(game.dead.filter((seat) => !game.mahjongInError.includes(seat))).size;
}
