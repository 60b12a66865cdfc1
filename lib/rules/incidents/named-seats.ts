import { SEATS, type Seat } from '../seats';
import type { IncidentFacts } from './facts';
import type { GameEffect, PlayerEffect } from './proposal';

const isSeat = (answer: unknown): answer is Seat => SEATS.includes(answer as Seat);

/** An answer names seats only as a seat or a list of seats (facts.ts): no other answer is a letter A–D. */
const seatsIn = (answer: unknown): Seat[] => {
  if (Array.isArray(answer)) return answer.filter(isSeat);
  return isSeat(answer) ? [answer] : [];
};

/**
 * Every seat an incident names, in seat order: in its facts, and in the effects of its proposal or ruling. Facts are
 * read as stored, so that an incident recorded under an earlier version of its kind's questions still names its seats.
 */
export function namedSeats(
  facts: IncidentFacts | Record<string, unknown>,
  effects: readonly (GameEffect | PlayerEffect)[] = [],
): Seat[] {
  const named = new Set([
    ...Object.values(facts).flatMap(seatsIn),
    ...effects.flatMap((effect) => ('seat' in effect ? [effect.seat] : [])),
  ]);
  return SEATS.filter((seat) => named.has(seat));
}
