import { RULE } from './citations';
import type { FactsOf } from './facts';
import { directorRules, known, propose, type IncidentContext, type Proposal } from './proposal';

/** Asked of the caller, not of the form: the player's courtesy record in this event. */
export const EARLIER_COMPLAINTS_NEEDED = 'How many courtesy complaints has this player had earlier in this event?';

export function charlestonPeek(f: FactsOf<'CHARLESTON_PEEK'>, context: IncidentContext): Proposal {
  const seat = known(f.seat, 'seat');
  if (context.table.seats.length === 3) {
    return propose(
      `There is no Charleston at a 3-player table (T5C), so there was no blind pass to look at: no penalty for ` +
        `Seat ${seat}.`,
      [RULE.T5C, RULE.T6],
    );
  }
  return propose(
    `Seat ${seat} looked at a tile taken in a blind pass: the Charleston-peek penalty at the end of this game, on ` +
      `top of whatever else Seat ${seat} scores (T6).`,
    [RULE.T6],
    { effects: [{ type: 'charlestonPeek', seat }] },
  );
}

export function courtesy(f: FactsOf<'COURTESY'>, context: IncidentContext): Proposal {
  const seat = known(f.seat, 'seat');
  switch (known(f.conduct, 'conduct')) {
    case 'lingering':
      return directorRules(
        `Seat ${seat} stayed in the room after the round and disturbed those still playing: a penalty is at the ` +
          `Director’s discretion (T2C).`,
        [RULE.T2C, RULE.T27],
      );
    case 'arguing_with_director':
      return directorRules(
        `Arguing with the Director may be grounds for immediate disqualification: whether Seat ${seat} is ` +
          `disqualified is the Director’s decision (T27).`,
        [RULE.T27_ARGUING],
      );
    case 'discourtesy': {
      const earlier = context.earlierComplaints;
      if (earlier === undefined) {
        return propose('', [], { needs: [EARLIER_COMPLAINTS_NEEDED] });
      }
      if (earlier === 0) {
        return propose(
          `A first complaint: the player at Seat ${seat} is asked to refrain from discourteous play, a warning (T2A).`,
          [RULE.T2A],
          { playerEffects: [{ type: 'warning', seat }] },
        );
      }
      return propose(
        `A second complaint: the player at Seat ${seat} is disqualified, and may be expelled from the tournament (T2B).`,
        [RULE.T2B, RULE.T2A],
        { playerEffects: [{ type: 'disqualification', seat }] },
      );
    }
  }
}

export function heavenlyHand(f: FactsOf<'HEAVENLY_HAND'>, context: IncidentContext): Proposal {
  const east = context.table.east;
  if (!known(f.validHand, 'validHand')) {
    return propose(
      `Seat ${east}’s 14 tiles are not a hand on the card: East declared mah jongg in error, to be ruled as one (T17).`,
      [RULE.T17A, RULE.T17B],
    );
  }
  const charleston = context.table.seats.length === 4 ? ' East may stop the Charleston (T5D).' : '';
  return propose(
    `Seat ${east}, East, holds a hand on the card with the 14 dealt tiles: a heavenly hand.${charleston} It scores ` +
      `its card value, and the jokerless bonus if it has no joker, but no self-pick bonus (T5D, T13.12). The ` +
      `scorekeeper enters the hand’s value.`,
    [RULE.T5D, RULE.T13_12],
    { effects: [{ type: 'heavenly', seat: east }] },
  );
}
