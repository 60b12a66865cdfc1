// The five rulings that hold when the game goes on (issue #19), from the facts to the game's points: the proposal's
// effects applied to the game as it was entered, validated and scored under the default ruleset or the one named.
import { describe, expect, test } from 'vitest';
import {
  gameAfterRuling,
  proposeRuling,
  scoreGame,
  type GameRecordInput,
  type IncidentFacts,
  type RulesetInput,
} from '@/lib/rules';
import { FOUR, ruleset } from './helpers';

const TABLE = { seats: ['A', 'B', 'C', 'D'], east: 'A' } as const;
const CHALLENGE = { kind: 'DEAD_HAND_CHALLENGE', challenger: 'B', challenged: 'C', challengerLive: true } as const;
const SETTLED_DEAD = { ...CHALLENGE, grounds: 'unwinnable', response: 'disputed', finding: 'dead' } as const;
const SETTLED_WRONG = { ...CHALLENGE, grounds: 'no_such_hand', response: 'disputed', finding: 'not_dead' } as const;

const win = (winner: 'A' | 'B' | 'C' | 'D', more: Partial<GameRecordInput>): GameRecordInput => ({
  ...FOUR,
  outcome: 'mahjong',
  winner,
  handValue: 30,
  ...more,
});

interface Row {
  name: string;
  facts: IncidentFacts;
  /** The game as entered when the ruling is made; null when not entered yet. */
  record: GameRecordInput | null;
  options?: RulesetInput;
  outcome: string;
  scores: Record<string, number>;
}

const rows: Row[] = [
  {
    name: 'settled dead after two others were declared dead and someone won: the win stands',
    facts: SETTLED_DEAD,
    record: win('B', { selfPicked: true, dead: ['A', 'D'] }),
    outcome: 'mahjong',
    scores: { A: -10, B: 40, C: -10, D: -10 },
  },
  {
    name: 'settled dead when time ran out: the game stays incomplete',
    facts: SETTLED_DEAD,
    record: { ...FOUR, outcome: 'incomplete', dead: ['A', 'D'] },
    outcome: 'incomplete',
    scores: { A: -10, B: 0, C: -10, D: -10 },
  },
  {
    name: 'settled dead when that hand had thrown the winning tile: DISCARDER and DEAD',
    facts: SETTLED_DEAD,
    record: win('A', { discarder: 'C', winnerExposures: 2 }),
    outcome: 'mahjong',
    scores: { A: 30, B: 0, C: -30, D: 0 },
  },
  {
    name: 'settled dead in a wall game: DEAD in place of WALL',
    facts: SETTLED_DEAD,
    record: { ...FOUR, outcome: 'wall' },
    outcome: 'wall',
    scores: { A: 10, B: 10, C: -10, D: 10 },
  },
  {
    name: 'found wrong when the challenger had self-picked the win: 0 for the winner (T14F)',
    facts: SETTLED_WRONG,
    record: win('B', { selfPicked: true, jokerless: true }),
    outcome: 'mahjong',
    scores: { A: 0, B: 0, C: 0, D: 0 },
  },
  {
    name: 'found wrong when the challenger had won on a discard: the discarder still pays',
    facts: SETTLED_WRONG,
    record: win('B', { discarder: 'D', winnerExposures: 0 }),
    outcome: 'mahjong',
    scores: { A: 0, B: 0, C: 0, D: -10 },
  },
  {
    name: 'found wrong when the challenger had won, erroneousWinnerKeepsWin: the win stands (T27)',
    facts: SETTLED_WRONG,
    record: win('B', { selfPicked: true, jokerless: true }),
    options: { erroneousWinnerKeepsWin: true },
    outcome: 'mahjong',
    scores: { A: 0, B: 60, C: 0, D: 0 },
  },
  {
    name: 'a challenge on exposures that show a concealed hand, disputed: dead at once',
    facts: { ...CHALLENGE, grounds: 'concealed_exposed', response: 'disputed' },
    record: null,
    outcome: 'incomplete',
    scores: { A: 0, B: 0, C: -10, D: 0 },
  },
  {
    name: 'a touched claimed tile the claimer cannot use: the claimer is dead',
    facts: { kind: 'EXPOSING_IN_ERROR', seat: 'D', error: 'touched_claimed_tile', canUseTile: false },
    record: { ...FOUR, outcome: 'wall' },
    outcome: 'wall',
    scores: { A: 10, B: 10, C: 10, D: -10 },
  },
  {
    name: 'a wrong-wall pick found when that discard gave mah jongg: the win stands, the picker pays both',
    facts: { kind: 'WRONG_WALL', playersPicked: 1, picker: 'D', discardGaveMahjong: true },
    record: win('A', { discarder: 'D', winnerExposures: 1 }),
    outcome: 'mahjong',
    scores: { A: 30, B: 0, C: 0, D: -20 },
  },
  {
    name: 'an out-of-turn discard claimed for a good mah jongg: the discarder found dead',
    facts: { kind: 'OUT_OF_TURN_DISCARD_MAHJONG', discarder: 'C', claimer: 'A', mahjongValid: true },
    record: win('A', { discarder: 'C', winnerExposures: 3 }),
    outcome: 'mahjong',
    scores: { A: 30, B: 0, C: -35, D: 0 },
  },
  {
    name: 'an out-of-turn discard after two hands were declared dead: no third dead hand',
    facts: { kind: 'OUT_OF_TURN_DISCARD_MAHJONG', discarder: 'C', claimer: 'A', mahjongValid: true },
    record: win('A', { discarder: 'C', winnerExposures: 0, dead: ['B', 'D'] }),
    outcome: 'mahjong',
    scores: { A: 30, B: -10, C: -20, D: -10 },
  },
];

describe('rulings that hold when the game goes on, applied and scored', () => {
  test.each(rows)('$name', ({ facts, record, options, outcome, scores }) => {
    const proposal = proposeRuling(facts, { table: TABLE, record });
    expect(proposal).toMatchObject({ needs: [], open: false, directorRules: false });
    const checked = gameAfterRuling(record, proposal.effects, TABLE);
    if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
    expect(checked.game.outcome).toBe(outcome);
    expect(scoreGame(checked.game, ruleset(options)).scores).toEqual(scores);
  });

  test('a hand found dead that was meanwhile declared dead for something else pays once', () => {
    const record: GameRecordInput = { ...FOUR, outcome: 'wall', dead: ['C'] };
    const checked = gameAfterRuling(record, proposeRuling(SETTLED_DEAD, { table: TABLE, record }).effects, TABLE);
    expect(checked).toMatchObject({ ok: true, game: { dead: ['C'], foundDead: [] } });
  });
});
