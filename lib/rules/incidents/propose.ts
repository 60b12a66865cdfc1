import type { Seat } from '../seats';
import type { IncidentFacts } from './facts';
import { INCIDENT_INFO, type IncidentKind } from './kinds';
import { propose, type IncidentContext, type Proposal } from './proposal';
import { questionsToAsk, type Question } from './questions';
import { challengeGrounds, deadHandChallenge } from './rulings-challenge';
import {
  claimedTileRacked,
  handNotDisplayed,
  jokerExchangeDispute,
  outOfTurnDiscardMahjong,
  simultaneousClaims,
} from './rulings-claims';
import { exposingInError, mahjongInError, misnamedDiscard } from './rulings-errors';
import {
  discardBeforePick,
  earlyThrow,
  exposureAfterWallPick,
  jokerExchangeBeforePick,
  pickingAhead,
  servingWrongWall,
  tileOverturned,
  wrongTileCount,
  wrongWall,
} from './rulings-play';
import { charlestonPeek, courtesy, heavenlyHand } from './rulings-table';
import { threeDead, withThreeDead } from './three-dead';

/**
 * The ruling the rules propose for an incident, with its citations and its effects on the game and the player.
 * Facts may be partial: until every question asked is answered, and every seat named is at the table, the proposal
 * carries the kind's general ruling, no effect, and in `needs` what is still to be answered.
 */
export function proposeRuling(facts: IncidentFacts, context: IncidentContext): Proposal {
  const needs = questionsToAsk(facts).flatMap((question) => answerNeeds(question, facts, context));
  if (needs.length > 0) return incomplete(facts.kind, needs);
  const proposal = rulingFor(facts, context);
  if (proposal.needs.length > 0) return incomplete(facts.kind, proposal.needs);
  return withThreeDead(proposal, context);
}

function rulingFor(facts: IncidentFacts, context: IncidentContext): Proposal {
  switch (facts.kind) {
    case 'DEAD_HAND_CHALLENGE':
      return deadHandChallenge(facts, context);
    case 'CHALLENGE_GROUNDS':
      return challengeGrounds(facts);
    case 'MAHJONG_IN_ERROR':
      return mahjongInError(facts, context);
    case 'MISNAMED_DISCARD':
      return misnamedDiscard(facts);
    case 'EXPOSING_IN_ERROR':
      return exposingInError(facts);
    case 'PICKING_AHEAD':
      return pickingAhead(facts);
    case 'DISCARD_BEFORE_PICK':
      return discardBeforePick(facts);
    case 'JOKER_EXCHANGE_BEFORE_PICK':
      return jokerExchangeBeforePick(facts);
    case 'WRONG_WALL':
      return wrongWall(facts);
    case 'SERVING_WRONG_WALL':
      return servingWrongWall(facts);
    case 'EXPOSURE_AFTER_WALL_PICK':
      return exposureAfterWallPick(facts);
    case 'WRONG_TILE_COUNT':
      return wrongTileCount(facts, context);
    case 'TILE_OVERTURNED':
      return tileOverturned(facts);
    case 'CLAIMED_TILE_RACKED':
      return claimedTileRacked(facts);
    case 'HAND_NOT_DISPLAYED':
      return handNotDisplayed(facts);
    case 'OUT_OF_TURN_DISCARD_MAHJONG':
      return outOfTurnDiscardMahjong(facts);
    case 'CHARLESTON_PEEK':
      return charlestonPeek(facts, context);
    case 'EARLY_THROW':
      return earlyThrow(facts, context);
    case 'SIMULTANEOUS_CLAIMS':
      return simultaneousClaims(facts);
    case 'JOKER_EXCHANGE_DISPUTE':
      return jokerExchangeDispute(facts);
    case 'COURTESY':
      return courtesy(facts, context);
    case 'HEAVENLY_HAND':
      return heavenlyHand(facts, context);
    case 'THREE_DEAD':
      return threeDead(facts, context);
    default:
      return unknownKind(facts);
  }
}

function incomplete(kind: IncidentKind, needs: string[]): Proposal {
  return propose(INCIDENT_INFO[kind].ruling, [], { needs });
}

/** What is wrong with one visible question's answer: unanswered, or a seat that cannot be. */
function answerNeeds(question: Question, facts: IncidentFacts, context: IncidentContext): string[] {
  const answers = facts as Partial<Record<string, unknown>>;
  const value = answers[question.id];
  if (value === undefined) return question.atGameEnd ? [] : [question.prompt];
  const { answer } = question;
  if (answer.type === 'number') {
    const n = value as number;
    return Number.isInteger(n) && n >= answer.min && n <= answer.max
      ? []
      : [`${question.prompt} (a whole number from ${answer.min} to ${answer.max})`];
  }
  if (answer.type !== 'seat' && answer.type !== 'seats') return [];
  const named = (answer.type === 'seat' ? [value] : value) as Seat[];
  const away = named.filter((seat) => !context.table.seats.includes(seat));
  if (away.length > 0) return [`${question.prompt} (Seat ${away.join(', ')} is not at this table)`];
  if (new Set(named).size < named.length) return [`${question.prompt} (a seat is named twice)`];
  const other = answer.type === 'seat' ? answer.notSameAs : answer.notIncluding;
  if (other !== undefined && named.includes(answers[other] as Seat)) {
    return [`${question.prompt} (not Seat ${String(answers[other])} again)`];
  }
  if (answer.type === 'seats' && named.length < answer.min) {
    return [`${question.prompt} (name at least ${answer.min} seats)`];
  }
  return [];
}

function unknownKind(facts: never): never {
  throw new TypeError(`proposeRuling: unknown incident kind ${String((facts as { kind: unknown }).kind)}`);
}
