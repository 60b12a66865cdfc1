import { UNDISPUTABLE_GROUNDS, type ChallengeGround, type FactsOf, type IncidentFacts } from './facts';
import type { IncidentKind } from './kinds';

export interface AnswerOption {
  value: string;
  label: string;
}

/** How a question is answered; seats must be at the table and, where named, differ from another answer's seat. */
export type Answer =
  | { type: 'seat'; notSameAs?: string }
  | { type: 'seats'; min: number; notIncluding?: string }
  | { type: 'yesNo' }
  | { type: 'number'; min: number; max: number }
  | { type: 'option'; options: readonly AnswerOption[] };

/** The facts a question can answer: for one kind its fields, for facts of any kind any field. */
type FactId<F> = F extends unknown ? Exclude<keyof F, 'kind'> & string : never;

export interface Question<F = IncidentFacts> {
  /** The fact this question answers. */
  id: FactId<F>;
  /** In a Director's words. */
  prompt: string;
  answer: Answer;
  /** Asked only when the answers so far make it matter; always asked when absent. */
  showIf?: (facts: F) => boolean;
  /** Answerable only when the game ends; until then the incident stays open rather than incomplete. */
  atGameEnd?: true;
}

type Questions = { [K in IncidentKind]: readonly Question<FactsOf<K>>[] };

const seat = (notSameAs?: string): Answer => ({ type: 'seat', ...(notSameAs ? { notSameAs } : {}) });
const seats = (min: number, notIncluding?: string): Answer => ({
  type: 'seats',
  min,
  ...(notIncluding ? { notIncluding } : {}),
});
const yesNo: Answer = { type: 'yesNo' };
const options = (labels: Record<string, string>): Answer => ({
  type: 'option',
  options: Object.entries(labels).map(([value, label]) => ({ value, label })),
});

export const GROUND_LABELS: Record<ChallengeGround, string> = {
  no_such_hand: 'Exposures that match no hand on the card',
  concealed_exposed: 'Exposures on a hand that must be concealed',
  unwinnable: 'The hand cannot be completed from the tiles still unseen',
  tile_count: 'A wrong number of tiles',
  invalid_exposure: 'An invalid exposure',
  rule_broken: 'A rule broken (picking ahead, out of turn, …)',
};

const disputable = (f: FactsOf<'DEAD_HAND_CHALLENGE'>) =>
  f.grounds !== undefined && !UNDISPUTABLE_GROUNDS.includes(f.grounds);
const who = <F extends { seat?: unknown }>(prompt: string): Question<F> => ({
  id: 'seat' as FactId<F>,
  prompt,
  answer: seat(),
});

