import { describe, expect, test } from 'vitest';
import {
  INCIDENT_KINDS,
  proposeRuling,
  type GameEffect,
  type GameRecordInput,
  type IncidentContext,
  type IncidentFacts,
  type PlayerEffect,
} from '@/lib/rules';
import { FOUR } from './helpers';

interface Row {
  name: string;
  facts: IncidentFacts;
  context?: Partial<IncidentContext>;
  effects: GameEffect[];
  playerEffects?: PlayerEffect[];
  /** The first citation, always a tournament rule. */
  first: string;
  /** Whether the NMJL social game's different ruling is cited (docs/rules.md §5.1, social-game column). */
  social: boolean;
  directorRules?: boolean;
  open?: boolean;
  ruling?: RegExp;
}

const AT_FOUR: IncidentContext = { table: { seats: ['A', 'B', 'C', 'D'], east: 'A' } };
const AT_THREE: IncidentContext = { table: { seats: ['A', 'B', 'C'], east: 'A' } };
const playing = (fields: Partial<GameRecordInput>): GameRecordInput => ({ ...FOUR, outcome: 'incomplete', ...fields });

const dead = (seat: 'A' | 'B' | 'C' | 'D'): GameEffect => ({ type: 'dead', seat });
const foundDead = (seat: 'A' | 'B' | 'C' | 'D'): GameEffect => ({ type: 'foundDead', seat });
const CHALLENGE = { kind: 'DEAD_HAND_CHALLENGE', challenger: 'B', challenged: 'C', challengerLive: true } as const;
const MIE = { kind: 'MAHJONG_IN_ERROR', declarer: 'B' } as const;
const MIE_TILES = { ...MIE, exposed: 'tiles', concealedHand: false } as const;
const MISNAMED = { kind: 'MISNAMED_DISCARD', discarder: 'C', claimer: 'B' } as const;
const BY_EXPOSURE = { ...MISNAMED, claimedFor: 'exposure', discarderHoldsTile: false } as const;
const JOKER = { kind: 'JOKER_EXCHANGE_DISPUTE', seat: 'B' } as const;

