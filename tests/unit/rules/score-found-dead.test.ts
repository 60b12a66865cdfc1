// Rulings that hold when the game goes on (docs/rules.md §2.3): a hand found
// dead only after play went on, and a challenger found wrong at the end who had won meanwhile (T14F).
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
const deadLine = (seat: 'A' | 'B' | 'C' | 'D', points = -10) => line(seat, 'DEAD', points, 'T14, T13.9');

const foundDead: Case[] = [
  {
    name: 'found dead at the end of a mah jongg it did not throw: −10',
    game: { ...DISCARD_WIN, foundDead: ['D'] },
    lines: [WIN, line('C', 'DISCARDER', -10, 'T13.5'), deadLine('D')],
    scores: { A: 0, B: 30, C: -10, D: -10 },
  },
  {
    name: 'found dead, and it had thrown the winning tile: DISCARDER and DEAD',
    game: { ...DISCARD_WIN, winnerExposures: 2, foundDead: ['C'] },
    lines: [WIN, line('C', 'DISCARDER', -20, 'T13.6'), deadLine('C')],
    scores: { A: 0, B: 30, C: -30, D: 0 },
  },
  {
    name: 'found dead, and it had misnamed the winning discard: MISNAMED and DEAD',
    game: { ...DISCARD_WIN, misnamedDiscard: true, foundDead: ['C'] },
    lines: [WIN, line('C', 'MISNAMED', -25, 'T13.8, T15C'), deadLine('C')],
    scores: { A: 0, B: 30, C: -35, D: 0 },
  },
  {
    name: 'found dead after two others were declared dead and someone won: the mah jongg stands',
    game: { ...DISCARD_WIN, dead: ['A', 'D'], foundDead: ['C'] },
    lines: [WIN, line('C', 'DISCARDER', -10, 'T13.5'), deadLine('A'), deadLine('C'), deadLine('D')],
    scores: { A: -10, B: 30, C: -20, D: -10 },
  },
  {
    name: 'found dead after two others were declared dead in a wall game: no wall points for it',
    game: { ...FOUR, east: 'C', outcome: 'wall', dead: ['A', 'C'], foundDead: ['B'] },
    lines: [line('D', 'WALL', 10, 'T13.3'), deadLine('A'), deadLine('B'), deadLine('C')],
    scores: { A: -10, B: -10, C: -10, D: 10 },
  },
  {
    name: 'found dead when time ran out: the game stays incomplete, the penalty counts',
    game: { ...FOUR, outcome: 'incomplete', dead: ['A'], foundDead: ['B'] },
    lines: [deadLine('A'), deadLine('B')],
    scores: { A: -10, B: -10, C: 0, D: 0 },
  },
  {
    name: 'found dead when time ran out, incompleteKeepsPenalties off: everyone 0',
    game: { ...FOUR, outcome: 'incomplete', foundDead: ['B'] },
    options: { incompleteKeepsPenalties: false },
    lines: [],
    scores: { A: 0, B: 0, C: 0, D: 0 },
  },
  {
    name: 'found dead in a void game: nothing for anyone',
    game: { ...FOUR, outcome: 'void', foundDead: ['B'] },
    lines: [],
    scores: { A: 0, B: 0, C: 0, D: 0 },
  },
  {
    name: 'the last live hand after three dead is found dead: no survivor points',
    game: { ...FOUR, outcome: 'three_dead', dead: ['A', 'B', 'C'], foundDead: ['D'] },
    lines: [deadLine('A'), deadLine('B'), deadLine('C'), deadLine('D')],
    scores: { A: -10, B: -10, C: -10, D: -10 },
  },
  {
    name: 'the one intact hand after a mah jongg in error is found dead: no intact points',
    game: { ...FOUR, outcome: 'mahjong_in_error', mahjongInError: ['C'], threwIn: ['A', 'B'], foundDead: ['D'] },
    lines: [line('C', 'MAHJONG_IN_ERROR', 0, 'T17B'), deadLine('D')],
    scores: { A: 0, B: 0, C: 0, D: -10 },
  },
  {
    name: 'found dead with a Charleston peek: both penalties',
    game: { ...SELF_PICKED_WIN, foundDead: ['A'], charlestonPeek: ['A'] },
    lines: [WIN, line('B', 'SELF_PICK', 10, 'T13.1'), deadLine('A'), line('A', 'CHARLESTON_PEEK', -10, 'T6')],
    scores: { A: -20, B: 40, C: 0, D: 0 },
  },
  {
    name: 'found dead at a 3-player table, with the deadPenalty of the ruleset',
    game: { ...THREE, outcome: 'wall', foundDead: ['C'] },
    options: { deadPenalty: 15 },
    lines: [line('A', 'WALL', 10, 'T13.3'), line('B', 'WALL', 10, 'T13.3'), deadLine('C', -15)],
    scores: { A: 10, B: 10, C: -15 },
  },
];

