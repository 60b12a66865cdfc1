import { describe, expect, test } from 'vitest';
import { scoreGame, type GameRecordInput, type Line, type RulesetInput } from '@/lib/rules';
import { DISCARD_WIN, FOUR, line, ruleset, SELF_PICKED_WIN, THREE, valid } from './helpers';

interface Case {
  name: string;
  game: GameRecordInput;
  options?: RulesetInput;
  lines: Line[];
  scores: Partial<Record<'A' | 'B' | 'C' | 'D', number>>;
}

const WIN = line('B', 'HAND', 30, 'T13');

const mahjong: Case[] = [
  {
    name: 'discard win, no exposures: −10',
    game: { ...DISCARD_WIN, winnerExposures: 0 },
    lines: [WIN, line('C', 'DISCARDER', -10, 'T13.5')],
    scores: { A: 0, B: 30, C: -10, D: 0 },
  },
  {
    name: 'discard win, 1 exposure: −10',
    game: DISCARD_WIN,
    lines: [WIN, line('C', 'DISCARDER', -10, 'T13.5')],
    scores: { A: 0, B: 30, C: -10, D: 0 },
  },
  {
    name: 'discard win, 2 exposures: −20',
    game: { ...DISCARD_WIN, winnerExposures: 2 },
    lines: [WIN, line('C', 'DISCARDER', -20, 'T13.6')],
    scores: { A: 0, B: 30, C: -20, D: 0 },
  },
  {
    name: 'discard win, 3 exposures: −25',
    game: { ...DISCARD_WIN, winnerExposures: 3 },
    lines: [WIN, line('C', 'DISCARDER', -25, 'T13.7')],
    scores: { A: 0, B: 30, C: -25, D: 0 },
  },
  {
    name: 'discard win, 4 exposures: −25',
    game: { ...DISCARD_WIN, winnerExposures: 4 },
    lines: [WIN, line('C', 'DISCARDER', -25, 'T13.7')],
    scores: { A: 0, B: 30, C: -25, D: 0 },
  },
  {
    name: 'self-picked win: +10',
    game: SELF_PICKED_WIN,
    lines: [WIN, line('B', 'SELF_PICK', 10, 'T13.1')],
    scores: { A: 0, B: 40, C: 0, D: 0 },
  },
  {
    name: 'jokerless self-picked win: +10 +20',
    game: { ...SELF_PICKED_WIN, jokerless: true },
    lines: [WIN, line('B', 'SELF_PICK', 10, 'T13.1'), line('B', 'JOKERLESS', 20, 'T13.2')],
    scores: { A: 0, B: 60, C: 0, D: 0 },
  },
  {
    name: 'jokerless discard win: the discarder still pays',
    game: { ...DISCARD_WIN, jokerless: true },
    lines: [WIN, line('B', 'JOKERLESS', 20, 'T13.2'), line('C', 'DISCARDER', -10, 'T13.5')],
    scores: { A: 0, B: 50, C: -10, D: 0 },
  },
  {
    name: 'Singles and Pairs: no jokerless bonus (T13.2)',
    game: { ...SELF_PICKED_WIN, singlesAndPairs: true, concealed: true, jokerless: true },
    lines: [WIN, line('B', 'SELF_PICK', 10, 'T13.1')],
    scores: { A: 0, B: 40, C: 0, D: 0 },
  },
  {
    name: 'concealed discard win with no exposures',
    game: { ...DISCARD_WIN, concealed: true, winnerExposures: 0 },
    lines: [WIN, line('C', 'DISCARDER', -10, 'T13.5')],
    scores: { A: 0, B: 30, C: -10, D: 0 },
  },
  {
    name: 'heavenly hand: no self-pick bonus, jokerless counts (T5D, T13.12)',
    game: { ...FOUR, outcome: 'mahjong', winner: 'A', handValue: 40, heavenly: true, jokerless: true },
    lines: [line('A', 'HAND', 40, 'T13'), line('A', 'JOKERLESS', 20, 'T13.2')],
    scores: { A: 60, B: 0, C: 0, D: 0 },
  },
  {
    name: 'heavenly hand also ticked self-picked: still no self-pick bonus',
    game: { ...FOUR, outcome: 'mahjong', winner: 'A', handValue: 40, heavenly: true, selfPicked: true },
    lines: [line('A', 'HAND', 40, 'T13')],
    scores: { A: 40, B: 0, C: 0, D: 0 },
  },
  {
    name: 'heavenly hand of a later East',
    game: { ...FOUR, east: 'C', outcome: 'mahjong', winner: 'C', handValue: 25, heavenly: true },
    lines: [line('C', 'HAND', 25, 'T13')],
    scores: { A: 0, B: 0, C: 25, D: 0 },
  },
  {
    name: 'misnamed discard: −25 in place of the discard penalty',
    game: { ...DISCARD_WIN, winnerExposures: 2, misnamedDiscard: true },
    lines: [WIN, line('C', 'MISNAMED', -25, 'T13.8, T15C')],
    scores: { A: 0, B: 30, C: -25, D: 0 },
  },
  {
    name: 'misnamed discard with misnamedStacks: both penalties',
    game: { ...DISCARD_WIN, winnerExposures: 2, misnamedDiscard: true },
    options: { misnamedStacks: true },
    lines: [WIN, line('C', 'DISCARDER', -20, 'T13.6'), line('C', 'MISNAMED', -25, 'T13.8, T15C')],
    scores: { A: 0, B: 30, C: -45, D: 0 },
  },
  {
    name: 'a dead bystander pays the dead penalty in a mah jongg game',
    game: { ...DISCARD_WIN, dead: ['D'] },
    lines: [WIN, line('C', 'DISCARDER', -10, 'T13.5'), line('D', 'DEAD', -10, 'T14, T13.9')],
    scores: { A: 0, B: 30, C: -10, D: -10 },
  },
  {
    name: 'two dead hands and a peek in a mah jongg game',
    game: { ...SELF_PICKED_WIN, dead: ['C', 'A'], charlestonPeek: ['B'] },
    lines: [
      WIN,
      line('B', 'SELF_PICK', 10, 'T13.1'),
      line('A', 'DEAD', -10, 'T14, T13.9'),
      line('B', 'CHARLESTON_PEEK', -10, 'T6'),
      line('C', 'DEAD', -10, 'T14, T13.9'),
    ],
    scores: { A: -10, B: 30, C: -10, D: 0 },
  },
  {
    name: 'mah jongg after a mah jongg in error: the erring and exposed hands score 0',
    game: { ...SELF_PICKED_WIN, mahjongInError: ['C'], threwIn: ['D'], dead: ['C'] },
    lines: [WIN, line('B', 'SELF_PICK', 10, 'T13.1'), line('C', 'MAHJONG_IN_ERROR', 0, 'T17B')],
    scores: { A: 0, B: 40, C: 0, D: 0 },
  },
  {
    name: '3-player table: only three seats score',
    game: { ...THREE, outcome: 'mahjong', winner: 'C', handValue: 25, discarder: 'A', winnerExposures: 2 },
    lines: [line('C', 'HAND', 25, 'T13'), line('A', 'DISCARDER', -20, 'T13.6')],
    scores: { A: -20, B: 0, C: 25 },
  },
  {
    name: '3-player table without seat A, listed out of order',
    game: {
      seats: ['D', 'B', 'C'],
      east: 'D',
      outcome: 'mahjong',
      winner: 'D',
      handValue: 35,
      selfPicked: true,
      dead: ['B'],
    },
    lines: [line('D', 'HAND', 35, 'T13'), line('D', 'SELF_PICK', 10, 'T13.1'), line('B', 'DEAD', -10, 'T14, T13.9')],
    scores: { B: -10, C: 0, D: 45 },
  },
];

