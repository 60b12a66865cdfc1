import { RULE, SOCIAL, type Citation } from './citations';
import { UNDISPUTABLE_GROUNDS, type ChallengeGround, type FactsOf } from './facts';
import {
  dead,
  deadSentence,
  directorRules,
  foundDead,
  foundDeadSentence,
  known,
  propose,
  stoppedSeats,
  type IncidentContext,
  type Proposal,
} from './proposal';

/** Why the hand is dead, to end "Seat B's hand is dead because …". */
const GROUND_WORDS: Record<ChallengeGround, string> = {
  no_such_hand: 'its exposures match no hand on the card',
  concealed_exposed: 'it shows exposures on a hand that must be concealed',
  unwinnable: 'it cannot be completed from the tiles still unseen',
  tile_count: 'it has a wrong number of tiles',
  invalid_exposure: 'it has an invalid exposure',
  rule_broken: 'a rule was broken',
};

/** The ground's own rule, after T14's "not a complete list". */
const GROUND_RULES: Record<ChallengeGround, Citation[]> = {
  no_such_hand: [RULE.DH_NO_SUCH_HAND, RULE.MJN_GROUNDS],
  concealed_exposed: [RULE.DH_CONCEALED, RULE.MJN_CONCEALED_INVALID, RULE.MJN_GROUNDS],
  unwinnable: [RULE.DH_UNWINNABLE, RULE.MJN_GROUNDS],
  tile_count: [RULE.T9, RULE.DH_DEAD],
  invalid_exposure: [RULE.DH_DEAD],
  rule_broken: [RULE.DH_DEAD, RULE.MJN_GROUNDS],
};

/** Which exposures stay on the rack of a hand declared dead (DH special cases, T19B). */
function exposuresSentence(ground: ChallengeGround): string {
  switch (ground) {
    case 'concealed_exposed':
      return 'All the tiles exposed go back into the rack with their jokers, even an exposure an exposed hand could have used (DH).';
    case 'no_such_hand':
      return 'The exposure that shows a hand not on the card and every later one go back into the rack with their jokers; earlier exposures stay, and their jokers may still be exchanged (DH, T19B).';
    default:
      return 'Exposures made with the challenge go back into the rack; valid exposures made before it stay, and their jokers may still be exchanged (DH, T19B).';
  }
}