const CHALLENGE_WRONG = line('B', 'ERRONEOUS_CHALLENGE', 0, 'T14F, T13.11');

const erroneousWinner: Case[] = [
  {
    name: 'found wrong when the challenger had self-picked the win: 0 in place of hand and bonuses (T14F)',
    game: { ...SELF_PICKED_WIN, jokerless: true, erroneousChallengers: ['B'] },
    lines: [CHALLENGE_WRONG],
    scores: { A: 0, B: 0, C: 0, D: 0 },
  },
  {
    name: 'found wrong when the challenger had won on a discard: the discarder still pays',
    game: { ...DISCARD_WIN, winnerExposures: 3, erroneousChallengers: ['B'] },
    lines: [line('C', 'DISCARDER', -25, 'T13.7'), CHALLENGE_WRONG],
    scores: { A: 0, B: 0, C: -25, D: 0 },
  },
  {
    name: 'found wrong, the winner had peeked: the peek still counts',
    game: { ...SELF_PICKED_WIN, erroneousChallengers: ['B'], charlestonPeek: ['B'] },
    lines: [CHALLENGE_WRONG, line('B', 'CHARLESTON_PEEK', -10, 'T6')],
    scores: { A: 0, B: -10, C: 0, D: 0 },
  },
  {
    name: 'erroneousWinnerKeepsWin: the self-picked win stands, the challenge costs nothing (T27)',
    game: { ...SELF_PICKED_WIN, jokerless: true, erroneousChallengers: ['B'] },
    options: { erroneousWinnerKeepsWin: true },
    lines: [WIN, line('B', 'SELF_PICK', 10, 'T13.1'), line('B', 'JOKERLESS', 20, 'T13.2')],
    scores: { A: 0, B: 60, C: 0, D: 0 },
  },
  {
    name: 'erroneousWinnerKeepsWin: the discard win stands and the discarder pays',
    game: { ...DISCARD_WIN, erroneousChallengers: ['B'] },
    options: { erroneousWinnerKeepsWin: true },
    lines: [WIN, line('C', 'DISCARDER', -10, 'T13.5')],
    scores: { A: 0, B: 30, C: -10, D: 0 },
  },
  {
    name: 'erroneousWinnerKeepsWin does not spare a challenger who did not win',
    game: { ...DISCARD_WIN, erroneousChallengers: ['D'] },
    options: { erroneousWinnerKeepsWin: true },
    lines: [WIN, line('C', 'DISCARDER', -10, 'T13.5'), line('D', 'ERRONEOUS_CHALLENGE', 0, 'T14F, T13.11')],
    scores: { A: 0, B: 30, C: -10, D: 0 },
  },
  {
    name: 'a winner found wrong and a discarder found dead in the same game',
    game: { ...DISCARD_WIN, erroneousChallengers: ['B'], foundDead: ['C'] },
    lines: [line('C', 'DISCARDER', -10, 'T13.5'), CHALLENGE_WRONG, deadLine('C')],
    scores: { A: 0, B: 0, C: -20, D: 0 },
  },
];

describe.each([
  ['a hand found dead afterwards', foundDead],
  ['a winner who challenged in error', erroneousWinner],
])('scoreGame: %s', (_, cases) => {
  test.each(cases)('$name', ({ game, options: chosen, lines, scores }) => {
    const scored = scoreGame(valid(game), ruleset(chosen));
    expect(scored.lines).toEqual(lines);
    expect(scored.scores).toEqual(scores);
  });
});
