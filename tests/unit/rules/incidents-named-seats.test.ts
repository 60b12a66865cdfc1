import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import {
  incidentFactsSchema,
  namedSeats,
  SEATS,
  type GameEffect,
  type IncidentFacts,
  type PlayerEffect,
  type Seat,
} from '@/lib/rules';

describe('namedSeats', () => {
  test.each<[string, IncidentFacts, (GameEffect | PlayerEffect)[], Seat[]]>([
    [
      'challenger and challenged, in seat order',
      { kind: 'DEAD_HAND_CHALLENGE', challenger: 'C', challenged: 'A', response: 'agreed' },
      [],
      ['A', 'C'],
    ],
    ['a list of seats', { kind: 'THREE_DEAD', dead: ['D', 'B', 'A'] }, [], ['A', 'B', 'D']],
    ['a seat and a list', { kind: 'SIMULTANEOUS_CLAIMS', discarder: 'A', claimants: ['C', 'D'] }, [], ['A', 'C', 'D']],
    ['an effect adds its seat', { kind: 'COURTESY', seat: 'B' }, [{ type: 'warning', seat: 'D' }], ['B', 'D']],
    [
      'a seat named twice counts once',
      { kind: 'CHARLESTON_PEEK', seat: 'C' },
      [{ type: 'charlestonPeek', seat: 'C' }],
      ['C'],
    ],
    [
      'an outcome names no seat',
      { kind: 'HEAVENLY_HAND', validHand: false },
      [{ type: 'outcome', outcome: 'void' }],
      [],
    ],
    ['facts not yet answered name none', { kind: 'MISNAMED_DISCARD' }, [], []],
  ])('%s', (_, facts, effects, seats) => {
    expect(namedSeats(facts, effects)).toEqual(seats);
  });

  test('reads stored facts as they are, ignoring what is not a seat', () => {
    const stored: Record<string, unknown> = {
      kind: 'WRONG_WALL',
      picker: 'B',
      playersPicked: 2,
      note: 'E',
      seats: ['A', 7],
    };
    expect(namedSeats(stored)).toEqual(['A', 'B']);
  });
});

/** The options of an answer that is a choice, or a list of choices. */
function choices(schema: z.ZodType): readonly string[] {
  const answer = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  if (answer instanceof z.ZodArray) return choices(answer.element as z.ZodType);
  return answer instanceof z.ZodEnum ? (answer.options as string[]) : [];
}

// namedSeats takes any seat letter in the facts for a seat: no other answer may offer one.
test.each(incidentFactsSchema.options.map((kind) => [kind.shape.kind.value, kind] as const))(
  '%s: only seat answers offer the letters A–D',
  (_, kind) => {
    for (const answer of Object.values(kind.shape as Record<string, z.ZodType>)) {
      const options = choices(answer);
      if (options.join() === SEATS.join()) continue;
      expect(options.filter((o) => SEATS.includes(o as Seat))).toEqual([]);
    }
  },
);

test('the check above sees seat answers and other choices', () => {
  const answers = (kind: IncidentFacts['kind']) =>
    incidentFactsSchema.options.find((o) => o.shape.kind.value === kind)?.shape as Record<string, z.ZodType>;
  expect(choices(answers('DEAD_HAND_CHALLENGE').challenger!)).toEqual(SEATS);
  expect(choices(answers('DEAD_HAND_CHALLENGE').response!)).toEqual(['agreed', 'disputed', 'withdrawn']);
  expect(choices(answers('THREE_DEAD').dead!)).toEqual(SEATS);
});
