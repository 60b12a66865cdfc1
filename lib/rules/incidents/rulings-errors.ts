import { SEATS } from '../seats';
import { RULE, SOCIAL } from './citations';
import type { FactsOf } from './facts';
import {
  dead,
  deadSentence,
  known,
  propose,
  seatsInWords,
  stoppedSeats,
  type GameEffect,
  type IncidentContext,
  type Proposal,
} from './proposal';

export function mahjongInError(f: FactsOf<'MAHJONG_IN_ERROR'>, context: IncidentContext): Proposal {
  const declarer = known(f.declarer, 'declarer');
  const exposed = known(f.exposed, 'exposed');
  if (exposed === 'nothing') {
    return propose(`Seat ${declarer} only said mah jongg: no penalty, and play goes on (T17A).`, [RULE.T17A]);
  }
  if (exposed === 'claimed_exposure' && known(f.canUseExposure, 'canUseExposure')) {
    return propose(
      `Seat ${declarer} exposed only the claimed discard’s exposure: the declaration becomes a call for that ` +
        `exposure, which stays on the rack, and play goes on without penalty (T17B, A55).`,
      [RULE.T17B, RULE.A55],
    );
  }
  const threwIn = known(f.threwIn, 'threwIn');
  const why =
    exposed === 'claimed_exposure'
      ? `Seat ${declarer} cannot use the claimed discard in a valid exposure, so this is a mah jongg in error (A55).`
      : `Seat ${declarer} declared mah jongg in error and exposed tiles.`;
  const rack = f.concealedHand
    ? 'The concealed hand’s tiles go back into the rack, and its jokers cannot be redeemed (T17E).'
    : 'Exposures made before the error stay on the rack, and any player may redeem their jokers (T17C).';
  const stopped = new Set([declarer, ...threwIn, ...stoppedSeats(context.record)]);
  const intact = SEATS.filter((seat) => context.table.seats.includes(seat) && !stopped.has(seat));
  const effects: GameEffect[] = [
    { type: 'mahjongInError', seat: declarer },
    ...threwIn.map((seat): GameEffect => ({ type: 'threwIn', seat })),
  ];
  const others = threwIn.length === 0 ? '' : ` ${seatsInWords(threwIn)}, who exposed their hands, score 0 too.`;
  const sentences = [why, `The hand is dead and scores 0 (T17B); it stops picking and discarding.`, rack];
  const citations = [RULE.T17B, f.concealedHand ? RULE.T17E : RULE.T17C, RULE.T17D];
  if (exposed === 'claimed_exposure') citations.push(RULE.A55);
  if (intact.length >= 2) {
    return propose(
      [...sentences, `${seatsInWords(intact)} are intact, so the game goes on (T17D).${others}`].join(' '),
      citations,
      { effects },
    );
  }
  const end =
    intact.length === 1
      ? `Only Seat ${intact[0]}’s hand is intact: the game ends, Seat ${intact[0]} scores the intact-hand points and everyone else 0 (T17D).`
      : 'No hand is intact: the game ends and every player scores 0 (T17D).';
  return propose([...sentences, end].join(' '), [...citations, ...(intact.length === 1 ? [SOCIAL.MJN_DOUBLE] : [])], {
    effects: [...effects, { type: 'outcome', outcome: 'mahjong_in_error' }],
  });
}

export function misnamedDiscard(f: FactsOf<'MISNAMED_DISCARD'>): Proposal {
  const discarder = known(f.discarder, 'discarder');
  const claimer = known(f.claimer, 'claimer');
  if (known(f.claimedFor, 'claimedFor') === 'mahjong') {
    if (!known(f.mahjongValid, 'mahjongValid')) {
      return propose(`Seat ${claimer}’s mah jongg is not good: it is a mah jongg in error, to be ruled as one (T17).`, [
        RULE.T17A,
        RULE.T17B,
      ]);
    }
    return propose(
      `Seat ${discarder} misnamed the discard that gave Seat ${claimer} mah jongg: Seat ${discarder} scores the ` +
        `misnamed-discard penalty, in place of the discarder’s penalty (T15C, T13.8).`,
      [RULE.T15C, RULE.T13_8, SOCIAL.MJN_MISNAMED],
      { effects: [{ type: 'misnamedDiscard', seat: discarder }] },
    );
  }
  if (known(f.discarderHoldsTile, 'discarderHoldsTile')) {
    return propose(
      `Seat ${discarder} holds the tile they named, so must discard it in place of the misnamed one, and Seat ` +
        `${claimer} takes it for the exposure (T15A, T16B). No penalty.`,
      [RULE.T15A, RULE.T16B, SOCIAL.MJN_MISNAMED_EXPOSURE],
    );
  }
  if (!known(f.exposedBeforeChecking, 'exposedBeforeChecking')) {
    return propose(
      `Seat ${discarder} does not hold the tile they named: the discard is named correctly and the game goes on, ` +
        `with no penalty (T15B, T16B).`,
      [RULE.T15B, RULE.T16B, SOCIAL.MJN_MISNAMED_EXPOSURE],
    );
  }
  if (known(f.canUseTile, 'canUseTile')) {
    return propose(
      `Seat ${claimer} exposed before checking the tile, so must use the tile actually discarded in an exposure, ` +
        `jokers allowed, and may change hands to do it (T15D, T16C).`,
      [RULE.T15D, RULE.T16C],
    );
  }
  return propose(
    `Seat ${claimer} exposed before checking the tile and cannot use the tile actually discarded: the hand is dead ` +
      `(T15D, T16C). ${deadSentence(claimer)}`,
    [RULE.T15D, RULE.T16C, RULE.T14],
    { effects: [dead(claimer)] },
  );
}

export function exposingInError(f: FactsOf<'EXPOSING_IN_ERROR'>): Proposal {
  const seat = known(f.seat, 'seat');
  const error = known(f.error, 'error');
  if (error === 'touched_claimed_tile') {
    return known(f.canUseTile, 'canUseTile')
      ? propose(`Seat ${seat} touched the claimed discard, so must take it and use it in an exposure (T16A, T7D).`, [
          RULE.T16A,
          RULE.T7D,
        ])
      : propose(
          `Seat ${seat} touched the claimed discard and must use it (T16A), but cannot use it in an exposure: like a ` +
            `claimer who exposed before checking the tile and cannot use it (T15D, T16C), the hand is dead. ` +
            deadSentence(seat),
          [RULE.T16A_CANNOT_USE, RULE.T15D, RULE.T16C, RULE.T14],
          { effects: [dead(seat)] },
        );
  }
  const discarded = known(f.discardedSince, 'discardedSince');
  if (!discarded) {
    const fix = error === 'extra_exposure' ? 'takes the extra exposure back' : 'corrects the exposure';
    return propose(`Seat ${seat} has not discarded yet, so ${fix} and plays on, with no penalty (T16D).`, [RULE.T16D]);
  }
  if (error === 'wrong_exposure') {
    return propose(
      `Seat ${seat} has discarded, so it is too late to correct the exposure: it stays as made (T16D). If it is an ` +
        `invalid exposure, a live player may declare the hand dead (DH).`,
      [RULE.T16D, RULE.DH_DEAD],
    );
  }
  return propose(
    `Seat ${seat} made a second, separate exposure and then discarded: the hand is dead (T16D). ${deadSentence(seat)}`,
    [RULE.T16D, RULE.T14],
    { effects: [dead(seat)] },
  );
}