const challenges: Row[] = [
  {
    name: 'challenge agreed: the challenged hand is dead',
    facts: { ...CHALLENGE, grounds: 'no_such_hand', response: 'agreed' },
    effects: [dead('C')],
    first: 'T14',
    social: false,
    ruling: /The exposure that shows a hand not on the card and every later one go back/,
  },
  {
    name: 'challenge agreed, concealed hand exposed: every exposure goes back',
    facts: { ...CHALLENGE, grounds: 'concealed_exposed', response: 'agreed' },
    effects: [dead('C')],
    first: 'T14',
    social: false,
    ruling: /All the tiles exposed go back/,
  },
  {
    name: 'challenge disputed on grounds that can be disputed: open until the game ends',
    facts: { ...CHALLENGE, grounds: 'unwinnable', response: 'disputed' },
    effects: [],
    first: 'T14',
    social: true,
    open: true,
    ruling: /settled when the game ends/,
  },
  {
    name: 'challenge disputed on a wrong tile count: cannot be disputed, dead now',
    facts: { ...CHALLENGE, grounds: 'tile_count', response: 'disputed', finding: 'not_dead' },
    effects: [dead('C')],
    first: 'T14',
    social: false,
    ruling: /cannot be disputed/,
  },
  {
    name: 'disputed challenge settled: the hand was dead, found dead after play went on',
    facts: { ...CHALLENGE, grounds: 'no_such_hand', response: 'disputed', finding: 'dead' },
    effects: [foundDead('C')],
    first: 'T14',
    social: true,
    ruling: /found dead only after play went on/,
  },
  {
    name: 'settled dead after two others were declared dead and someone won: no third dead hand, the win stands',
    facts: { ...CHALLENGE, grounds: 'unwinnable', response: 'disputed', finding: 'dead' },
    context: {
      record: { ...FOUR, outcome: 'mahjong', winner: 'B', handValue: 30, selfPicked: true, dead: ['A', 'D'] },
    },
    effects: [foundDead('C')],
    first: 'T14',
    social: true,
    ruling: /does not count toward the three dead hands/,
  },
  {
    name: 'settled dead when time ran out: the game stays incomplete',
    facts: { ...CHALLENGE, grounds: 'unwinnable', response: 'disputed', finding: 'dead' },
    context: { record: playing({ dead: ['A', 'D'] }) },
    effects: [foundDead('C')],
    first: 'T14',
    social: true,
  },
  {
    name: 'settled dead when that hand had thrown the winning tile: it pays both',
    facts: { ...CHALLENGE, grounds: 'unwinnable', response: 'disputed', finding: 'dead' },
    context: {
      record: { ...FOUR, outcome: 'mahjong', winner: 'A', handValue: 30, discarder: 'C', winnerExposures: 2 },
    },
    effects: [foundDead('C')],
    first: 'T14',
    social: true,
    ruling: /including the discarder’s penalty if it threw the winning tile/,
  },
  {
    name: 'disputed challenge settled: the challenge was wrong, the challenger scores 0',
    facts: { ...CHALLENGE, grounds: 'unwinnable', response: 'disputed', finding: 'not_dead' },
    effects: [{ type: 'erroneousChallenger', seat: 'B' }],
    first: 'T14F',
    social: true,
  },
  {
    name: 'found wrong when the challenger had self-picked the win: zero at the end of the game (T14F)',
    facts: { ...CHALLENGE, grounds: 'no_such_hand', response: 'disputed', finding: 'not_dead' },
    context: { record: { ...FOUR, outcome: 'mahjong', winner: 'B', handValue: 30, selfPicked: true } },
    effects: [{ type: 'erroneousChallenger', seat: 'B' }],
    first: 'T14F',
    social: true,
    ruling:
      /won the game meanwhile, but T14F gives zero at the end of the game.*unless the ruleset lets the win stand \(T27\)/,
  },
  {
    name: 'challenge disputed on exposures that show a concealed hand: an invalid exposure, dead now (MJN)',
    facts: { ...CHALLENGE, grounds: 'concealed_exposed', response: 'disputed' },
    effects: [dead('C')],
    first: 'T14',
    social: false,
    ruling: /invalid exposure \(MJN\), which cannot be disputed \(DH\)/,
  },
  {
    name: 'challenge disputed for a broken rule: cannot be disputed, no open dispute',
    facts: { ...CHALLENGE, grounds: 'rule_broken', response: 'disputed' },
    effects: [dead('C')],
    first: 'T14',
    social: false,
  },
  {
    name: 'challenge disputed on an invalid exposure: cannot be disputed',
    facts: { ...CHALLENGE, grounds: 'invalid_exposure', response: 'disputed' },
    effects: [dead('C')],
    first: 'T14',
    social: false,
  },
  {
    name: 'challenge taken back as a mistake: declared dead in error',
    facts: { ...CHALLENGE, grounds: 'rule_broken', response: 'withdrawn' },
    effects: [{ type: 'erroneousChallenger', seat: 'B' }],
    first: 'T14F',
    social: true,
  },
  {
    name: 'challenger not live: the challenge does not count',
    facts: { ...CHALLENGE, challengerLive: false },
    effects: [],
    first: 'T27',
    social: false,
    ruling: /only a player with a live hand/,
  },
  {
    name: 'challenger already dead in the game record: the challenge does not count',
    facts: { ...CHALLENGE, grounds: 'unwinnable', response: 'agreed' },
    context: { record: playing({ dead: ['B'] }) },
    effects: [],
    first: 'T27',
    social: false,
    ruling: /no longer live \(the game record shows it\)/,
  },
  {
    name: 'challenge agreed making the third dead hand: the game ends',
    facts: { ...CHALLENGE, grounds: 'invalid_exposure', response: 'agreed' },
    context: { record: playing({ dead: ['A', 'D'] }) },
    effects: [dead('C'), { type: 'outcome', outcome: 'three_dead' }],
    first: 'T14',
    social: false,
    ruling: /three dead hands end the game at once \(DH\)\. Seat B, the one hand still live/,
  },
  {
    name: 'grounds hold: dead',
    facts: { kind: 'CHALLENGE_GROUNDS', seat: 'D', grounds: 'unwinnable', holds: true },
    effects: [dead('D')],
    first: 'T14',
    social: false,
  },
  {
    name: 'grounds do not hold: plays on',
    facts: { kind: 'CHALLENGE_GROUNDS', seat: 'D', grounds: 'no_such_hand', holds: false },
    effects: [],
    first: 'T14F',
    social: false,
  },
  {
    name: 'grounds not in the list: the Director rules',
    facts: { kind: 'CHALLENGE_GROUNDS', seat: 'D', grounds: 'other' },
    effects: [],
    first: 'T14',
    social: false,
    directorRules: true,
  },
  {
    name: 'three dead hands named: the game ends, the live one is the survivor',
    facts: { kind: 'THREE_DEAD', dead: ['A', 'B', 'D'] },
    effects: [dead('A'), dead('B'), dead('D'), { type: 'outcome', outcome: 'three_dead' }],
    first: 'T14',
    social: false,
    ruling: /Seat C, the one hand still live, scores the survivor points/,
  },
  {
    name: 'three dead hands, two already in the record',
    facts: { kind: 'THREE_DEAD', dead: ['C'] },
    context: { record: playing({ dead: ['A', 'B'] }) },
    effects: [dead('C'), { type: 'outcome', outcome: 'three_dead' }],
    first: 'T14',
    social: false,
  },
  {
    name: 'a hand dead through mah jongg in error does not count towards three',
    facts: { kind: 'THREE_DEAD', dead: ['A', 'B', 'C'] },
    context: { record: playing({ mahjongInError: ['A'] }) },
    effects: [dead('B'), dead('C')],
    first: 'T14',
    social: false,
    ruling: /does not count towards three.*the game goes on/,
  },
];

