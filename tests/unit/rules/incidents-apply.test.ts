import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  applyEffects,
  proposeRuling,
  scoreGame,
  SEATS,
  validateGame,
  type GameEffect,
  type GameRecordInput,
  type IncidentFacts,
  type Seat,
} from '@/lib/rules';
import { validGameArb } from './arbitraries';
import { DISCARD_WIN, FOUR, line, ruleset, valid } from './helpers';

const TABLE = { seats: ['A', 'B', 'C', 'D'], east: 'A' } as const;
const WALL: GameRecordInput = { ...FOUR, outcome: 'wall' };

const scored = (record: GameRecordInput) => scoreGame(valid(record), ruleset());

/** The ruling's effects on a game not yet entered, as the scorekeeper would find it. */
const ruled = (facts: IncidentFacts, record: GameRecordInput | null = null) =>
  applyEffects(record, proposeRuling(facts, { table: TABLE, record }).effects, TABLE);

describe('effects on typical records validate and score', () => {
  test('dead on a wall game: −10 and no WALL for that seat', () => {
    const { scores, lines } = scored(applyEffects(WALL, [{ type: 'dead', seat: 'B' }], TABLE));
    expect(scores).toEqual({ A: 10, B: -10, C: 10, D: 10 });
    expect(lines).toContainEqual(line('B', 'DEAD', -10, 'T14, T13.9'));
    expect(lines.filter((l) => l.seat === 'B')).toHaveLength(1);
  });

  test('misnamed discard on a discard mah jongg: MISNAMED −25 instead of DISCARDER', () => {
    const { scores, lines } = scored(applyEffects(DISCARD_WIN, [{ type: 'misnamedDiscard', seat: 'C' }], TABLE));
    expect(scores).toEqual({ A: 0, B: 30, C: -25, D: 0 });
    expect(lines.map((l) => l.item)).not.toContain('DISCARDER');
  });

  test('a challenger in error on a wall game scores 0, neither WALL nor DEAD', () => {
    const { scores } = scored(applyEffects(WALL, [{ type: 'erroneousChallenger', seat: 'D' }], TABLE));
    expect(scores).toEqual({ A: 10, B: 10, C: 10, D: 0 });
  });

  test('a Charleston peek adds −10 to whatever else the seat scores', () => {
    const { scores } = scored(applyEffects(DISCARD_WIN, [{ type: 'charlestonPeek', seat: 'C' }], TABLE));
    expect(scores).toEqual({ A: 0, B: 30, C: -20, D: 0 });
  });

  test('a game not yet entered starts incomplete: the dead hand still pays', () => {
    const record = applyEffects(null, [{ type: 'dead', seat: 'B' }], TABLE);
    expect(record).toEqual({ seats: ['A', 'B', 'C', 'D'], east: 'A', outcome: 'incomplete', dead: ['B'] });
    expect(scored(record).scores).toEqual({ A: 0, B: -10, C: 0, D: 0 });
  });

  test('a mah jongg in error leaving one intact hand ends the game: the intact hand scores', () => {
    const record = ruled({
      kind: 'MAHJONG_IN_ERROR',
      declarer: 'B',
      exposed: 'tiles',
      concealedHand: false,
      threwIn: ['C', 'D'],
    });
    expect(record.outcome).toBe('mahjong_in_error');
    expect(scored(record).scores).toEqual({ A: 10, B: 0, C: 0, D: 0 });
  });

  test('a third dead hand ends the game: three_dead, the live hand the survivor', () => {
    const record = ruled(
      { kind: 'PICKING_AHEAD', seat: 'D', racked: true },
      { ...FOUR, outcome: 'incomplete', dead: ['A', 'B'] },
    );
    expect(record).toMatchObject({ outcome: 'three_dead', dead: ['A', 'B', 'D'] });
    expect(scored(record).scores).toEqual({ A: -10, B: -10, C: 10, D: -10 });
  });

  test('three wrong tile counts void a game already entered: its mah jongg facts go, nobody scores', () => {
    const record = ruled({ kind: 'WRONG_TILE_COUNT', seats: ['B', 'C', 'D'] }, { ...DISCARD_WIN, dead: ['D'] });
    expect(record).toEqual({ ...FOUR, outcome: 'void', dead: ['D'] });
    expect(scored(record).scores).toEqual({ A: 0, B: 0, C: 0, D: 0 });
  });

  test('a heavenly hand: East wins, the scorekeeper adds the value, no self-pick bonus', () => {
    const record = ruled({ kind: 'HEAVENLY_HAND', validHand: true });
    expect(record).toEqual({ ...FOUR, outcome: 'mahjong', winner: 'A', heavenly: true });
    expect(validateGame(record).ok).toBe(false);
    const { lines } = scored({ ...record, handValue: 50, jokerless: true, selfPicked: true });
    expect(lines.map((l) => l.item)).toEqual(['HAND', 'JOKERLESS']);
  });

  test('a misnamed mah jongg ruled before the game is entered: valid once the scorekeeper completes it', () => {
    const record = ruled({
      kind: 'MISNAMED_DISCARD',
      discarder: 'C',
      claimer: 'B',
      claimedFor: 'mahjong',
      mahjongValid: true,
    });
    expect(validateGame(record).ok).toBe(false);
    const { scores } = scored({ ...record, outcome: 'mahjong', winner: 'B', handValue: 25, winnerExposures: 3 });
    expect(scores).toEqual({ A: 0, B: 25, C: -25, D: 0 });
  });

  test('a settled wrong challenge on a won game: the challenger 0', () => {
    const facts: IncidentFacts = {
      kind: 'DEAD_HAND_CHALLENGE',
      challenger: 'D',
      challenged: 'B',
      challengerLive: true,
      grounds: 'unwinnable',
      response: 'disputed',
      finding: 'not_dead',
    };
    expect(scored(ruled(facts, DISCARD_WIN)).scores).toEqual({ A: 0, B: 30, C: -10, D: 0 });
  });
});

