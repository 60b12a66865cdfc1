import {
  DEFAULT_RULESET,
  rulesetSchema,
  validateGame,
  type GameRecord,
  type GameRecordInput,
  type Line,
  type RulesetInput,
} from '@/lib/rules';
import type { Item, Ruleset, Seat } from '@/lib/rules';

export const FOUR: Pick<GameRecordInput, 'seats' | 'east'> = { seats: ['A', 'B', 'C', 'D'], east: 'A' };
export const THREE: Pick<GameRecordInput, 'seats' | 'east'> = { seats: ['A', 'B', 'C'], east: 'A' };

/** A discard win at a 4-player table: B wins on C's discard with one exposure. */
export const DISCARD_WIN: GameRecordInput = {
  ...FOUR,
  outcome: 'mahjong',
  winner: 'B',
  handValue: 30,
  discarder: 'C',
  winnerExposures: 1,
};
/** A self-picked win at a 4-player table by B. */
export const SELF_PICKED_WIN: GameRecordInput = {
  ...FOUR,
  outcome: 'mahjong',
  winner: 'B',
  handValue: 30,
  selfPicked: true,
};

export const line = (seat: Seat, item: Item, points: number, rule: string): Line => ({ seat, item, points, rule });

/** The record as the validator accepts it; fails the test with the problems otherwise. */
export function valid(input: GameRecordInput): GameRecord {
  const checked = validateGame(input);
  if (!checked.ok) throw new Error(`expected a valid record, got ${JSON.stringify(checked.problems, null, 1)}`);
  return checked.game;
}

export const ruleset = (options: RulesetInput = {}): Ruleset =>
  Object.keys(options).length === 0 ? DEFAULT_RULESET : rulesetSchema.parse(options);
