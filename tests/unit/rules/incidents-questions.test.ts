import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import {
  applyEffects,
  incidentFactsSchema,
  INCIDENT_KINDS,
  proposeRuling,
  QUESTIONS,
  questionsToAsk,
  SEATS,
  validateGame,
  type Answer,
  type GameRecordInput,
  type IncidentFacts,
  type IncidentKind,
  type Question,
  type Seat,
} from '@/lib/rules';

const schemaOf = (kind: IncidentKind) => {
  const schema = incidentFactsSchema.options.find((option) => option.shape.kind.value === kind);
  if (!schema) throw new Error(`no facts schema for ${kind}`);
  return schema;
};

/** The options a fact's schema allows, for a `z.enum(...).optional()`. */
const enumOptions = (field: z.ZodType): readonly string[] =>
  ((field as z.ZodOptional<z.ZodEnum>).unwrap() as z.ZodEnum).options as readonly string[];

describe('questions and facts agree', () => {
  test.each([...INCIDENT_KINDS])('%s: one question per fact, options as the schema allows', (kind) => {
    const shape = schemaOf(kind).shape as Record<string, z.ZodType>;
    const questions = QUESTIONS[kind];
    expect(questions.map((q) => q.id).sort()).toEqual(
      Object.keys(shape)
        .filter((key) => key !== 'kind')
        .sort(),
    );
    for (const question of questions) {
      const { answer } = question;
      if (answer.type === 'option') {
        expect(answer.options.map((o) => o.value)).toEqual(enumOptions(shape[question.id] as z.ZodType));
      }
      const other =
        answer.type === 'seat' ? answer.notSameAs : answer.type === 'seats' ? answer.notIncluding : undefined;
      if (other !== undefined) expect(questions.map((q) => q.id)).toContain(other);
    }
  });

  test('facts are strict: an unknown field or kind is refused, a partial answer is kept', () => {
    expect(incidentFactsSchema.safeParse({ kind: 'CHARLESTON_PEEK', seat: 'B', sat: 'C' }).success).toBe(false);
    expect(incidentFactsSchema.safeParse({ kind: 'NOT_A_KIND' }).success).toBe(false);
    expect(incidentFactsSchema.safeParse({ kind: 'CHARLESTON_PEEK', seat: 'E' }).success).toBe(false);
    expect(incidentFactsSchema.parse({ kind: 'MISNAMED_DISCARD', discarder: 'C' })).toEqual({
      kind: 'MISNAMED_DISCARD',
      discarder: 'C',
    });
  });

  test('a form asks only what matters for the answers so far', () => {
    const asked = (facts: IncidentFacts) => questionsToAsk(facts).map((q) => q.id);
    expect(asked({ kind: 'MISNAMED_DISCARD' })).toEqual(['discarder', 'claimer', 'claimedFor']);
    expect(asked({ kind: 'MISNAMED_DISCARD', claimedFor: 'mahjong' })).toEqual([
      'discarder',
      'claimer',
      'claimedFor',
      'mahjongValid',
    ]);
    expect(asked({ kind: 'MISNAMED_DISCARD', claimedFor: 'exposure', discarderHoldsTile: false })).toContain(
      'exposedBeforeChecking',
    );
  });
});

/** Any answer the facts schema accepts, the seats at the table or not. */
function answerArb(answer: Answer): fc.Arbitrary<unknown> {
  switch (answer.type) {
    case 'seat':
      return fc.constantFrom(...SEATS);
    case 'seats':
      return fc.subarray([...SEATS]);
    case 'yesNo':
      return fc.boolean();
    case 'number':
      return fc.integer({ min: answer.min, max: answer.max });
    case 'option':
      return fc.constantFrom(...answer.options.map((o) => o.value));
  }
}

const factsArb: fc.Arbitrary<IncidentFacts> = fc.constantFrom(...INCIDENT_KINDS).chain((kind) =>
  fc
    .tuple(
      ...QUESTIONS[kind].map((q) =>
        fc.option(
          answerArb(q.answer).map((value) => [q.id, value] as const),
          { nil: undefined },
        ),
      ),
    )
    .map((answers) => ({ kind, ...Object.fromEntries(answers.filter((a) => a !== undefined)) }) as IncidentFacts),
);

