import {
  DEFAULT_RULESET,
  RULESET_KEYS,
  TIE_BREAK_LABELS,
  VERIFICATION_LABELS,
  type Ruleset,
  type RulesetKey,
} from './ruleset';

/** How a form asks for the option. */
export type OptionInput = 'amount' | 'amounts' | 'switch' | 'choice' | 'order';

interface OptionText {
  label: string;
  citation: string;
  /** What the default does, in a Director's words. */
  meaning: string;
  /** What a Director may choose instead. */
  otherReading: string;
  /** For `amounts`: what each amount is for, in order. */
  parts?: readonly string[];
  /** For `choice` and `order`: each allowed value and its label. */
  choices?: readonly { value: string; label: string }[];
}

export interface RulesetOption extends OptionText {
  key: RulesetKey;
  input: OptionInput;
  default: Ruleset[RulesetKey];
}

/** The kind of input follows from the kind of value the option holds. */
function inputFor(value: Ruleset[RulesetKey]): OptionInput {
  if (typeof value === 'number') return 'amount';
  if (typeof value === 'boolean') return 'switch';
  if (typeof value === 'string') return 'choice';
  return value.every((entry) => typeof entry === 'number') ? 'amounts' : 'order';
}

const choicesOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

const ANY_BONUS = 'Any whole number of points from 0 to 1000; 0 turns it off.';
const ANY_PENALTY = 'Any whole number of points from 0 to 1000, written as a positive number and subtracted.';

const OPTION_TEXT = {
  selfPickBonus: {
    label: 'Self-picked mah jongg bonus',
    citation: 'T13.1, T12.3, T5D, T13.12',
    meaning:
      'Added to the winner’s score when the winning tile came from the wall, or from a joker exchange right ' +
      'after claiming a discard. A heavenly hand gets no self-pick bonus.',
    otherReading: ANY_BONUS,
  },
  jokerlessBonus: {
    label: 'No-joker bonus',
    citation: 'T13.2',
    meaning: 'Added to the winner’s score when the winning hand has no joker, except for Singles and Pairs hands.',
    otherReading: ANY_BONUS,
  },
  wallPoints: {
    label: 'Wall game points',
    citation: 'T13.3',
    meaning: 'Given to every player whose hand is still live (not dead, still playing) when the wall runs out.',
    otherReading: 'Any whole number of points from 0 to 1000.',
  },
  deadPenalty: {
    label: 'Dead hand penalty',
    citation: 'T14, T13.9, T13.10',
    meaning:
      'Taken from every player whose hand went dead in the game, whatever the outcome, wall games included. A ' +
      'player who challenged in error or declared mah jongg in error scores 0 instead.',
    otherReading: ANY_PENALTY,
  },
  discarderPenalties: {
    label: 'Penalty for throwing the winning tile',
    citation: 'T13.5, T13.6, T13.7',
    meaning:
      'Taken from the player whose discard gave mah jongg, by the number of exposures on the winner’s rack ' +
      'when the tile was thrown: 10 for none or one, 20 for two, 25 for three or more.',
    otherReading: 'A Director may set another amount for each of the three cases. ' + ANY_PENALTY,
    parts: ['Winner had 0 or 1 exposures', 'Winner had 2 exposures', 'Winner had 3 or 4 exposures'],
  },
  misnamedPenalty: {
    label: 'Misnamed discard penalty',
    citation: 'T13.8, T15C',
    meaning: 'Taken from the player who misnamed the discard that gave mah jongg.',
    otherReading: ANY_PENALTY,
  },
  misnamedStacks: {
    label: 'Misnamed discard penalty adds to the discard penalty',
    citation: 'T13.8, T15C',
    meaning:
      'Off: the misnamed discard penalty replaces the usual penalty for throwing the winning tile, so the ' +
      'discarder loses 25 in all.',
    otherReading:
      'On: the misnamed discard penalty is taken on top of the usual penalty for throwing the winning tile ' +
      '(for example 25 and 10).',
  },
  peekPenalty: {
    label: 'Charleston peek penalty',
    citation: 'T6',
    meaning:
      'Taken at the end of the game from a player who looked at a tile taken in a blind pass, on top of ' +
      'whatever else that player scores in the game.',
    otherReading: ANY_PENALTY,
  },
  intactAfterErrorPoints: {
    label: 'Points for the one intact hand after a mah jongg in error',
    citation: 'T17D',
    meaning:
      'When a mah jongg in error ends the game with exactly one other hand still intact, that player gets ' +
      'these points and everyone else scores 0.',
    otherReading: ANY_BONUS,
  },
  threeDeadSurvivorPoints: {
    label: 'Points for the last live hand when three hands are dead',
    citation: 'DH, T17D (applied to three dead hands)',
    meaning:
      'Three dead hands end the game at once. The tournament rules say nothing about points; as after a mah jongg ' +
      'in error (T17D), the one player still live gets these points.',
    otherReading: ANY_BONUS,
  },
  erroneousWinnerKeepsWin: {
    label: 'A winner who challenged in error keeps the win',
    citation: 'T14F, T13.11; T27',
    meaning:
      'Off: a player whose disputed dead-hand challenge is found wrong at the end of the game scores 0 for that ' +
      'game (T14F, “at the end of the game”), even if they won it meanwhile: no hand value and no bonuses. The ' +
      'other players’ lines stand, the discarder’s penalty included.',
    otherReading:
      'On: the Director lets the win stand (T27): the winner scores the hand and its bonuses, and the wrong ' +
      'challenge costs nothing.',
  },
  incompleteKeepsPenalties: {
    label: 'Penalties still count in an incomplete game',
    citation: 'T13.4, T14, T6',
    meaning:
      'On: when time runs out, nobody scores hand, bonus or wall points, but dead hands and Charleston peeks are ' +
      'still penalised.',
    otherReading: 'Off: every player scores exactly 0 in an incomplete game, penalties included.',
  },
  verification: {
    label: 'Who verifies score cards',
    citation: 'T4',
    meaning:
      'A (East) and C (West) verify each other’s cards, and B (North) and D (South). A card whose partner seat ' +
      'is empty is verified by the first other seat in the order A, B, C, D.',
    otherReading: 'East (seat A) verifies every card, as in tournaments with an East scorekeeper.',
    choices: choicesOf(VERIFICATION_LABELS),
  },
  tieBreaks: {
    label: 'Tie-breaks in the standings',
    citation: 'T27 (the tournament rules do not say: the Director chooses)',
    meaning:
      'Players tied on total points are ranked by the number of mah jonggs they won, then by their best single ' +
      'game; players still tied share the rank.',
    otherReading: 'The two tie-breaks in the other order, only one of them, or none (ties are shared at once).',
    choices: choicesOf(TIE_BREAK_LABELS),
  },
} as const satisfies Record<RulesetKey, OptionText>;

/** Every ruleset option in form order, with its default, for the ruleset form and the rulebook page. */
export const RULESET_OPTIONS: readonly RulesetOption[] = RULESET_KEYS.map((key) => ({
  key,
  input: inputFor(DEFAULT_RULESET[key]),
  default: DEFAULT_RULESET[key],
  ...OPTION_TEXT[key],
}));
