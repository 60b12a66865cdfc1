import { describe, expect, test } from 'vitest';
import { MAHJONG_ONLY_FIELDS, SEAT_LIST_FIELDS, validateGame, type GameRecordInput, type Problem } from '@/lib/rules';
import { DISCARD_WIN, FOUR, SELF_PICKED_WIN, THREE, valid } from './helpers';

/** The problems as [field, code] pairs, the part of a problem that code may rely on. */
function problemsOf(input: unknown): [string, string][] {
  const checked = validateGame(input);
  return checked.ok ? [] : checked.problems.map((problem) => [problem.field, problem.code]);
}

function messagesOf(input: unknown): string[] {
  const checked = validateGame(input);
  return checked.ok ? [] : checked.problems.map((problem: Problem) => problem.message);
}

const WALL: GameRecordInput = { ...FOUR, outcome: 'wall' };

const shape: [string, unknown, [string, string][]][] = [
  ['a number instead of a record', 5, [['', 'not_an_object']]],
  ['null instead of a record', null, [['', 'not_an_object']]],
  ['a list instead of a record', [WALL], [['', 'not_an_object']]],
  ['an unknown field', { ...WALL, deads: ['A'] }, [['deads', 'unknown_field']]],
  [
    'two unknown fields',
    { ...WALL, deads: ['A'], Winner: 'B' },
    [
      ['deads', 'unknown_field'],
      ['Winner', 'unknown_field'],
    ],
  ],
  ['no seats', { east: 'A', outcome: 'wall' }, [['seats', 'missing']]],
  ['no east', { seats: ['A', 'B', 'C'], outcome: 'wall' }, [['east', 'missing']]],
  ['no outcome', { ...FOUR }, [['outcome', 'missing']]],
  ['two seats', { ...WALL, seats: ['A', 'B'] }, [['seats', 'too_small']]],
  ['five seats', { ...WALL, seats: ['A', 'B', 'C', 'D', 'A'] }, [['seats', 'too_big']]],
  ['a seat letter that does not exist', { ...WALL, seats: ['A', 'B', 'E'] }, [['seats', 'not_an_option']]],
  ['seats as text', { ...WALL, seats: 'ABCD' }, [['seats', 'wrong_type']]],
  ['an unknown outcome', { ...FOUR, outcome: 'draw' }, [['outcome', 'not_an_option']]],
  ['a fractional hand value', { ...SELF_PICKED_WIN, handValue: 30.5 }, [['handValue', 'wrong_type']]],
  ['a hand value as text', { ...SELF_PICKED_WIN, handValue: '30' }, [['handValue', 'wrong_type']]],
  ['5 exposures', { ...DISCARD_WIN, winnerExposures: 5 }, [['winnerExposures', 'too_big']]],
  ['negative exposures', { ...DISCARD_WIN, winnerExposures: -1 }, [['winnerExposures', 'too_small']]],
  ['a flag as text', { ...SELF_PICKED_WIN, jokerless: 'yes' }, [['jokerless', 'wrong_type']]],
  ['a list as one seat', { ...WALL, dead: 'A' }, [['dead', 'wrong_type']]],
  ['a list with a seat letter that does not exist', { ...WALL, dead: ['A', 'E'] }, [['dead', 'not_an_option']]],
];