describe('merging', () => {
  test('a seat already listed is not listed twice', () => {
    const record = { ...WALL, dead: ['B'] } satisfies GameRecordInput;
    expect(
      applyEffects(
        record,
        [
          { type: 'dead', seat: 'B' },
          { type: 'dead', seat: 'C' },
        ],
        TABLE,
      ).dead,
    ).toEqual(['B', 'C']);
  });

  test('the record passed in is left as it was', () => {
    const record: GameRecordInput = { ...DISCARD_WIN, dead: ['D'] };
    const before = structuredClone(record);
    applyEffects(
      record,
      [
        { type: 'dead', seat: 'A' },
        { type: 'outcome', outcome: 'void' },
      ],
      TABLE,
    );
    expect(record).toEqual(before);
  });

  const effectArb = (seats: readonly Seat[]): fc.Arbitrary<GameEffect> =>
    fc.oneof(
      fc.record({
        type: fc.constantFrom(
          'dead',
          'erroneousChallenger',
          'mahjongInError',
          'threwIn',
          'charlestonPeek',
          'misnamedDiscard',
          'heavenly',
        ),
        seat: fc.constantFrom(...seats),
      }) as fc.Arbitrary<GameEffect>,
      fc.record({
        type: fc.constant('outcome' as const),
        outcome: fc.constantFrom('void', 'three_dead', 'mahjong_in_error'),
      }),
    );

  test('applying effects twice is applying them once', () => {
    const arb = fc
      .oneof(validGameArb, fc.constant(null))
      .chain((record) => fc.tuple(fc.constant(record), fc.array(effectArb(record?.seats ?? SEATS), { maxLength: 6 })));
    fc.assert(
      fc.property(arb, ([record, effects]) => {
        const table = { seats: record?.seats ?? SEATS, east: record?.east ?? 'A' };
        const once = applyEffects(record, effects, table);
        expect(applyEffects(once, effects, table)).toEqual(once);
      }),
      { numRuns: 300 },
    );
  });
});
