import type { RulesetKey } from './ruleset';

/** Line items of a game's score, in the order of docs/rules.md §2.1. */
export const ITEMS = [
  'HAND',
  'SELF_PICK',
  'JOKERLESS',
  'DISCARDER',
  'MISNAMED',
  'WALL',
  'DEAD',
  'ERRONEOUS_CHALLENGE',
  'MAHJONG_IN_ERROR',
  'INTACT_AFTER_ERROR',
  'CHARLESTON_PEEK',
] as const;

export type Item = (typeof ITEMS)[number];

export interface ItemInfo {
  label: string;
  who: string;
  points: string;
  citation: string;
  /** Outcome points attach to how the game ended, conduct penalties to what a player did (docs/rules.md §2.1). */
  kind: 'outcome' | 'conduct';
  /** The ruleset options that decide whether the line appears and how many points it carries. */
  rulesetKeys: readonly RulesetKey[];
}

export const ITEM_INFO = {
  HAND: {
    label: 'Hand value',
    who: 'The winner',
    points: 'The card value of the winning hand',
    citation: 'T13',
    kind: 'outcome',
    rulesetKeys: [],
  },
  SELF_PICK: {
    label: 'Self-picked mah jongg',
    who: 'The winner, when the winning tile came from the wall; never for a heavenly hand',
    points: 'Plus the self-pick bonus',
    citation: 'T13.1, T12.3, T5D, T13.12',
    kind: 'outcome',
    rulesetKeys: ['selfPickBonus'],
  },
  JOKERLESS: {
    label: 'No jokers',
    who: 'The winner, when the hand has no joker, unless it is a Singles and Pairs hand',
    points: 'Plus the no-joker bonus',
    citation: 'T13.2',
    kind: 'outcome',
    rulesetKeys: ['jokerlessBonus'],
  },
  DISCARDER: {
    label: 'Threw the winning tile',
    who: 'The player whose discard gave mah jongg',
    points: 'Minus the discard penalty for the winner’s exposures: 0 or 1, 2, or 3 or more',
    citation: 'T13.5, T13.6, T13.7',
    kind: 'conduct',
    rulesetKeys: ['discarderPenalties', 'misnamedStacks'],
  },
  MISNAMED: {
    label: 'Misnamed the winning discard',
    who: 'The discarder, when the winning discard was misnamed',
    points: 'Minus the misnamed discard penalty, in place of the discard penalty unless the ruleset stacks them',
    citation: 'T13.8, T15C',
    kind: 'conduct',
    rulesetKeys: ['misnamedPenalty', 'misnamedStacks'],
  },
  WALL: {
    label: 'Wall game',
    who: 'Every player whose hand is still live when the wall runs out with no winner',
    points: 'Plus the wall game points',
    citation: 'T13.3',
    kind: 'outcome',
    rulesetKeys: ['wallPoints'],
  },
  DEAD: {
    label: 'Dead hand',
    who:
      'Every player whose hand went dead in the game, whatever the outcome, wall game included; also a hand found ' +
      'dead only after play went on (a disputed challenge settled at the end, an error found when its discard was ' +
      'claimed), which pays the discard penalty as well if it threw the winning tile',
    points: 'Minus the dead hand penalty',
    citation: 'T14, T13.9, T13.10',
    kind: 'conduct',
    rulesetKeys: ['deadPenalty', 'incompleteKeepsPenalties'],
  },
  ERRONEOUS_CHALLENGE: {
    label: 'Challenged in error',
    who:
      'A player who declared another hand dead in error; they stop playing. Found wrong only at the end of the ' +
      'game, it replaces the hand value and bonuses of a challenger who won meanwhile, unless the ruleset lets ' +
      'the win stand',
    points: '0: no dead hand penalty, no wall points, no hand value',
    citation: 'T14F, T13.11',
    kind: 'conduct',
    rulesetKeys: ['incompleteKeepsPenalties', 'erroneousWinnerKeepsWin'],
  },
  MAHJONG_IN_ERROR: {
    label: 'Mah jongg in error',
    who: 'A player who declared mah jongg in error and exposed tiles; the hand is dead',
    points: '0: no dead hand penalty, no wall points',
    citation: 'T17B, T17C, T17E',
    kind: 'conduct',
    rulesetKeys: ['incompleteKeepsPenalties'],
  },
  INTACT_AFTER_ERROR: {
    label: 'Intact hand',
    who:
      'The one player whose hand stayed intact when a mah jongg in error ended the game, or the one live ' +
      'player left when three dead hands ended it',
    points: 'Plus the intact-hand points, or the survivor points after three dead hands',
    citation: 'T17D; DH',
    kind: 'outcome',
    rulesetKeys: ['intactAfterErrorPoints', 'threeDeadSurvivorPoints'],
  },
  CHARLESTON_PEEK: {
    label: 'Peeked in the Charleston',
    who: 'A player who looked at a tile taken in a blind pass',
    points: 'Minus the Charleston peek penalty, on top of whatever else the player scores in that game',
    citation: 'T6',
    kind: 'conduct',
    rulesetKeys: ['peekPenalty', 'incompleteKeepsPenalties'],
  },
} as const satisfies Record<Item, ItemInfo>;