const errors: Row[] = [
  {
    name: 'mah jongg in error, only said: no penalty',
    facts: { ...MIE, exposed: 'nothing' },
    effects: [],
    first: 'T17A',
    social: false,
  },
  {
    name: 'mah jongg in error, only the claimed exposure, usable: a call for exposure',
    facts: { ...MIE, exposed: 'claimed_exposure', canUseExposure: true },
    effects: [],
    first: 'T17B',
    social: false,
    ruling: /becomes a call for that exposure/,
  },
  {
    name: 'mah jongg in error, only the claimed exposure, not usable: in error, the game goes on',
    facts: { ...MIE, exposed: 'claimed_exposure', canUseExposure: false, threwIn: [] },
    effects: [{ type: 'mahjongInError', seat: 'B' }],
    first: 'T17B',
    social: false,
    ruling: /Seats A, C and D are intact, so the game goes on/,
  },
  {
    name: 'mah jongg in error, concealed hand exposed: back to the rack, jokers not redeemable',
    facts: { ...MIE_TILES, concealedHand: true, threwIn: [] },
    effects: [{ type: 'mahjongInError', seat: 'B' }],
    first: 'T17B',
    social: false,
    ruling: /cannot be redeemed \(T17E\)/,
  },
  {
    name: 'mah jongg in error, one other exposed: two intact, the game goes on',
    facts: { ...MIE_TILES, threwIn: ['C'] },
    effects: [
      { type: 'mahjongInError', seat: 'B' },
      { type: 'threwIn', seat: 'C' },
    ],
    first: 'T17B',
    social: false,
  },
  {
    name: 'mah jongg in error, one hand intact: the game ends',
    facts: { ...MIE_TILES, threwIn: ['C', 'D'] },
    effects: [
      { type: 'mahjongInError', seat: 'B' },
      { type: 'threwIn', seat: 'C' },
      { type: 'threwIn', seat: 'D' },
      { type: 'outcome', outcome: 'mahjong_in_error' },
    ],
    first: 'T17B',
    social: true,
    ruling: /Only Seat A’s hand is intact/,
  },
  {
    name: 'mah jongg in error, no hand intact: everyone 0',
    facts: { ...MIE_TILES, threwIn: ['A', 'C', 'D'] },
    effects: [
      { type: 'mahjongInError', seat: 'B' },
      { type: 'threwIn', seat: 'A' },
      { type: 'threwIn', seat: 'C' },
      { type: 'threwIn', seat: 'D' },
      { type: 'outcome', outcome: 'mahjong_in_error' },
    ],
    first: 'T17B',
    social: false,
  },
  {
    name: 'mah jongg in error with a dead hand at the table: the dead hand is not intact',
    facts: { ...MIE_TILES, threwIn: ['C'] },
    context: { record: playing({ dead: ['D'] }) },
    effects: [
      { type: 'mahjongInError', seat: 'B' },
      { type: 'threwIn', seat: 'C' },
      { type: 'outcome', outcome: 'mahjong_in_error' },
    ],
    first: 'T17B',
    social: true,
  },
  {
    name: 'misnamed discard claimed for a good mah jongg: the misnamed penalty',
    facts: { ...MISNAMED, claimedFor: 'mahjong', mahjongValid: true },
    effects: [{ type: 'misnamedDiscard', seat: 'C' }],
    first: 'T15C',
    social: true,
  },
  {
    name: 'misnamed discard claimed for a mah jongg that is not good: a mah jongg in error',
    facts: { ...MISNAMED, claimedFor: 'mahjong', mahjongValid: false },
    effects: [],
    first: 'T17A',
    social: false,
  },
  {
    name: 'misnamed discard claimed for an exposure, the discarder holds the tile: must give it',
    facts: { ...MISNAMED, claimedFor: 'exposure', discarderHoldsTile: true },
    effects: [],
    first: 'T15A',
    social: true,
  },
  {
    name: 'misnamed discard for an exposure, discarder lacks the tile: the game goes on',
    facts: { ...BY_EXPOSURE, exposedBeforeChecking: false },
    effects: [],
    first: 'T15B',
    social: true,
  },
  {
    name: 'claimer exposed before checking and can use the tile: must use it',
    facts: { ...BY_EXPOSURE, exposedBeforeChecking: true, canUseTile: true },
    effects: [],
    first: 'T15D',
    social: false,
  },
  {
    name: 'claimer exposed before checking and cannot use the tile: dead',
    facts: { ...BY_EXPOSURE, exposedBeforeChecking: true, canUseTile: false },
    effects: [dead('B')],
    first: 'T15D',
    social: false,
  },
  {
    name: 'touched claimed tile, usable: must be used',
    facts: { kind: 'EXPOSING_IN_ERROR', seat: 'D', error: 'touched_claimed_tile', canUseTile: true },
    effects: [],
    first: 'T16A',
    social: false,
  },
  {
    name: 'touched claimed tile, not usable: the claimer is dead (T16A, with T15D, T16C)',
    facts: { kind: 'EXPOSING_IN_ERROR', seat: 'D', error: 'touched_claimed_tile', canUseTile: false },
    effects: [dead('D')],
    first: 'T16A',
    social: false,
    ruling: /T15D, T16C/,
  },
  {
    name: 'wrong exposure before the discard: corrected',
    facts: { kind: 'EXPOSING_IN_ERROR', seat: 'D', error: 'wrong_exposure', discardedSince: false },
    effects: [],
    first: 'T16D',
    social: false,
  },
  {
    name: 'wrong exposure after the discard: stays as made',
    facts: { kind: 'EXPOSING_IN_ERROR', seat: 'D', error: 'wrong_exposure', discardedSince: true },
    effects: [],
    first: 'T16D',
    social: false,
  },
  {
    name: 'extra exposure before the discard: taken back',
    facts: { kind: 'EXPOSING_IN_ERROR', seat: 'D', error: 'extra_exposure', discardedSince: false },
    effects: [],
    first: 'T16D',
    social: false,
  },
  {
    name: 'extra exposure and a discard: dead',
    facts: { kind: 'EXPOSING_IN_ERROR', seat: 'D', error: 'extra_exposure', discardedSince: true },
    effects: [dead('D')],
    first: 'T16D',
    social: false,
  },
];