const table: [string, GameRecordInput, [string, string][]][] = [
  ['a seat twice in seats', { ...WALL, seats: ['A', 'B', 'B'] }, [['seats', 'duplicate_seat']]],
  ...SEAT_LIST_FIELDS.filter((list) => list !== 'charlestonPeek').map(
    (list): [string, GameRecordInput, [string, string][]] => [
      `a seat twice in ${list}`,
      { ...FOUR, outcome: 'void', [list]: ['B', 'B'] },
      list === 'threwIn'
        ? [
            [list, 'duplicate_seat'],
            ['threwIn', 'threw_in_without_error'],
          ]
        : [[list, 'duplicate_seat']],
    ],
  ),
  ['a seat twice in charlestonPeek', { ...WALL, charlestonPeek: ['B', 'B'] }, [['charlestonPeek', 'duplicate_seat']]],
  ['East not at the table', { ...THREE, east: 'D', outcome: 'wall' }, [['east', 'seat_not_at_table']]],
  ['the winner not at the table', { ...SELF_PICKED_WIN, seats: ['A', 'C', 'D'] }, [['winner', 'seat_not_at_table']]],
  ['the discarder not at the table', { ...DISCARD_WIN, seats: ['A', 'B', 'D'] }, [['discarder', 'seat_not_at_table']]],
  ...SEAT_LIST_FIELDS.map((list): [string, GameRecordInput, [string, string][]] => [
    `a seat of ${list} not at the table`,
    { ...THREE, outcome: 'void', [list]: ['D'], ...(list === 'threwIn' ? { mahjongInError: ['A'] } : {}) },
    list === 'charlestonPeek'
      ? [
          [list, 'seat_not_at_table'],
          [list, 'no_charleston'],
        ]
      : [[list, 'seat_not_at_table']],
  ]),
  [
    'a Charleston peek at a 3-player table (T5C)',
    { ...THREE, outcome: 'incomplete', charlestonPeek: ['B'] },
    [['charlestonPeek', 'no_charleston']],
  ],
  [
    'an erroneous challenger who also declared mah jongg in error',
    { ...WALL, erroneousChallengers: ['B'], mahjongInError: ['B'] },
    [['mahjongInError', 'two_statuses']],
  ],
  [
    'an erroneous challenger who also threw in',
    { ...WALL, erroneousChallengers: ['B'], mahjongInError: ['C'], threwIn: ['B'] },
    [['threwIn', 'two_statuses']],
  ],
  [
    'a mah jongg in error by a player who also threw in',
    { ...WALL, mahjongInError: ['C'], threwIn: ['C'] },
    [['threwIn', 'two_statuses']],
  ],
  ['threwIn without a mah jongg in error', { ...WALL, threwIn: ['B'] }, [['threwIn', 'threw_in_without_error']]],
];

const mahjong: [string, GameRecordInput, [string, string][]][] = [
  ['no winner', { ...SELF_PICKED_WIN, winner: undefined }, [['winner', 'missing']]],
  ['no hand value', { ...SELF_PICKED_WIN, handValue: undefined }, [['handValue', 'missing']]],
  ['hand value 33', { ...SELF_PICKED_WIN, handValue: 33 }, [['handValue', 'bad_hand_value']]],
  ['hand value 0', { ...SELF_PICKED_WIN, handValue: 0 }, [['handValue', 'bad_hand_value']]],
  ['hand value −25', { ...SELF_PICKED_WIN, handValue: -25 }, [['handValue', 'bad_hand_value']]],
  ['hand value 1005', { ...SELF_PICKED_WIN, handValue: 1005 }, [['handValue', 'bad_hand_value']]],
  ['no source for the winning tile', { ...SELF_PICKED_WIN, selfPicked: false }, [['discarder', 'no_winning_tile']]],
  [
    'a discarder without the winner’s exposures',
    { ...DISCARD_WIN, winnerExposures: undefined },
    [['winnerExposures', 'missing']],
  ],
  [
    'exposures on a concealed hand, self-picked',
    { ...SELF_PICKED_WIN, concealed: true, winnerExposures: 2 },
    [['winnerExposures', 'exposures_on_concealed']],
  ],
  [
    'a misnamed discard without a discarder',
    { ...SELF_PICKED_WIN, misnamedDiscard: true },
    [['misnamedDiscard', 'only_with_discarder']],
  ],
  ['self-picked and a discarder', { ...DISCARD_WIN, selfPicked: true }, [['discarder', 'self_picked_with_discarder']]],
  ['a heavenly hand not won by East', { ...SELF_PICKED_WIN, heavenly: true }, [['heavenly', 'heavenly_not_east']]],
  [
    'a heavenly hand with a discarder',
    { ...DISCARD_WIN, winner: 'A', heavenly: true },
    [['discarder', 'heavenly_with_discarder']],
  ],
  [
    'exposures on a Singles and Pairs hand',
    { ...DISCARD_WIN, singlesAndPairs: true },
    [['winnerExposures', 'exposures_on_concealed']],
  ],
  [
    'exposures on a concealed hand',
    { ...DISCARD_WIN, concealed: true },
    [['winnerExposures', 'exposures_on_concealed']],
  ],
  ['the winner is the discarder', { ...DISCARD_WIN, discarder: 'B' }, [['discarder', 'winner_is_discarder']]],
  ['the winner is dead', { ...DISCARD_WIN, dead: ['B'] }, [['dead', 'winner_is_dead']]],
  ['the winner found dead afterwards', { ...DISCARD_WIN, foundDead: ['B'] }, [['foundDead', 'winner_is_dead']]],
  [
    'a self-picked winner found dead afterwards',
    { ...SELF_PICKED_WIN, foundDead: ['B'] },
    [['foundDead', 'winner_is_dead']],
  ],
  [
    'the winner declared mah jongg in error',
    { ...DISCARD_WIN, mahjongInError: ['B'] },
    [['mahjongInError', 'winner_out_of_play']],
  ],
  [
    'the winner threw in',
    { ...DISCARD_WIN, mahjongInError: ['D'], threwIn: ['B'] },
    [['threwIn', 'winner_out_of_play']],
  ],
  ['the discarder is dead', { ...DISCARD_WIN, dead: ['C'] }, [['discarder', 'discarder_is_dead']]],
  [
    'a seat both declared dead and found dead',
    { ...DISCARD_WIN, dead: ['D'], foundDead: ['D'] },
    [['foundDead', 'dead_and_found_dead']],
  ],
  [
    'the discarder challenged in error',
    { ...DISCARD_WIN, erroneousChallengers: ['C'] },
    [['discarder', 'discarder_out_of_play']],
  ],
  [
    'the discarder declared mah jongg in error',
    { ...DISCARD_WIN, mahjongInError: ['C'] },
    [['discarder', 'discarder_out_of_play']],
  ],
  [
    'the discarder threw in',
    { ...DISCARD_WIN, mahjongInError: ['D'], threwIn: ['C'] },
    [['discarder', 'discarder_out_of_play']],
  ],
];