export function deadHandChallenge(f: FactsOf<'DEAD_HAND_CHALLENGE'>, context: IncidentContext): Proposal {
  const challenger = known(f.challenger, 'challenger');
  const challenged = known(f.challenged, 'challenged');
  // The game so far may already show the challenger's hand dead, whatever was answered.
  const inRecord = stoppedSeats(context.record).includes(challenger);
  if (!known(f.challengerLive, 'challengerLive') || inRecord) {
    const shown = inRecord ? ' (the game record shows it)' : '';
    return propose(
      `Seat ${challenger}’s own hand is no longer live${shown}, and only a player with a live hand may declare ` +
        `another hand dead (DH). The challenge does not count: Seat ${challenged} plays on.`,
      [RULE.T27_SILENT, RULE.DH_LIVE_ONLY],
    );
  }
  const ground = known(f.grounds, 'grounds');
  const response = known(f.response, 'response');
  /** `citations` start with the T14F text that fits: stops playing now, or zero at the end of the game. */
  const wrongChallenge = (why: string, citations: Citation[], after = ''): Proposal =>
    propose(
      `${why} Seat ${challenger} declared Seat ${challenged}’s hand dead in error: Seat ${challenger} stops playing ` +
        `and scores 0 (T14F, T13.11).${after}`,
      [...citations.slice(0, 1), RULE.T13_11, ...citations.slice(1)],
      { effects: [{ type: 'erroneousChallenger', seat: challenger }] },
    );
  if (response === 'withdrawn') {
    return wrongChallenge(`Seat ${challenger} took the challenge back, and Seat ${challenged} plays on (DH).`, [
      RULE.T14F,
      RULE.DH_WITHDRAWN,
      SOCIAL.DH_WRONG_CHALLENGE,
    ]);
  }
  const undisputable = UNDISPUTABLE_GROUNDS.includes(ground);
  if (response === 'agreed' || undisputable) {
    const what =
      ground === 'concealed_exposed'
        ? 'exposures that show a concealed hand are an invalid exposure (MJN), which'
        : 'this';
    const why = response === 'agreed' ? 'agreed' : `disputed it, but ${what} cannot be disputed (DH)`;
    return propose(
      `Seat ${challenger} declared Seat ${challenged}’s hand dead because ${GROUND_WORDS[ground]}, and Seat ${challenged} ${why}. ` +
        `${deadSentence(challenged)} Seat ${challenged} stays silent for the rest of the game (DH). ${exposuresSentence(ground)}`,
      [
        RULE.T14,
        RULE.T19B,
        RULE.DH_AGREED,
        ...(response === 'agreed' ? [] : [RULE.DH_UNDISPUTABLE]),
        ...GROUND_RULES[ground],
      ],
      { effects: [dead(challenged)] },
    );
  }
  switch (f.finding) {
    case undefined:
      return propose(
        `Seat ${challenged} disputes the challenge: play goes on, and it is settled when the game ends, with Seat ` +
          `${challenged}’s whole hand revealed (DH). If the hand was dead when challenged, it scores the dead-hand ` +
          `penalty (T14); if not, Seat ${challenger} declared it dead in error and scores 0 (T14F).`,
        [RULE.T14, RULE.T14F, RULE.DH_DISPUTED, SOCIAL.DH_DEAD_FOUND, SOCIAL.DH_WRONG_CHALLENGE, SOCIAL.MJN_DISPUTE],
        { open: true },
      );
    case 'dead':
      return propose(
        `Settled at the end of the game: Seat ${challenged}’s hand was dead when challenged (DH). ` +
          `${foundDeadSentence(challenged)} How the game ended stands.`,
        [RULE.T14, RULE.DH_DISPUTED, RULE.DH_THREE_DEAD, SOCIAL.DH_DEAD_FOUND, SOCIAL.MJN_DISPUTE],
        { effects: [foundDead(challenged)] },
      );
    case 'not_dead': {
      const won = context.record?.outcome === 'mahjong' && context.record.winner === challenger;
      const winner = won
        ? ` Seat ${challenger} won the game meanwhile, but T14F gives zero at the end of the game: the win scores ` +
          `0 for Seat ${challenger}, while the other players’ lines stand, unless the ruleset lets the win stand (T27).`
        : '';
      return wrongChallenge(
        `Settled at the end of the game: Seat ${challenged}’s hand was not dead.`,
        [RULE.T14F_END, RULE.DH_DISPUTED, ...(won ? [RULE.T27] : []), SOCIAL.DH_WRONG_CHALLENGE, SOCIAL.MJN_DISPUTE],
        winner,
      );
    }
  }
}

export function challengeGrounds(f: FactsOf<'CHALLENGE_GROUNDS'>): Proposal {
  const seat = known(f.seat, 'seat');
  const ground = known(f.grounds, 'grounds');
  if (ground === 'other') {
    return directorRules(
      `The reasons a hand can be declared dead are not a complete list (T14): whether Seat ${seat}’s hand is dead ` +
        `on these grounds is the Director’s ruling (T27).`,
      [RULE.T14, RULE.T27, RULE.DH_DEAD],
    );
  }
  if (!known(f.holds, 'holds')) {
    return propose(
      `The exposures and discards do not show that ${GROUND_WORDS[ground]}: Seat ${seat}’s hand is not dead on these ` +
        `grounds and plays on. A player who declared it dead did so in error (T14F).`,
      [RULE.T14F, RULE.DH_LIVE_ONLY, ...GROUND_RULES[ground]],
    );
  }
  return propose(
    `Seat ${seat}’s hand is dead because ${GROUND_WORDS[ground]}. ${deadSentence(seat)} ${exposuresSentence(ground)}`,
    [RULE.T14, RULE.T19B, ...GROUND_RULES[ground]],
    { effects: [dead(seat)] },
  );
}