const play: Row[] = [
  {
    name: 'picked ahead, tile racked: dead, the tile stays',
    facts: { kind: 'PICKING_AHEAD', seat: 'C', racked: true },
    effects: [dead('C')],
    first: 'T7B',
    social: false,
    ruling: /stays with the dead hand/,
  },
  {
    name: 'picked out of turn, not racked: dead, the tile goes back',
    facts: { kind: 'PICKING_AHEAD', seat: 'C', racked: false },
    effects: [dead('C')],
    first: 'T7B',
    social: false,
    ruling: /goes back face down/,
  },
  {
    name: 'discarded before picking: dead',
    facts: { kind: 'DISCARD_BEFORE_PICK', seat: 'A' },
    effects: [dead('A')],
    first: 'T14B',
    social: false,
  },
  {
    name: 'joker exchange before picking: dead',
    facts: { kind: 'JOKER_EXCHANGE_BEFORE_PICK', seat: 'B' },
    effects: [dead('B')],
    first: 'T14C',
    social: false,
  },
  {
    name: 'one player at the wrong wall: dead',
    facts: { kind: 'WRONG_WALL', playersPicked: 1, picker: 'D', discardGaveMahjong: false },
    effects: [dead('D')],
    first: 'T10',
    social: false,
  },
  {
    name: 'wrong-end pick found when that discard gave mah jongg: the mah jongg stands, the picker found dead',
    facts: { kind: 'WRONG_WALL', playersPicked: 1, picker: 'D', discardGaveMahjong: true },
    effects: [foundDead('D')],
    first: 'T10',
    social: true,
    ruling: /the mah jongg stands \(EP\), with Seat D as its discarder/,
  },
  {
    name: 'several players at the wrong wall: the game goes on',
    facts: { kind: 'WRONG_WALL', playersPicked: 2 },
    effects: [],
    first: 'T10',
    social: true,
  },
  {
    name: 'picked from a wrongly served wall: the picker is dead',
    facts: { kind: 'SERVING_WRONG_WALL', error: 'wrong_wall', picker: 'B' },
    effects: [dead('B')],
    first: 'T10',
    social: false,
  },
  {
    name: 'wall served too early: server and picker dead',
    facts: { kind: 'SERVING_WRONG_WALL', error: 'too_early', server: 'A', picker: 'B' },
    effects: [dead('A'), dead('B')],
    first: 'T10',
    social: false,
    ruling: /pulled back/,
  },
  {
    name: 'exposure after a wall pick, declaring mah jongg: no penalty',
    facts: { kind: 'EXPOSURE_AFTER_WALL_PICK', seat: 'C', declaringMahjong: true },
    effects: [],
    first: 'T17B',
    social: false,
  },
  {
    name: 'exposure after a wall pick: dead',
    facts: { kind: 'EXPOSURE_AFTER_WALL_PICK', seat: 'C', declaringMahjong: false },
    effects: [dead('C')],
    first: 'T14',
    social: false,
  },
  {
    name: 'one wrong tile count: dead',
    facts: { kind: 'WRONG_TILE_COUNT', seats: ['D'] },
    effects: [dead('D')],
    first: 'T14',
    social: false,
  },
  {
    name: 'two wrong tile counts: both dead',
    facts: { kind: 'WRONG_TILE_COUNT', seats: ['D', 'B'] },
    effects: [dead('B'), dead('D')],
    first: 'T14',
    social: false,
  },
  {
    name: 'three wrong tile counts: the game is void and replayed, East stays',
    facts: { kind: 'WRONG_TILE_COUNT', seats: ['B', 'C', 'D'] },
    context: { table: { seats: ['A', 'B', 'C', 'D'], east: 'C' } },
    effects: [{ type: 'outcome', outcome: 'void' }],
    first: 'T27',
    social: false,
    ruling: /the Charleston played again, and Seat C stays East/,
  },
  {
    name: 'tile overturned in the wall: no penalty',
    facts: { kind: 'TILE_OVERTURNED', seat: 'B' },
    effects: [],
    first: 'T27',
    social: false,
  },
  {
    name: 'tile thrown before East’s first discard: back to the rack',
    facts: { kind: 'EARLY_THROW', seat: 'D' },
    effects: [],
    first: 'T3B',
    social: false,
  },
  {
    name: 'East’s throw is the first discard: nothing to rule',
    facts: { kind: 'EARLY_THROW', seat: 'A' },
    effects: [],
    first: 'T3B',
    social: false,
    ruling: /Seat A is East/,
  },
];