const outcomes: [string, GameRecordInput, [string, string][]][] = [
  ...MAHJONG_ONLY_FIELDS.map((field): [string, GameRecordInput, [string, string][]] => [
    `${field} in a wall game`,
    {
      ...WALL,
      [field]:
        field === 'handValue'
          ? 30
          : field === 'winnerExposures'
            ? 1
            : ['winner', 'discarder'].includes(field)
              ? 'B'
              : true,
    },
    [[field, 'only_for_mahjong']],
  ]),
  ['a winner in a void game', { ...FOUR, outcome: 'void', winner: 'B' }, [['winner', 'only_for_mahjong']]],
  ['three dead hands in a wall game (DH)', { ...WALL, dead: ['A', 'B', 'C'] }, [['dead', 'should_be_three_dead']]],
  [
    'three dead hands in a mah jongg game',
    { ...SELF_PICKED_WIN, dead: ['A', 'C', 'D'] },
    [['dead', 'should_be_three_dead']],
  ],
  [
    'three dead hands in an incomplete game',
    { ...FOUR, outcome: 'incomplete', dead: ['A', 'C', 'D'] },
    [['dead', 'should_be_three_dead']],
  ],
  [
    'three dead hands at a 3-player wall game',
    { ...THREE, outcome: 'wall', dead: ['A', 'B', 'C'] },
    [['dead', 'should_be_three_dead']],
  ],
  [
    'three_dead with two dead hands',
    { ...FOUR, outcome: 'three_dead', dead: ['A', 'B'] },
    [['dead', 'not_three_dead']],
  ],
  [
    'three_dead with four dead hands',
    { ...FOUR, outcome: 'three_dead', dead: ['A', 'B', 'C', 'D'] },
    [['dead', 'not_three_dead']],
  ],
  [
    'three_dead where the third hand was only found dead afterwards (DH)',
    { ...FOUR, outcome: 'three_dead', dead: ['A', 'B'], foundDead: ['C'] },
    [['dead', 'not_three_dead']],
  ],
  [
    'three_dead where one went dead through mah jongg in error',
    { ...FOUR, outcome: 'three_dead', dead: ['A', 'B', 'C'], mahjongInError: ['C'] },
    [['dead', 'not_three_dead']],
  ],
  [
    'mahjong_in_error with nobody in error',
    { ...FOUR, outcome: 'mahjong_in_error', dead: ['A', 'B'] },
    [['mahjongInError', 'no_mahjong_in_error']],
  ],
  [
    'mahjong_in_error with two hands intact (T17D)',
    { ...FOUR, outcome: 'mahjong_in_error', mahjongInError: ['C'], threwIn: ['A'] },
    [['outcome', 'game_went_on']],
  ],
  [
    'a wall game after a mah jongg in error that left one hand intact',
    { ...WALL, mahjongInError: ['C'], threwIn: ['A', 'B'] },
    [['outcome', 'should_be_mahjong_in_error']],
  ],
  [
    'a mah jongg after a mah jongg in error that left only the winner intact',
    { ...SELF_PICKED_WIN, mahjongInError: ['C'], threwIn: ['A', 'D'] },
    [['outcome', 'should_be_mahjong_in_error']],
  ],
];