/** What the Director is asked, kind by kind, in order; a form shows a question only when its `showIf` holds. */
export const QUESTIONS: Questions = {
  DEAD_HAND_CHALLENGE: [
    { id: 'challenger', prompt: 'Who declared the hand dead?', answer: seat() },
    { id: 'challenged', prompt: 'Whose hand was declared dead?', answer: seat('challenger') },
    { id: 'challengerLive', prompt: 'Was the challenger’s own hand still live?', answer: yesNo },
    {
      id: 'grounds',
      prompt: 'On what grounds, seen in the exposures and discards?',
      answer: options(GROUND_LABELS),
      showIf: (f) => f.challengerLive !== false,
    },
    {
      id: 'response',
      prompt: 'What did the challenged player say?',
      answer: options({
        agreed: 'Agreed the hand is dead',
        disputed: 'Disputed the challenge',
        withdrawn: 'The challenger took the challenge back as a mistake',
      }),
      showIf: (f) => f.challengerLive !== false,
    },
    {
      id: 'finding',
      prompt: 'At the end of the game, with the whole hand revealed: was it dead when challenged?',
      answer: options({ dead: 'Yes, the hand was dead', not_dead: 'No, the challenge was wrong' }),
      showIf: (f) => f.challengerLive !== false && f.response === 'disputed' && disputable(f),
      atGameEnd: true,
    },
  ],
  CHALLENGE_GROUNDS: [
    who('Whose hand is in question?'),
    {
      id: 'grounds',
      prompt: 'What do the exposures and discards show?',
      answer: options({ ...GROUND_LABELS, other: 'Something else' }),
    },
    {
      id: 'holds',
      prompt: 'Having looked at the exposures and discards, do the grounds hold?',
      answer: yesNo,
      showIf: (f) => f.grounds !== 'other',
    },
  ],
  MAHJONG_IN_ERROR: [
    { id: 'declarer', prompt: 'Who declared mah jongg in error?', answer: seat() },
    {
      id: 'exposed',
      prompt: 'What had they exposed when the error was found?',
      answer: options({
        nothing: 'Nothing: they only said it',
        claimed_exposure: 'Only the exposure with the claimed discard',
        tiles: 'Other tiles from the rack, or the whole hand',
      }),
    },
    {
      id: 'canUseExposure',
      prompt: 'Can they use the claimed discard in a valid exposure?',
      answer: yesNo,
      showIf: (f) => f.exposed === 'claimed_exposure',
    },
    {
      id: 'concealedHand',
      prompt: 'Was it a concealed hand?',
      answer: yesNo,
      showIf: (f) => f.exposed === 'tiles',
    },
    {
      id: 'threwIn',
      prompt: 'Which other players exposed their hands on seeing the declaration? (none is an answer)',
      answer: seats(0, 'declarer'),
      showIf: (f) => f.exposed === 'tiles' || (f.exposed === 'claimed_exposure' && f.canUseExposure === false),
    },
  ],
  MISNAMED_DISCARD: [
    { id: 'discarder', prompt: 'Who misnamed the discard?', answer: seat() },
    { id: 'claimer', prompt: 'Who claimed it?', answer: seat('discarder') },
    {
      id: 'claimedFor',
      prompt: 'Was it claimed for an exposure or for mah jongg?',
      answer: options({ exposure: 'For an exposure', mahjong: 'For mah jongg' }),
    },
    {
      id: 'mahjongValid',
      prompt: 'Is the mah jongg good?',
      answer: yesNo,
      showIf: (f) => f.claimedFor === 'mahjong',
    },
    {
      id: 'discarderHoldsTile',
      prompt: 'Does the discarder hold the tile they named? (ask the Director to check)',
      answer: yesNo,
      showIf: (f) => f.claimedFor === 'exposure',
    },
    {
      id: 'exposedBeforeChecking',
      prompt: 'Had the claimer exposed tiles before taking the discarded tile?',
      answer: yesNo,
      showIf: (f) => f.claimedFor === 'exposure' && f.discarderHoldsTile === false,
    },
    {
      id: 'canUseTile',
      prompt: 'Can the claimer use the tile actually discarded in an exposure (jokers allowed)?',
      answer: yesNo,
      showIf: (f) => f.claimedFor === 'exposure' && f.discarderHoldsTile === false && f.exposedBeforeChecking === true,
    },
  ],
  EXPOSING_IN_ERROR: [
    who('Who exposed in error?'),
    {
      id: 'error',
      prompt: 'What happened?',
      answer: options({
        touched_claimed_tile: 'They touched a claimed discard and now do not want it',
        wrong_exposure: 'They made a wrong exposure with the claimed tile',
        extra_exposure: 'They made a second, separate exposure',
      }),
    },
    {
      id: 'canUseTile',
      prompt: 'Can they use the touched tile in an exposure?',
      answer: yesNo,
      showIf: (f) => f.error === 'touched_claimed_tile',
    },
    {
      id: 'discardedSince',
      prompt: 'Have they discarded since, ending their turn?',
      answer: yesNo,
      showIf: (f) => f.error === 'wrong_exposure' || f.error === 'extra_exposure',
    },
  ],
  PICKING_AHEAD: [
    who('Who picked ahead or out of turn?'),
    { id: 'racked', prompt: 'Had they put the tile in their rack?', answer: yesNo },
  ],
  DISCARD_BEFORE_PICK: [who('Who discarded without picking or claiming a tile?')],
  JOKER_EXCHANGE_BEFORE_PICK: [who('Who exchanged for a joker before picking?')],
  WRONG_WALL: [
    {
      id: 'playersPicked',
      prompt: 'How many players had picked from the wrong wall or wrong end when it was noticed?',
      answer: { type: 'number', min: 1, max: 4 },
    },
    { id: 'picker', prompt: 'Who picked there?', answer: seat(), showIf: (f) => f.playersPicked === 1 },
    {
      id: 'discardGaveMahjong',
      prompt: 'Did that player’s discard then give another player mah jongg?',
      answer: yesNo,
      showIf: (f) => f.playersPicked === 1,
    },
  ],
  SERVING_WRONG_WALL: [
    {
      id: 'error',
      prompt: 'What was wrong?',
      answer: options({ wrong_wall: 'The wrong wall was served', too_early: 'A wall was served too early' }),
    },
    { id: 'server', prompt: 'Who served the wall too early?', answer: seat(), showIf: (f) => f.error === 'too_early' },
    { id: 'picker', prompt: 'Who picked from that wall?', answer: seat('server') },
  ],
  EXPOSURE_AFTER_WALL_PICK: [
    who('Who exposed after picking from the wall?'),
    { id: 'declaringMahjong', prompt: 'Were they declaring mah jongg?', answer: yesNo },
  ],
  WRONG_TILE_COUNT: [
    { id: 'seats', prompt: 'Whose tile counts were wrong after East’s first discard?', answer: seats(1) },
  ],
  TILE_OVERTURNED: [who('Who turned the tile over?')],
  CLAIMED_TILE_RACKED: [who('Who put the claimed tile in their rack?')],
  HAND_NOT_DISPLAYED: [
    who('Whose winning hand is not displayed in card order?'),
    { id: 'refused', prompt: 'Asked to display it in card order, did they refuse?', answer: yesNo },
  ],
  OUT_OF_TURN_DISCARD_MAHJONG: [
    { id: 'discarder', prompt: 'Who discarded out of turn?', answer: seat() },
    { id: 'claimer', prompt: 'Who claimed it for mah jongg?', answer: seat('discarder') },
    { id: 'mahjongValid', prompt: 'Is the mah jongg good?', answer: yesNo },
  ],
  CHARLESTON_PEEK: [who('Who looked at a tile taken in a blind pass?')],
  EARLY_THROW: [who('Who threw a tile before East’s first discard?')],
  SIMULTANEOUS_CLAIMS: [
    {
      id: 'situation',
      prompt: 'What happened at the same moment?',
      answer: options({
        two_claims: 'Two or more players claimed the same discard',
        claim_and_next_turn: 'A claim, as the next player racked or discarded',
      }),
    },
    { id: 'discarder', prompt: 'Who threw the tile?', answer: seat() },
    {
      id: 'claimants',
      prompt: 'Who claimed it?',
      answer: seats(2, 'discarder'),
      showIf: (f) => f.situation === 'two_claims',
    },
    {
      id: 'purpose',
      prompt: 'What did they claim it for?',
      answer: options({ exposure: 'All for an exposure', mahjong: 'All for mah jongg', one_of_each: 'One for each' }),
      showIf: (f) => f.situation === 'two_claims',
    },
  ],
  JOKER_EXCHANGE_DISPUTE: [
    who('Who wants to exchange for the joker?'),
    {
      id: 'situation',
      prompt: 'When, and for which joker?',
      answer: options({
        after_naming_discard: 'After naming or dropping the tile as their discard',
        to_complete_claimed_exposure: 'To complete their exposure of the discard they just claimed',
        dead_hand_joker: 'A joker in the exposure of a dead hand',
      }),
    },
    {
      id: 'exposureValidBeforeDeath',
      prompt: 'Was that exposure valid and made before the hand was declared dead, and not the reason it is dead?',
      answer: yesNo,
      showIf: (f) => f.situation === 'dead_hand_joker',
    },
  ],
  COURTESY: [
    who('Whose conduct is it?'),
    {
      id: 'conduct',
      prompt: 'What is the complaint?',
      answer: options({
        discourtesy: 'Inconsiderate, rude or abusive play',
        lingering: 'Staying in the room after the round and disturbing others',
        arguing_with_director: 'Arguing with the Director',
      }),
    },
  ],
  HEAVENLY_HAND: [{ id: 'validHand', prompt: 'Are East’s 14 dealt tiles a hand on the card?', answer: yesNo }],
  THREE_DEAD: [
    {
      id: 'dead',
      prompt: 'Whose hands have been declared dead (not through a mah jongg in error)?',
      answer: seats(0),
    },
  ],
};

/** The questions of the facts' kind, typed for facts of any kind. */
export const questionsFor = (facts: IncidentFacts): readonly Question[] =>
  QUESTIONS[facts.kind] as unknown as readonly Question[];

/** The questions a form asks now: those whose `showIf` holds for the answers so far, in order. */
export const questionsToAsk = (facts: IncidentFacts): Question[] =>
  questionsFor(facts).filter((question) => question.showIf?.(facts) ?? true);

/**
 * The facts with only the answers to questions still asked: an answer given before a later answer hid its question
 * (the Director changed their mind) is dropped, as is anything the hidden answers in turn made visible.
 */
export function keepAskedAnswers(facts: IncidentFacts): IncidentFacts {
  const answers = facts as unknown as Record<string, unknown>;
  const asked = new Set<string>(questionsToAsk(facts).map((q) => q.id));
  const kept = Object.fromEntries(Object.entries(answers).filter(([id]) => id === 'kind' || asked.has(id)));
  const next = kept as unknown as IncidentFacts;
  return Object.keys(kept).length === Object.keys(answers).length ? next : keepAskedAnswers(next);
}