const claims: Row[] = [
  {
    name: 'claimed tile put in the rack: dead',
    facts: { kind: 'CLAIMED_TILE_RACKED', seat: 'D' },
    effects: [dead('D')],
    first: 'T18',
    social: false,
  },
  {
    name: 'hand redisplayed when asked: no penalty',
    facts: { kind: 'HAND_NOT_DISPLAYED', seat: 'B', refused: false },
    effects: [],
    first: 'T21',
    social: false,
  },
  {
    name: 'refused to redisplay: dead',
    facts: { kind: 'HAND_NOT_DISPLAYED', seat: 'B', refused: true },
    effects: [dead('B')],
    first: 'T21',
    social: false,
  },
  {
    name: 'out-of-turn discard claimed for a good mah jongg: the discarder found dead, the payment the Director’s',
    facts: { kind: 'OUT_OF_TURN_DISCARD_MAHJONG', discarder: 'C', claimer: 'A', mahjongValid: true },
    effects: [foundDead('C')],
    first: 'T7B',
    social: true,
    ruling: /the payment is the Director’s to rule \(T27\)/,
  },
  {
    name: 'out-of-turn discard, mah jongg not good: the discarder is dead',
    facts: { kind: 'OUT_OF_TURN_DISCARD_MAHJONG', discarder: 'C', claimer: 'A', mahjongValid: false },
    effects: [dead('C')],
    first: 'T7B',
    social: false,
  },
  {
    name: 'two claims for an exposure: closest in turn after the discarder (A → D → C → B)',
    facts: {
      kind: 'SIMULTANEOUS_CLAIMS',
      situation: 'two_claims',
      discarder: 'A',
      claimants: ['B', 'C'],
      purpose: 'exposure',
    },
    effects: [],
    first: 'T12.6',
    social: false,
    ruling: /^Seat C is the closest/,
  },
  {
    name: 'two claims for mah jongg: closest in turn, round past North',
    facts: {
      kind: 'SIMULTANEOUS_CLAIMS',
      situation: 'two_claims',
      discarder: 'C',
      claimants: ['D', 'A'],
      purpose: 'mahjong',
    },
    effects: [],
    first: 'T12.7',
    social: false,
    ruling: /^Seat A is the closest/,
  },
  {
    name: 'a claim for an exposure against one for mah jongg: the Director rules',
    facts: {
      kind: 'SIMULTANEOUS_CLAIMS',
      situation: 'two_claims',
      discarder: 'B',
      claimants: ['C', 'D'],
      purpose: 'one_of_each',
    },
    effects: [],
    first: 'T12.6',
    social: false,
    directorRules: true,
  },
  {
    name: 'a claim as the next player racks: benefit of the doubt, the Director rules',
    facts: { kind: 'SIMULTANEOUS_CLAIMS', situation: 'claim_and_next_turn', discarder: 'B' },
    effects: [],
    first: 'T22',
    social: false,
    directorRules: true,
  },
  {
    name: 'joker exchange after naming the discard: refused',
    facts: { ...JOKER, situation: 'after_naming_discard' },
    effects: [],
    first: 'T12.5',
    social: false,
  },
  {
    name: 'joker exchange to complete the exposure of a claimed discard: refused',
    facts: { ...JOKER, situation: 'to_complete_claimed_exposure' },
    effects: [],
    first: 'T19C',
    social: false,
  },
  {
    name: 'joker of a dead hand’s earlier valid exposure: may be exchanged',
    facts: { ...JOKER, situation: 'dead_hand_joker', exposureValidBeforeDeath: true },
    effects: [],
    first: 'T19B',
    social: false,
    ruling: /may exchange/,
  },
  {
    name: 'joker of the exposure that made the hand dead: may not be exchanged',
    facts: { ...JOKER, situation: 'dead_hand_joker', exposureValidBeforeDeath: false },
    effects: [],
    first: 'T19B',
    social: false,
    ruling: /may not exchange/,
  },
];

