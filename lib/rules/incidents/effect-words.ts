import type { GameEffect, PlayerEffect } from './proposal';

const OUTCOME_WORDS = {
  void: 'The game is void: it scores nothing for anyone.',
  three_dead: 'The game ends: three hands are dead.',
  mahjong_in_error: 'The game ends in a mah jongg in error.',
} as const;

/** What one effect of a ruling does, in a Director's words; no numbers, which are the ruleset's. */
export function effectInWords(effect: GameEffect | PlayerEffect): string {
  switch (effect.type) {
    case 'dead':
      return `Seat ${effect.seat}: dead hand.`;
    case 'foundDead':
      return `Seat ${effect.seat}: found dead at the end of the game.`;
    case 'erroneousChallenger':
      return `Seat ${effect.seat}: declared a hand dead in error, stops playing.`;
    case 'mahjongInError':
      return `Seat ${effect.seat}: mah jongg in error, stops playing.`;
    case 'threwIn':
      return `Seat ${effect.seat}: threw in their hand on the declaration.`;
    case 'charlestonPeek':
      return `Seat ${effect.seat}: penalty for looking at a blind-passed tile.`;
    case 'misnamedDiscard':
      return `Seat ${effect.seat}: threw the misnamed discard that gave mah jongg.`;
    case 'heavenly':
      return `Seat ${effect.seat}: mah jongg on the dealt tiles (heavenly hand).`;
    case 'outcome':
      return OUTCOME_WORDS[effect.outcome];
    case 'warning':
      return `Seat ${effect.seat}: a courtesy warning, counted for this event.`;
    case 'disqualification':
      return `Seat ${effect.seat}: disqualified from the tournament.`;
    default:
      return unknownEffect(effect);
  }
}

function unknownEffect(effect: never): never {
  throw new TypeError(`effectInWords: unknown effect ${JSON.stringify(effect)}`);
}