describe.each([
  ['the shape of a record', shape],
  ['the table', table],
  ['a mah jongg', mahjong],
  ['the outcome', outcomes],
])('validateGame rejects: %s', (_, cases) => {
  test.each(cases)('%s', (_name, input, expected) => {
    expect(problemsOf(input)).toEqual(expected);
  });
});

const accepted: [string, GameRecordInput][] = [
  [
    'a heavenly hand also ticked self-picked (T5D)',
    { ...FOUR, outcome: 'mahjong', winner: 'A', handValue: 40, heavenly: true, selfPicked: true },
  ],
  ['a self-picked win with the winner’s exposures filled in', { ...SELF_PICKED_WIN, winnerExposures: 2 }],
  ['an erroneous challenger also listed dead', { ...WALL, erroneousChallengers: ['B'], dead: ['B'] }],
  ['a mah jongg in error also listed dead', { ...WALL, mahjongInError: ['B'], dead: ['B'] }],
  ['a wall game after a mah jongg in error with two hands intact', { ...WALL, mahjongInError: ['B'], threwIn: ['A'] }],
  [
    'three dead at a 4-player table, one of them through a mah jongg in error, the game going on',
    { ...WALL, dead: ['A', 'B', 'C'], mahjongInError: ['C'] },
  ],
  ['a void game after three wrong tile counts (EP)', { ...FOUR, outcome: 'void', dead: ['A', 'B', 'C'] }],
  ['three dead at a 3-player table', { ...THREE, outcome: 'three_dead', dead: ['A', 'B', 'C'] }],
  [
    'a mah jongg at a 3-player table',
    { ...THREE, outcome: 'mahjong', winner: 'B', handValue: 25, discarder: 'C', winnerExposures: 0 },
  ],
  [
    'every optional field written out',
    {
      ...DISCARD_WIN,
      singlesAndPairs: false,
      concealed: false,
      jokerless: false,
      selfPicked: false,
      heavenly: false,
      misnamedDiscard: false,
      dead: [],
      foundDead: [],
      erroneousChallengers: [],
      mahjongInError: [],
      threwIn: [],
      charlestonPeek: [],
    },
  ],
  ['a dead winner’s partner peeking at a 4-player table', { ...SELF_PICKED_WIN, charlestonPeek: ['B', 'D'] }],
  ['a discarder found dead afterwards (DH, T10, T7B)', { ...DISCARD_WIN, foundDead: ['C'] }],
  ['a misnamed discard by a hand found dead afterwards', { ...DISCARD_WIN, misnamedDiscard: true, foundDead: ['C'] }],
  [
    'two hands declared dead and a third found dead at the end of a mah jongg: not three dead (DH)',
    { ...DISCARD_WIN, dead: ['A', 'D'], foundDead: ['C'] },
  ],
  ['two declared dead and one found dead in a wall game', { ...WALL, dead: ['A', 'C'], foundDead: ['B'] }],
  [
    'time up with a hand found dead and two declared dead',
    { ...FOUR, outcome: 'incomplete', dead: ['A', 'C'], foundDead: ['B'] },
  ],
  [
    'three declared dead and the survivor found dead',
    { ...FOUR, outcome: 'three_dead', dead: ['A', 'B', 'C'], foundDead: ['D'] },
  ],
  [
    'a winner whose disputed challenge was found wrong at the end (T14F)',
    { ...DISCARD_WIN, erroneousChallengers: ['B'] },
  ],
  [
    'a self-picked winner whose disputed challenge was found wrong',
    { ...SELF_PICKED_WIN, erroneousChallengers: ['B'] },
  ],
  [
    'a mah jongg in error leaving two hands intact, one of them found dead afterwards (T17D)',
    { ...WALL, mahjongInError: ['B'], threwIn: ['A'], foundDead: ['C'] },
  ],
];

