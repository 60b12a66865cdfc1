// fast-check arbitraries of valid game records and rulesets. They restate the rules of docs/rules.md §2 on their own,
// without calling the validator, so that "the validator accepts every generated record" is a real test.
import fc from 'fast-check';
import {
  AMOUNT_KEYS,
  MAX_AMOUNT,
  SEATS,
  TIE_BREAKS,
  VERIFICATIONS,
  type GameRecordInput,
  type Outcome,
  type Ruleset,
  type Seat,
} from '@/lib/rules';

type Status = 'playing' | 'erroneousChallengers' | 'mahjongInError' | 'threwIn';

interface SeatFacts {
  seat: Seat;
  dead: boolean;
  status: Status;
  peek: boolean;
}

const chance = (percent: number) => fc.integer({ min: 1, max: 100 }).map((roll) => roll <= percent);

const weighted = <T>(weights: readonly (readonly [T, number])[]) =>
  fc.oneof(...weights.map(([value, weight]) => ({ arbitrary: fc.constant(value), weight })));

/** How likely each conduct fact is for a seat: tuned per outcome so that the filter below rarely rejects. */
interface Odds {
  deadPercent: number;
  statuses: readonly (readonly [Status, number])[];
}

const USUAL: Odds = {
  deadPercent: 20,
  statuses: [
    ['playing', 12],
    ['erroneousChallengers', 1],
    ['mahjongInError', 1],
    ['threwIn', 1],
  ],
};
const ODDS: Record<Outcome, Odds> = {
  mahjong: USUAL,
  wall: USUAL,
  incomplete: USUAL,
  void: USUAL,
  mahjong_in_error: {
    deadPercent: 30,
    statuses: [
      ['playing', 2],
      ['erroneousChallengers', 1],
      ['mahjongInError', 3],
      ['threwIn', 3],
    ],
  },
  three_dead: { deadPercent: 80, statuses: USUAL.statuses },
};

// Four-player tables are the usual case; three-player tables have their own rules (T3A, T5C).
const seatsArb = fc.oneof(
  { arbitrary: fc.shuffledSubarray([...SEATS], { minLength: 4, maxLength: 4 }), weight: 2 },
  { arbitrary: fc.shuffledSubarray([...SEATS], { minLength: 3, maxLength: 3 }), weight: 1 },
);

const tableArb = (odds: Odds) =>
  seatsArb.chain((seats) =>
    fc.record({
      seats: fc.constant(seats),
      east: fc.constantFrom(...seats),
      facts: fc.tuple(
        ...seats.map((seat) =>
          fc.record({
            seat: fc.constant(seat),
            dead: chance(odds.deadPercent),
            status: weighted(odds.statuses),
            peek: chance(12),
          }),
        ),
      ),
    }),
  );

interface Lists {
  dead: Seat[];
  erroneousChallengers: Seat[];
  mahjongInError: Seat[];
  threwIn: Seat[];
  charlestonPeek: Seat[];
}

function listsOf(seats: readonly Seat[], facts: readonly SeatFacts[]): Lists {
  const where = (keep: (fact: SeatFacts) => boolean) => facts.filter(keep).map((fact) => fact.seat);
  return {
    dead: where((fact) => fact.dead),
    erroneousChallengers: where((fact) => fact.status === 'erroneousChallengers'),
    mahjongInError: where((fact) => fact.status === 'mahjongInError'),
    threwIn: where((fact) => fact.status === 'threwIn'),
    // No Charleston at a 3-player table (T5C).
    charlestonPeek: seats.length === 4 ? where((fact) => fact.peek) : [],
  };
}

/** Whether the facts fit the outcome, by docs/rules.md §2. */
function fits(outcome: Outcome, seats: readonly Seat[], lists: Lists): boolean {
  if (lists.threwIn.length > 0 && lists.mahjongInError.length === 0) return false;
  const deadHands = lists.dead.filter((seat) => !lists.mahjongInError.includes(seat)).length;
  const live = seats.filter(
    (seat) =>
      !lists.dead.includes(seat) &&
      ![...lists.erroneousChallengers, ...lists.mahjongInError, ...lists.threwIn].includes(seat),
  );
  const intactAfterError = seats.filter(
    (seat) => !lists.mahjongInError.includes(seat) && !lists.threwIn.includes(seat),
  );
  const wentOn = lists.mahjongInError.length === 0 || intactAfterError.length >= 2;
  switch (outcome) {
    case 'mahjong':
      return deadHands < 3 && wentOn && live.length > 0;
    case 'wall':
    case 'incomplete':
      return deadHands < 3 && wentOn;
    case 'mahjong_in_error':
      return deadHands < 3 && lists.mahjongInError.length > 0 && live.length <= 1;
    case 'three_dead':
      return deadHands === 3;
    case 'void':
      return true;
  }
}