const others: Case[] = [
  {
    name: 'wall game: every live hand +10',
    game: { ...FOUR, outcome: 'wall' },
    lines: ['A', 'B', 'C', 'D'].map((seat) => line(seat as 'A', 'WALL', 10, 'T13.3')),
    scores: { A: 10, B: 10, C: 10, D: 10 },
  },
  {
    name: 'wall game: a dead hand pays instead of scoring',
    game: { ...FOUR, outcome: 'wall', dead: ['D'] },
    lines: [
      line('A', 'WALL', 10, 'T13.3'),
      line('B', 'WALL', 10, 'T13.3'),
      line('C', 'WALL', 10, 'T13.3'),
      line('D', 'DEAD', -10, 'T14, T13.9'),
    ],
    scores: { A: 10, B: 10, C: 10, D: -10 },
  },
  {
    name: 'wall game: an erroneous challenger scores 0, even when also listed dead',
    game: { ...FOUR, outcome: 'wall', erroneousChallengers: ['B'], dead: ['B'] },
    lines: [
      line('A', 'WALL', 10, 'T13.3'),
      line('C', 'WALL', 10, 'T13.3'),
      line('D', 'WALL', 10, 'T13.3'),
      line('B', 'ERRONEOUS_CHALLENGE', 0, 'T14F, T13.11'),
    ],
    scores: { A: 10, B: 0, C: 10, D: 10 },
  },
  {
    name: 'wall game after a mah jongg in error: the erring and exposed hands get no wall points',
    game: { ...FOUR, outcome: 'wall', mahjongInError: ['A'], threwIn: ['B'], dead: ['B'] },
    lines: [line('C', 'WALL', 10, 'T13.3'), line('D', 'WALL', 10, 'T13.3'), line('A', 'MAHJONG_IN_ERROR', 0, 'T17B')],
    scores: { A: 0, B: 0, C: 10, D: 10 },
  },
  {
    name: 'wall game: a peek is added to the wall points',
    game: { ...FOUR, outcome: 'wall', charlestonPeek: ['C'] },
    lines: [
      line('A', 'WALL', 10, 'T13.3'),
      line('B', 'WALL', 10, 'T13.3'),
      line('C', 'WALL', 10, 'T13.3'),
      line('D', 'WALL', 10, 'T13.3'),
      line('C', 'CHARLESTON_PEEK', -10, 'T6'),
    ],
    scores: { A: 10, B: 10, C: 0, D: 10 },
  },
  {
    name: '3-player wall game with two dead hands',
    game: { ...THREE, outcome: 'wall', dead: ['A', 'B'] },
    lines: [line('C', 'WALL', 10, 'T13.3'), line('A', 'DEAD', -10, 'T14, T13.9'), line('B', 'DEAD', -10, 'T14, T13.9')],
    scores: { A: -10, B: -10, C: 10 },
  },
  {
    name: 'incomplete game: no outcome points, penalties kept',
    game: { ...FOUR, outcome: 'incomplete', dead: ['A'], charlestonPeek: ['B'], erroneousChallengers: ['C'] },
    lines: [
      line('A', 'DEAD', -10, 'T14, T13.9'),
      line('B', 'CHARLESTON_PEEK', -10, 'T6'),
      line('C', 'ERRONEOUS_CHALLENGE', 0, 'T14F, T13.11'),
    ],
    scores: { A: -10, B: -10, C: 0, D: 0 },
  },
  {
    name: 'incomplete game with incompleteKeepsPenalties off: everyone exactly 0, no lines',
    game: { ...FOUR, outcome: 'incomplete', dead: ['A'], charlestonPeek: ['B'], erroneousChallengers: ['C'] },
    options: { incompleteKeepsPenalties: false },
    lines: [],
    scores: { A: 0, B: 0, C: 0, D: 0 },
  },
  {
    name: 'mah jongg in error, one hand intact: +10 to it',
    game: { ...FOUR, outcome: 'mahjong_in_error', mahjongInError: ['C'], threwIn: ['A', 'B'] },
    lines: [line('D', 'INTACT_AFTER_ERROR', 10, 'T17D'), line('C', 'MAHJONG_IN_ERROR', 0, 'T17B')],
    scores: { A: 0, B: 0, C: 0, D: 10 },
  },
  {
    name: 'mah jongg in error, no hand intact: everyone 0',
    game: { ...FOUR, outcome: 'mahjong_in_error', mahjongInError: ['C'], threwIn: ['A', 'B', 'D'] },
    lines: [line('C', 'MAHJONG_IN_ERROR', 0, 'T17B')],
    scores: { A: 0, B: 0, C: 0, D: 0 },
  },
  {
    name: 'mah jongg in error with a dead hand and a peek: the penalties still count',
    game: {
      ...FOUR,
      outcome: 'mahjong_in_error',
      mahjongInError: ['C'],
      threwIn: ['A'],
      dead: ['B', 'C'],
      charlestonPeek: ['D'],
    },
    lines: [
      line('D', 'INTACT_AFTER_ERROR', 10, 'T17D'),
      line('B', 'DEAD', -10, 'T14, T13.9'),
      line('C', 'MAHJONG_IN_ERROR', 0, 'T17B'),
      line('D', 'CHARLESTON_PEEK', -10, 'T6'),
    ],
    scores: { A: 0, B: -10, C: 0, D: 0 },
  },
  {
    name: '3-player mah jongg in error: one hand intact',
    game: { ...THREE, outcome: 'mahjong_in_error', mahjongInError: ['A'], threwIn: ['B'] },
    lines: [line('C', 'INTACT_AFTER_ERROR', 10, 'T17D'), line('A', 'MAHJONG_IN_ERROR', 0, 'T17B')],
    scores: { A: 0, B: 0, C: 10 },
  },
  {
    name: 'three dead hands: −10 each, +10 to the survivor',
    game: { ...FOUR, outcome: 'three_dead', dead: ['A', 'B', 'D'] },
    lines: [
      line('C', 'INTACT_AFTER_ERROR', 10, 'DH, T17D (applied to three dead hands)'),
      line('A', 'DEAD', -10, 'T14, T13.9'),
      line('B', 'DEAD', -10, 'T14, T13.9'),
      line('D', 'DEAD', -10, 'T14, T13.9'),
    ],
    scores: { A: -10, B: -10, C: 10, D: -10 },
  },
  {
    name: 'three dead hands with threeDeadSurvivorPoints 0: the line stays, worth 0',
    game: { ...FOUR, outcome: 'three_dead', dead: ['A', 'B', 'D'] },
    options: { threeDeadSurvivorPoints: 0 },
    lines: [
      line('C', 'INTACT_AFTER_ERROR', 0, 'DH, T17D (applied to three dead hands)'),
      line('A', 'DEAD', -10, 'T14, T13.9'),
      line('B', 'DEAD', -10, 'T14, T13.9'),
      line('D', 'DEAD', -10, 'T14, T13.9'),
    ],
    scores: { A: -10, B: -10, C: 0, D: -10 },
  },
  {
    name: 'three dead hands: an erroneous challenger left over gets no survivor points',
    game: { ...FOUR, outcome: 'three_dead', dead: ['A', 'B', 'D'], erroneousChallengers: ['C'] },
    lines: [
      line('A', 'DEAD', -10, 'T14, T13.9'),
      line('B', 'DEAD', -10, 'T14, T13.9'),
      line('C', 'ERRONEOUS_CHALLENGE', 0, 'T14F, T13.11'),
      line('D', 'DEAD', -10, 'T14, T13.9'),
    ],
    scores: { A: -10, B: -10, C: 0, D: -10 },
  },
  {
    name: 'three dead hands at a 3-player table: nobody survives',
    game: { ...THREE, outcome: 'three_dead', dead: ['A', 'B', 'C'] },
    lines: [
      line('A', 'DEAD', -10, 'T14, T13.9'),
      line('B', 'DEAD', -10, 'T14, T13.9'),
      line('C', 'DEAD', -10, 'T14, T13.9'),
    ],
    scores: { A: -10, B: -10, C: -10 },
  },
  {
    name: 'void game: nothing for anyone, dead hands and peeks included',
    game: { ...FOUR, outcome: 'void', dead: ['A', 'B', 'C'], charlestonPeek: ['D'] },
    lines: [],
    scores: { A: 0, B: 0, C: 0, D: 0 },
  },
];