const table: Row[] = [
  {
    name: 'Charleston peek at a 4-player table: the peek penalty',
    facts: { kind: 'CHARLESTON_PEEK', seat: 'C' },
    effects: [{ type: 'charlestonPeek', seat: 'C' }],
    first: 'T6',
    social: false,
  },
  {
    name: 'Charleston peek at a 3-player table: refused, there is no Charleston',
    facts: { kind: 'CHARLESTON_PEEK', seat: 'C' },
    context: AT_THREE,
    effects: [],
    first: 'T5C',
    social: false,
    ruling: /no Charleston at a 3-player table/,
  },
  {
    name: 'first courtesy complaint: a warning',
    facts: { kind: 'COURTESY', seat: 'D', conduct: 'discourtesy' },
    context: { earlierComplaints: 0 },
    effects: [],
    playerEffects: [{ type: 'warning', seat: 'D' }],
    first: 'T2A',
    social: false,
  },
  {
    name: 'second courtesy complaint: disqualification',
    facts: { kind: 'COURTESY', seat: 'D', conduct: 'discourtesy' },
    context: { earlierComplaints: 1 },
    effects: [],
    playerEffects: [{ type: 'disqualification', seat: 'D' }],
    first: 'T2B',
    social: false,
  },
  {
    name: 'lingering in the room: the Director’s discretion',
    facts: { kind: 'COURTESY', seat: 'D', conduct: 'lingering' },
    effects: [],
    first: 'T2C',
    social: false,
    directorRules: true,
  },
  {
    name: 'arguing with the Director: the Director decides',
    facts: { kind: 'COURTESY', seat: 'D', conduct: 'arguing_with_director' },
    effects: [],
    first: 'T27',
    social: false,
    directorRules: true,
  },
  {
    name: 'heavenly hand: East wins, no self-pick bonus',
    facts: { kind: 'HEAVENLY_HAND', validHand: true },
    context: { table: { seats: ['A', 'B', 'C', 'D'], east: 'B' } },
    effects: [{ type: 'heavenly', seat: 'B' }],
    first: 'T5D',
    social: false,
    ruling: /East may stop the Charleston/,
  },
  {
    name: 'heavenly hand that is not a hand: a mah jongg in error',
    facts: { kind: 'HEAVENLY_HAND', validHand: false },
    effects: [],
    first: 'T17A',
    social: false,
  },
];