test.each(accepted)('validateGame accepts %s', (_, input) => {
  expect(problemsOf(input)).toEqual([]);
});

describe('validateGame', () => {
  test('fills in the defaults: lists empty, flags false', () => {
    expect(valid({ ...WALL })).toEqual({
      ...WALL,
      singlesAndPairs: false,
      concealed: false,
      jokerless: false,
      selfPicked: false,
      heavenly: false,
      misnamedDiscard: false,
      dead: [],
      foundDead: [],
      erroneousChallengers: [],
      mahjongInError: [],
      threwIn: [],
      charlestonPeek: [],
    });
  });

  test('reports every problem at once: the schema’s and the rules between fields that it could still read', () => {
    const input = {
      ...SELF_PICKED_WIN,
      seats: ['A', 'B', 'C'],
      handValue: 33,
      dead: ['B'],
      charlestonPeek: ['C'],
      deads: [],
      winnerExposures: 'two',
    };
    expect(problemsOf(input)).toEqual([
      ['winnerExposures', 'wrong_type'],
      ['deads', 'unknown_field'],
      ['charlestonPeek', 'no_charleston'],
      ['handValue', 'bad_hand_value'],
      ['dead', 'winner_is_dead'],
    ]);
  });

  test('does not invent problems from a field it could not read', () => {
    expect(problemsOf({ ...SELF_PICKED_WIN, winner: 'E' })).toEqual([['winner', 'not_an_option']]);
    expect(problemsOf({ ...DISCARD_WIN, seats: ['A', 'B'], dead: ['D'] })).toEqual([['seats', 'too_small']]);
    expect(problemsOf({ ...FOUR, outcome: 'triumph', winner: 'B' })).toEqual([['outcome', 'not_an_option']]);
  });

  test('says which list entry is wrong, and suggests the field meant', () => {
    expect(messagesOf({ ...WALL, dead: ['A', 'E'] })).toEqual([
      '`dead` (entry 2) must be one of "A", "B", "C", "D", not "E"',
    ]);
    expect(messagesOf({ ...WALL, deads: ['A'] })).toEqual([
      '`deads` is not a field of a game record; did you mean `dead`?',
    ]);
    expect(messagesOf({ ...WALL, zzz: 1 })).toEqual(['`zzz` is not a field of a game record']);
  });

  test('names the other field of a conflict in its message', () => {
    expect(messagesOf({ ...DISCARD_WIN, winner: 'C', discarder: 'B', dead: ['C'] })).toEqual([
      'Seat C won this game (`winner`), so it cannot also be listed in `dead`: a dead hand stops picking and discarding and cannot win (DH, T14)',
    ]);
    expect(messagesOf({ ...DISCARD_WIN, dead: ['C'] })[0]).toContain('listed in `dead`');
    expect(messagesOf({ ...DISCARD_WIN, selfPicked: true })[0]).toContain('`selfPicked`');
    expect(messagesOf({ ...THREE, east: 'D', outcome: 'wall' })).toEqual([
      'Seat D is not at this table (`seats` is A, B, C)',
    ]);
  });

  test.each(['foundDead', 'mahjongInError', 'threwIn'])('explains why a winner cannot be in %s', (list) => {
    const input = { ...SELF_PICKED_WIN, [list]: ['B'], ...(list === 'threwIn' ? { mahjongInError: ['D'] } : {}) };
    expect(messagesOf(input)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Seat B won this game \\(\`winner\`\\), so it cannot also be listed in \`${list}\`: .+ \\([^)]*T1[47][^)]*\\)$`,
        ),
      ),
    ]);
  });
});
