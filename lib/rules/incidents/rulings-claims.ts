import type { Seat } from '../seats';
import { RULE, SOCIAL } from './citations';
import type { FactsOf } from './facts';
import {
  dead,
  deadSentence,
  directorRules,
  foundDead,
  foundDeadSentence,
  known,
  propose,
  seatsInWords,
  type Proposal,
} from './proposal';

/**
 * Seats in turn order. Play passes to the right, counterclockwise (DH): East, South, West, North; and seat A is East,
 * B North, C West, D South (T24).
 */
const TURN_ORDER: readonly Seat[] = ['A', 'D', 'C', 'B'];

/** Of the claimants, the first in turn after the discarder (T12.6–T12.8). */
export function closestInTurn(discarder: Seat, claimants: readonly Seat[]): Seat | undefined {
  const start = TURN_ORDER.indexOf(discarder);
  return [1, 2, 3].map((step) => TURN_ORDER[(start + step) % 4] as Seat).find((seat) => claimants.includes(seat));
}

export function simultaneousClaims(f: FactsOf<'SIMULTANEOUS_CLAIMS'>): Proposal {
  const discarder = known(f.discarder, 'discarder');
  if (known(f.situation, 'situation') === 'claim_and_next_turn') {
    return directorRules(
      `A claim for Seat ${discarder}’s discard came at the same moment as the next player racked or discarded: the ` +
        `claimant gets the benefit of the doubt, and the ruling is the Director’s (T22).`,
      [RULE.T22, RULE.T27],
    );
  }
  const claimants = known(f.claimants, 'claimants');
  const purpose = known(f.purpose, 'purpose');
  const first = known(closestInTurn(discarder, claimants), 'claimants');
  const closest = `Seat ${first} is the closest of ${seatsInWords(claimants)} in turn after Seat ${discarder}, the discarder`;
  const order = [RULE.T24, RULE.DH_RESUME];
  if (purpose === 'one_of_each') {
    return directorRules(
      `${closest}. Closest in turn decides between claims for the same purpose (T12.6, T12.7); between a claim for ` +
        `an exposure and one for mah jongg the tournament rules are silent: the Director rules (T27).`,
      [RULE.T12_6, RULE.T12_7, RULE.T27, ...order],
    );
  }
  const rule = purpose === 'exposure' ? RULE.T12_6 : RULE.T12_7;
  return propose(`${closest}, and takes the tile (${rule.rule}, T12.8).`, [rule, RULE.T12_8, ...order]);
}

export function jokerExchangeDispute(f: FactsOf<'JOKER_EXCHANGE_DISPUTE'>): Proposal {
  const seat = known(f.seat, 'seat');
  switch (known(f.situation, 'situation')) {
    case 'after_naming_discard':
      return propose(
        `Seat ${seat} had named or dropped the tile as the discard: it is discarded and can no longer be exchanged ` +
          `for a joker (T12.5, T19D).`,
        [RULE.T12_5, RULE.T19D],
      );
    case 'to_complete_claimed_exposure':
      return propose(
        `Seat ${seat} may not exchange for an opponent’s joker to complete the exposure of the discard just ` +
          `claimed (T19C).`,
        [RULE.T19C],
      );
    case 'dead_hand_joker':
      return known(f.exposureValidBeforeDeath, 'exposureValidBeforeDeath')
        ? propose(
            `The joker is in a valid exposure made before the hand was declared dead: Seat ${seat} may exchange ` +
              `for it in turn (T19B, MJN).`,
            [RULE.T19B, RULE.MJN_DEAD_JOKERS],
          )
        : propose(
            `The joker’s exposure made the hand dead, or came with or after the challenge, so it goes back to the ` +
              `rack: Seat ${seat} may not exchange for it (T19B, MJN).`,
            [RULE.T19B, RULE.MJN_DEAD_JOKERS],
          );
  }
}

export function outOfTurnDiscardMahjong(f: FactsOf<'OUT_OF_TURN_DISCARD_MAHJONG'>): Proposal {
  const discarder = known(f.discarder, 'discarder');
  const claimer = known(f.claimer, 'claimer');
  if (!known(f.mahjongValid, 'mahjongValid')) {
    return propose(
      `Seat ${claimer}’s mah jongg is not good: it is a mah jongg in error, to be ruled as one, and the game goes on ` +
        `(T17, EP). Seat ${discarder} played out of turn: the hand is dead (T7B). ${deadSentence(discarder)}`,
      [RULE.T7B, RULE.T17B, RULE.T14, RULE.EP_OUT_OF_TURN_INVALID],
      { effects: [dead(discarder)] },
    );
  }
  return propose(
    `Seat ${discarder} discarded out of turn and Seat ${claimer} claimed it for a good mah jongg. Seat ` +
      `${discarder} picked out of turn, which makes the hand dead (T7B), found only when the discard was claimed. ` +
      `${foundDeadSentence(discarder)} What the mah jongg pays, the tournament rules do not say: the payment is ` +
      `the Director’s to rule (T27), entered with the game or as a seat’s points ruled otherwise.`,
    [RULE.T7B, RULE.T14, RULE.T27_PAYMENT, RULE.DH_THREE_DEAD, SOCIAL.EP_FOUR_TIMES],
    { effects: [foundDead(discarder)] },
  );
}

export function handNotDisplayed(f: FactsOf<'HAND_NOT_DISPLAYED'>): Proposal {
  const seat = known(f.seat, 'seat');
  if (!known(f.refused, 'refused')) {
    return propose(`Seat ${seat} displays the hand in card order, as asked: no penalty (T21).`, [RULE.T21]);
  }
  return propose(
    `Seat ${seat} refused to display the hand in card order when asked: the hand is declared dead and the game ` +
      `goes on (T21). ${deadSentence(seat)}`,
    [RULE.T21, RULE.T14],
    { effects: [dead(seat)] },
  );
}

export function claimedTileRacked(f: FactsOf<'CLAIMED_TILE_RACKED'>): Proposal {
  const seat = known(f.seat, 'seat');
  return propose(
    `Seat ${seat} put the claimed tile in the rack, not on top of it in sight of all, where a claimed tile goes: ` +
      `the hand is declared dead (T18). ${deadSentence(seat)}`,
    [RULE.T18, RULE.T14],
    { effects: [dead(seat)] },
  );
}