const ROWS = [...challenges, ...errors, ...play, ...claims, ...table];

describe('a proposed ruling per row of docs/rules.md §5.1', () => {
  test.each(ROWS.map((row) => [row.name, row] as const))('%s', (_name, row) => {
    const proposal = proposeRuling(row.facts, { ...AT_FOUR, ...row.context });
    expect(proposal.needs).toEqual([]);
    expect(proposal.effects).toEqual(row.effects);
    expect(proposal.playerEffects).toEqual(row.playerEffects ?? []);
    expect(proposal.directorRules).toBe(row.directorRules ?? false);
    expect(proposal.open).toBe(row.open ?? false);
    expect(proposal.citations[0]?.rule).toBe(row.first);
    expect(proposal.citations[0]?.rule).toMatch(/^T\d/);
    expect(proposal.citations.some((citation) => citation.social)).toBe(row.social);
    // Tournament rules first, social-game differences after.
    const firstSocial = proposal.citations.findIndex((citation) => citation.social);
    if (firstSocial >= 0) expect(proposal.citations.slice(firstSocial).every((c) => c.social)).toBe(true);
    if (row.ruling) expect(proposal.ruling).toMatch(row.ruling);
  });

  test('every kind of incident has at least one row', () => {
    expect(new Set(ROWS.map((row) => row.facts.kind))).toEqual(new Set(INCIDENT_KINDS));
  });

  test('a proposal that leaves it to the Director proposes no effect', () => {
    for (const row of ROWS.filter((r) => r.directorRules)) expect(row.effects).toEqual([]);
  });
});