const contextArb = fc
  .record({
    seats: fc.oneof(fc.constant([...SEATS]), fc.shuffledSubarray([...SEATS], { minLength: 3, maxLength: 3 })),
    complaints: fc.option(fc.nat(3), { nil: undefined }),
  })
  .chain(({ seats, complaints }) =>
    fc.record({
      table: fc.constantFrom(...seats).map((east) => ({ seats: SEATS.filter((s) => seats.includes(s)), east })),
      earlierComplaints: fc.constant(complaints),
      record: fc.constant(null),
    }),
  );

test('any answers, complete or not: a proposal, never a crash, and its promises kept', () => {
  fc.assert(
    fc.property(factsArb, contextArb, (facts, context) => {
      expect(incidentFactsSchema.safeParse(facts).success).toBe(true);
      const proposal = proposeRuling(facts, context);
      const seats: readonly Seat[] = context.table.seats;
      if (proposal.needs.length > 0 || proposal.directorRules || proposal.open) {
        expect(proposal.effects).toEqual([]);
        expect(proposal.playerEffects).toEqual([]);
      }
      if (proposal.needs.length === 0) {
        expect(proposal.ruling.length).toBeGreaterThan(20);
        expect(proposal.citations[0]?.rule).toMatch(/^T\d/);
      }
      if (proposal.open) expect(facts.kind).toBe('DEAD_HAND_CHALLENGE');
      for (const effect of [...proposal.effects, ...proposal.playerEffects]) {
        if ('seat' in effect) expect(seats).toContain(effect.seat);
      }
      const record = applyEffects(null, proposal.effects, context.table);
      expect(record.seats).toEqual(seats);
    }),
    { numRuns: 2000 },
  );
});

/** Every answer a form can give to a question, given the answers before it: seats only from the table. */
function answersTo(question: Question, facts: Record<string, unknown>, table: readonly Seat[]): unknown[] {
  const { answer } = question;
  switch (answer.type) {
    case 'seat':
      return table.filter((seat) => seat !== facts[answer.notSameAs ?? '']);
    case 'seats': {
      const pool = table.filter((seat) => seat !== facts[answer.notIncluding ?? '']);
      const subsets = pool.reduce<Seat[][]>((all, seat) => [...all, ...all.map((s) => [...s, seat])], [[]]);
      return subsets.filter((subset) => subset.length >= answer.min);
    }
    case 'yesNo':
      return [true, false];
    case 'number':
      return Array.from({ length: answer.max - answer.min + 1 }, (_, i) => answer.min + i);
    case 'option':
      return answer.options.map((o) => o.value);
  }
}

/** Every set of answers a form can complete, walking the questions in order; a game-end answer may still be open. */
function* completions(
  facts: IncidentFacts,
  table: readonly Seat[],
  decided = new Set<string>(),
): Generator<IncidentFacts> {
  const question = questionsToAsk(facts).find((q) => !decided.has(q.id));
  if (!question) {
    yield facts;
    return;
  }
  const answers = answersTo(question, facts, table);
  for (const answer of question.atGameEnd ? [...answers, undefined] : answers) {
    const next = { ...facts, [question.id]: answer } as IncidentFacts;
    yield* completions(next, table, new Set([...decided, question.id]));
  }
}

const TABLES = [
  { seats: [...SEATS], east: 'A' },
  { seats: ['A', 'C', 'D'], east: 'C' },
] as const satisfies readonly { seats: readonly Seat[]; east: Seat }[];

const RECORDS: (GameRecordInput | null)[] = [
  null,
  { seats: [...SEATS], east: 'A', outcome: 'incomplete', dead: ['A', 'B'] },
];

describe('every way through the questions ends in a proposal whose effects make a valid record', () => {
  test.each([...INCIDENT_KINDS])('%s', (kind) => {
    let count = 0;
    for (const table of TABLES) {
      for (const record of RECORDS.filter((r) => r === null || r.seats.length === table.seats.length)) {
        for (const facts of completions({ kind } as IncidentFacts, table.seats)) {
          const context = { table, record, earlierComplaints: count % 2 };
          const proposal = proposeRuling(facts, context);
          expect(proposal.needs, JSON.stringify(facts)).toEqual([]);
          const entered = applyEffects(record, proposal.effects, table);
          // A misnamed mah jongg or a heavenly hand waits for the scorekeeper to enter the hand.
          if (!proposal.effects.some((e) => e.type === 'misnamedDiscard' || e.type === 'heavenly')) {
            const checked = validateGame(entered);
            expect(checked.ok ? [] : checked.problems, JSON.stringify({ facts, record })).toEqual([]);
          }
          count += 1;
        }
      }
    }
    expect(count).toBeGreaterThan(0);
  });
});