const options: Case[] = [
  {
    name: 'selfPickBonus',
    game: SELF_PICKED_WIN,
    options: { selfPickBonus: 15 },
    lines: [WIN, line('B', 'SELF_PICK', 15, 'T13.1')],
    scores: { A: 0, B: 45, C: 0, D: 0 },
  },
  {
    name: 'jokerlessBonus 0: the line stays, worth 0',
    game: { ...SELF_PICKED_WIN, jokerless: true },
    options: { jokerlessBonus: 0 },
    lines: [WIN, line('B', 'SELF_PICK', 10, 'T13.1'), line('B', 'JOKERLESS', 0, 'T13.2')],
    scores: { A: 0, B: 40, C: 0, D: 0 },
  },
  {
    name: 'wallPoints',
    game: { ...THREE, outcome: 'wall' },
    options: { wallPoints: 5 },
    lines: ['A', 'B', 'C'].map((seat) => line(seat as 'A', 'WALL', 5, 'T13.3')),
    scores: { A: 5, B: 5, C: 5 },
  },
  {
    name: 'deadPenalty',
    game: { ...THREE, outcome: 'incomplete', dead: ['B'] },
    options: { deadPenalty: 20 },
    lines: [line('B', 'DEAD', -20, 'T14, T13.9')],
    scores: { A: 0, B: -20, C: 0 },
  },
  {
    name: 'discarderPenalties',
    game: { ...DISCARD_WIN, winnerExposures: 2 },
    options: { discarderPenalties: [1, 2, 3] },
    lines: [WIN, line('C', 'DISCARDER', -2, 'T13.6')],
    scores: { A: 0, B: 30, C: -2, D: 0 },
  },
  {
    name: 'misnamedPenalty',
    game: { ...DISCARD_WIN, misnamedDiscard: true },
    options: { misnamedPenalty: 50 },
    lines: [WIN, line('C', 'MISNAMED', -50, 'T13.8, T15C')],
    scores: { A: 0, B: 30, C: -50, D: 0 },
  },
  {
    name: 'peekPenalty',
    game: { ...FOUR, outcome: 'incomplete', charlestonPeek: ['A', 'D'] },
    options: { peekPenalty: 5 },
    lines: [line('A', 'CHARLESTON_PEEK', -5, 'T6'), line('D', 'CHARLESTON_PEEK', -5, 'T6')],
    scores: { A: -5, B: 0, C: 0, D: -5 },
  },
  {
    name: 'intactAfterErrorPoints',
    game: { ...FOUR, outcome: 'mahjong_in_error', mahjongInError: ['A'], threwIn: ['B'], dead: ['C'] },
    options: { intactAfterErrorPoints: 7 },
    lines: [
      line('D', 'INTACT_AFTER_ERROR', 7, 'T17D'),
      line('A', 'MAHJONG_IN_ERROR', 0, 'T17B'),
      line('C', 'DEAD', -10, 'T14, T13.9'),
    ],
    scores: { A: 0, B: 0, C: -10, D: 7 },
  },
  {
    name: 'threeDeadSurvivorPoints',
    game: { ...FOUR, outcome: 'three_dead', dead: ['B', 'C', 'D'] },
    options: { threeDeadSurvivorPoints: 15 },
    lines: [
      line('A', 'INTACT_AFTER_ERROR', 15, 'DH, T17D (applied to three dead hands)'),
      line('B', 'DEAD', -10, 'T14, T13.9'),
      line('C', 'DEAD', -10, 'T14, T13.9'),
      line('D', 'DEAD', -10, 'T14, T13.9'),
    ],
    scores: { A: 15, B: -10, C: -10, D: -10 },
  },
  {
    name: 'verification and tieBreaks do not change scores',
    game: DISCARD_WIN,
    options: { verification: 'east', tieBreaks: ['bestGame'] },
    lines: [WIN, line('C', 'DISCARDER', -10, 'T13.5')],
    scores: { A: 0, B: 30, C: -10, D: 0 },
  },
];

describe.each([
  ['mah jongg', mahjong],
  ['other outcomes', others],
  ['ruleset options', options],
])('scoreGame: %s', (_, cases) => {
  test.each(cases)('$name', ({ game, options: chosen, lines, scores }) => {
    const scored = scoreGame(valid(game), ruleset(chosen));
    expect(scored.lines).toEqual(lines);
    expect(scored.scores).toEqual(scores);
    expect(Object.keys(scored.scores)).toEqual(Object.keys(scores).sort());
  });
});

test('scoreGame refuses a mah jongg record without a winner rather than scoring it wrongly', () => {
  const unchecked = { ...valid(SELF_PICKED_WIN), winner: undefined };
  expect(() => scoreGame(unchecked, ruleset())).toThrow(/validate it first/);
});