describe('facts still missing', () => {
  test.each([
    [
      'nothing answered',
      { kind: 'DEAD_HAND_CHALLENGE' },
      AT_FOUR,
      [
        'Who declared the hand dead?',
        'Whose hand was declared dead?',
        'Was the challenger’s own hand still live?',
        'On what grounds, seen in the exposures and discards?',
        'What did the challenged player say?',
      ],
    ],
    [
      'only the grounds left',
      { ...CHALLENGE, response: 'agreed' },
      AT_FOUR,
      ['On what grounds, seen in the exposures and discards?'],
    ],
    ['a challenger not live is asked nothing more', { ...CHALLENGE, challengerLive: false }, AT_FOUR, []],
    [
      'a seat not at the table',
      { kind: 'CHARLESTON_PEEK', seat: 'D' },
      AT_THREE,
      ['Who looked at a tile taken in a blind pass? (Seat D is not at this table)'],
    ],
    [
      'the same seat twice',
      { ...CHALLENGE, challenged: 'B', grounds: 'unwinnable', response: 'agreed' },
      AT_FOUR,
      ['Whose hand was declared dead? (not Seat B again)'],
    ],
    [
      'the discarder among the claimants',
      {
        kind: 'SIMULTANEOUS_CLAIMS',
        situation: 'two_claims',
        discarder: 'A',
        claimants: ['A', 'B'],
        purpose: 'mahjong',
      },
      AT_FOUR,
      ['Who claimed it? (not Seat A again)'],
    ],
    [
      'one claimant',
      { kind: 'SIMULTANEOUS_CLAIMS', situation: 'two_claims', discarder: 'A', claimants: ['B'], purpose: 'mahjong' },
      AT_FOUR,
      ['Who claimed it? (name at least 2 seats)'],
    ],
    [
      'the players who threw in, once the declarer exposed',
      { ...MIE, exposed: 'tiles', concealedHand: false },
      AT_FOUR,
      ['Which other players exposed their hands on seeing the declaration? (none is an answer)'],
    ],
    [
      'the picker, when one player picked',
      { kind: 'WRONG_WALL', playersPicked: 1 },
      AT_FOUR,
      ['Who picked there?', 'Did that player’s discard then give another player mah jongg?'],
    ],
    [
      'a number out of range',
      { kind: 'WRONG_WALL', playersPicked: 0 },
      AT_FOUR,
      [
        'How many players had picked from the wrong wall or wrong end when it was noticed? (a whole number from 1 to 4)',
      ],
    ],
    [
      'the earlier complaints, from the caller',
      { kind: 'COURTESY', seat: 'B', conduct: 'discourtesy' },
      AT_FOUR,
      ['How many courtesy complaints has this player had earlier in this event?'],
    ],
  ] as const)('%s', (_name, facts, context, needs) => {
    const proposal = proposeRuling(facts as IncidentFacts, context);
    expect(proposal.needs).toEqual(needs);
    if (needs.length > 0) {
      expect(proposal.effects).toEqual([]);
      expect(proposal.playerEffects).toEqual([]);
      expect(proposal.citations).toEqual([]);
    }
  });
});

test('the settlement of a disputed challenge is not a missing fact: the challenge is open', () => {
  const proposal = proposeRuling({ ...CHALLENGE, grounds: 'no_such_hand', response: 'disputed' }, AT_FOUR);
  expect(proposal).toMatchObject({ needs: [], open: true, effects: [] });
});

test('a ruling that kills a fourth hand at once, or a third after the game ended, is the Director’s', () => {
  const fourth = proposeRuling(
    { kind: 'SERVING_WRONG_WALL', error: 'too_early', server: 'A', picker: 'B' },
    { ...AT_FOUR, record: playing({ dead: ['C', 'D'] }) },
  );
  expect(fourth).toMatchObject({ directorRules: true, effects: [] });
  const afterEnd = proposeRuling(
    { kind: 'CLAIMED_TILE_RACKED', seat: 'C' },
    { ...AT_FOUR, record: { ...FOUR, outcome: 'wall', dead: ['A', 'D'] } },
  );
  expect(afterEnd).toMatchObject({ directorRules: true, effects: [] });
  expect(afterEnd.ruling).toMatch(/recorded as ended/);
});

test('at a 3-player table a mah jongg in error with one other exposed leaves one intact hand', () => {
  const proposal = proposeRuling({ ...MIE_TILES, threwIn: ['C'] }, AT_THREE);
  expect(proposal.effects).toContainEqual({ type: 'outcome', outcome: 'mahjong_in_error' });
  expect(proposal.ruling).toMatch(/Only Seat A’s hand is intact/);
});