const liveSeats = (seats: readonly Seat[], lists: Lists) =>
  seats.filter(
    (seat) => ![...lists.dead, ...lists.erroneousChallengers, ...lists.mahjongInError, ...lists.threwIn].includes(seat),
  );

function mahjongFacts(seats: readonly Seat[], east: Seat, lists: Lists): fc.Arbitrary<Partial<GameRecordInput>> {
  const live = liveSeats(seats, lists);
  return fc.constantFrom(...live).chain((winner) => {
    const discarders = live.filter((seat) => seat !== winner);
    const sources: (readonly [string, number])[] = [['selfPicked', 3]];
    if (winner === east) sources.push(['heavenly', 1]);
    if (discarders.length > 0) sources.push(['discard', 6]);
    return fc
      .record({
        source: weighted(sources),
        discarder: discarders.length > 0 ? fc.constantFrom(...discarders) : fc.constant(undefined),
        handValue: fc.integer({ min: 1, max: 200 }).map((fives) => fives * 5),
        hand: fc.constantFrom('exposed', 'concealed', 'singlesAndPairs'),
        jokerless: fc.boolean(),
        exposures: fc.integer({ min: 0, max: 4 }),
        misnamedDiscard: chance(15),
        alsoSelfPicked: fc.boolean(),
      })
      .map((drawn): Partial<GameRecordInput> => {
        const base = {
          winner,
          handValue: drawn.handValue,
          jokerless: drawn.jokerless,
          concealed: drawn.hand !== 'exposed',
          singlesAndPairs: drawn.hand === 'singlesAndPairs',
        };
        if (drawn.source === 'selfPicked') return { ...base, selfPicked: true };
        // Ticking self-picked on a heavenly hand is allowed; it earns nothing (T5D, T13.12).
        if (drawn.source === 'heavenly') return { ...base, heavenly: true, selfPicked: drawn.alsoSelfPicked };
        return {
          ...base,
          discarder: drawn.discarder,
          winnerExposures: drawn.hand === 'exposed' ? drawn.exposures : 0,
          misnamedDiscard: drawn.misnamedDiscard,
        };
      });
  });
}

/** Leaves out some fields that hold their default, as people and exports do. */
function withoutSomeDefaults(game: GameRecordInput, leaveOut: readonly boolean[]): GameRecordInput {
  const entries = Object.entries(game).filter(
    ([, value], i) =>
      !(leaveOut[i % leaveOut.length] && (value === false || (Array.isArray(value) && value.length === 0))),
  );
  return Object.fromEntries(entries) as GameRecordInput;
}

const outcomeArb = weighted<Outcome>([
  ['mahjong', 8],
  ['wall', 3],
  ['incomplete', 2],
  ['mahjong_in_error', 2],
  ['three_dead', 2],
  ['void', 1],
]);

/** Valid game records of every outcome, at 3- and 4-player tables. */
export const validGameArb: fc.Arbitrary<GameRecordInput> = outcomeArb
  .chain((outcome) =>
    tableArb(ODDS[outcome]).map((table) => ({ outcome, ...table, lists: listsOf(table.seats, table.facts) })),
  )
  .filter(({ outcome, seats, lists }) => fits(outcome, seats, lists))
  .chain(({ outcome, seats, east, lists }) =>
    fc
      .tuple(
        outcome === 'mahjong' ? mahjongFacts(seats, east, lists) : fc.constant({}),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }),
      )
      .map(([win, leaveOut]) => withoutSomeDefaults({ seats, east, outcome, ...win, ...lists }, leaveOut)),
  );

const amountArb = fc.integer({ min: 0, max: MAX_AMOUNT });

export const rulesetArb: fc.Arbitrary<Ruleset> = fc.record({
  selfPickBonus: amountArb,
  jokerlessBonus: amountArb,
  wallPoints: amountArb,
  deadPenalty: amountArb,
  discarderPenalties: fc.tuple(amountArb, amountArb, amountArb),
  misnamedPenalty: amountArb,
  misnamedStacks: fc.boolean(),
  peekPenalty: amountArb,
  intactAfterErrorPoints: amountArb,
  threeDeadSurvivorPoints: amountArb,
  erroneousWinnerKeepsWin: fc.boolean(),
  incompleteKeepsPenalties: fc.boolean(),
  verification: fc.constantFrom(...VERIFICATIONS),
  tieBreaks: fc.shuffledSubarray([...TIE_BREAKS]),
});

export const amountKeyArb = fc.constantFrom(...AMOUNT_KEYS);
export { amountArb };
