import type { Item } from './items';
import type { GameRecord } from './record';
import type { Ruleset } from './ruleset';
import { SEATS, type Seat } from './seats';
import { liveSeats } from './status';

export interface Line {
  seat: Seat;
  item: Item;
  points: number;
  rule: string;
}

export interface GameScore {
  /** One entry per seat of the record, in A–D order; an empty seat of a 3-player table has none. */
  scores: Partial<Record<Seat, number>>;
  /** The outcome's lines first, then the conduct lines, each in seat order. */
  lines: Line[];
}

const DISCARDER_RULES = ['T13.5', 'T13.6', 'T13.7'] as const;

/** A penalty as points; `0 - amount` rather than `-amount` so that a 0 penalty is 0, not -0. */
const minus = (amount: number) => 0 - amount;

/**
 * The score of one validated game under a ruleset: every seat's points as the sum of its line items.
 * Pure and deterministic; a record that `validateGame` has not accepted may score wrongly.
 */
export function scoreGame(game: GameRecord, ruleset: Ruleset): GameScore {
  const lines: Line[] = [];
  let conductCounts = true;
  switch (game.outcome) {
    case 'mahjong':
      addMahjongLines(game, ruleset, lines);
      break;
    case 'wall':
      for (const seat of liveSeats(game)) lines.push({ seat, item: 'WALL', points: ruleset.wallPoints, rule: 'T13.3' });
      break;
    case 'incomplete':
      conductCounts = ruleset.incompleteKeepsPenalties;
      break;
    case 'mahjong_in_error':
      addSurvivorLine(game, ruleset.intactAfterErrorPoints, 'T17D', lines);
      break;
    case 'three_dead':
      addSurvivorLine(game, ruleset.threeDeadSurvivorPoints, 'DH, T17D (applied to three dead hands)', lines);
      break;
    case 'void':
      conductCounts = false;
      break;
    default:
      return unknownOutcome(game.outcome);
  }
  if (conductCounts) addConductLines(game, ruleset, lines);
  return { scores: totals(game, lines), lines };
}

function addMahjongLines(game: GameRecord, ruleset: Ruleset, lines: Line[]): void {
  const { winner, handValue, discarder } = game;
  if (winner === undefined || handValue === undefined) {
    throw new TypeError('scoreGame: a mah jongg record needs a winner and a hand value; validate it first');
  }
  // A winner whose disputed challenge was found wrong scores ERRONEOUS_CHALLENGE in their place (T14F), unless the
  // ruleset lets the win stand (T27); the other seats' lines stand either way.
  if (!winnerChallengedInError(game, ruleset)) addWinnerLines(game, winner, handValue, ruleset, lines);
  if (discarder === undefined) return;
  if (!game.misnamedDiscard || ruleset.misnamedStacks) {
    const exposures = game.winnerExposures ?? 0;
    const tier = exposures <= 1 ? 0 : exposures === 2 ? 1 : 2;
    lines.push({
      seat: discarder,
      item: 'DISCARDER',
      points: minus(ruleset.discarderPenalties[tier]),
      rule: DISCARDER_RULES[tier],
    });
  }
  if (game.misnamedDiscard) {
    lines.push({ seat: discarder, item: 'MISNAMED', points: minus(ruleset.misnamedPenalty), rule: 'T13.8, T15C' });
  }
}

function addWinnerLines(game: GameRecord, winner: Seat, handValue: number, ruleset: Ruleset, lines: Line[]): void {
  lines.push({ seat: winner, item: 'HAND', points: handValue, rule: 'T13' });
  // A heavenly hand may also be ticked as self-picked: T5D and T13.12 still refuse it the bonus.
  if (game.selfPicked && !game.heavenly) {
    lines.push({ seat: winner, item: 'SELF_PICK', points: ruleset.selfPickBonus, rule: 'T13.1' });
  }
  if (game.jokerless && !game.singlesAndPairs) {
    lines.push({ seat: winner, item: 'JOKERLESS', points: ruleset.jokerlessBonus, rule: 'T13.2' });
  }
}

/** The winner is also an erroneous challenger, and scores 0 for it at the end of the game (T14F, docs/rules.md §2.3). */
const winnerChallengedInError = (game: GameRecord, ruleset: Ruleset) =>
  game.winner !== undefined && game.erroneousChallengers.includes(game.winner) && !ruleset.erroneousWinnerKeepsWin;

/** The one hand left playing gets the points, even 0, so that the line shows why it scored what it did. */
function addSurvivorLine(game: GameRecord, points: number, rule: string, lines: Line[]): void {
  const live = liveSeats(game);
  if (live.length === 1 && live[0] !== undefined) {
    lines.push({ seat: live[0], item: 'INTACT_AFTER_ERROR', points, rule });
  }
}

function addConductLines(game: GameRecord, ruleset: Ruleset, lines: Line[]): void {
  for (const seat of SEATS) {
    if (!game.seats.includes(seat)) continue;
    if (game.erroneousChallengers.includes(seat)) {
      // A winner the ruleset lets keep the win loses nothing for the challenge (T27).
      if (seat !== game.winner || !ruleset.erroneousWinnerKeepsWin) {
        lines.push({ seat, item: 'ERRONEOUS_CHALLENGE', points: 0, rule: 'T14F, T13.11' });
      }
    } else if (game.mahjongInError.includes(seat)) {
      lines.push({ seat, item: 'MAHJONG_IN_ERROR', points: 0, rule: 'T17B' });
    } else if ((game.dead.includes(seat) || game.foundDead.includes(seat)) && !game.threwIn.includes(seat)) {
      // Only a hand still in play pays for going dead: out of play, it scores 0 (T13.11, T17B, T17D).
      lines.push({ seat, item: 'DEAD', points: minus(ruleset.deadPenalty), rule: 'T14, T13.9' });
    }
    if (game.charlestonPeek.includes(seat)) {
      lines.push({ seat, item: 'CHARLESTON_PEEK', points: minus(ruleset.peekPenalty), rule: 'T6' });
    }
  }
}

function totals(game: GameRecord, lines: readonly Line[]): Partial<Record<Seat, number>> {
  const scores: Partial<Record<Seat, number>> = {};
  for (const seat of SEATS) if (game.seats.includes(seat)) scores[seat] = 0;
  for (const line of lines) scores[line.seat] = (scores[line.seat] ?? 0) + line.points;
  return scores;
}

function unknownOutcome(outcome: never): never {
  throw new TypeError(`scoreGame: unknown outcome ${String(outcome)}`);
}
