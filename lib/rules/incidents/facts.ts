import { z } from 'zod';
import { SEATS } from '../seats';
import type { IncidentKind } from './kinds';

// Every answer is optional: facts are saved as the Director gives them, and the proposal says what is still needed.
const seat = z.enum(SEATS).optional();
const seats = z.array(z.enum(SEATS)).max(4).optional();
const yesNo = z.boolean().optional();
const oneOf = <const T extends readonly [string, ...string[]]>(options: T) => z.enum(options).optional();
const facts = <K extends IncidentKind, S extends z.ZodRawShape>(kind: K, shape: S) =>
  z.strictObject({ kind: z.literal(kind), ...shape });

/**
 * What a dead-hand challenge can rest on (DH, MJN). A tile count, an invalid exposure and a broken rule cannot be
 * disputed (DH); exposures that show a concealed hand are an invalid exposure (MJN), so neither can they.
 */
export const CHALLENGE_GROUNDS = [
  'no_such_hand',
  'concealed_exposed',
  'unwinnable',
  'tile_count',
  'invalid_exposure',
  'rule_broken',
] as const;
export type ChallengeGround = (typeof CHALLENGE_GROUNDS)[number];
export const UNDISPUTABLE_GROUNDS: readonly ChallengeGround[] = [
  'concealed_exposed',
  'tile_count',
  'invalid_exposure',
  'rule_broken',
];

/** The facts of each kind of incident (docs/rules.md §5.1), one strict object per kind. */
export const incidentFactsSchema = z.discriminatedUnion('kind', [
  facts('DEAD_HAND_CHALLENGE', {
    challenger: seat,
    challenged: seat,
    challengerLive: yesNo,
    grounds: oneOf(CHALLENGE_GROUNDS),
    // `withdrawn`: the challenger admits the mistake at once (DH).
    response: oneOf(['agreed', 'disputed', 'withdrawn']),
    // Known only when the game ends and the challenged hand is revealed (DH).
    finding: oneOf(['dead', 'not_dead']),
  }),
  facts('CHALLENGE_GROUNDS', {
    seat,
    grounds: oneOf([...CHALLENGE_GROUNDS, 'other']),
    holds: yesNo,
  }),
  facts('MAHJONG_IN_ERROR', {
    declarer: seat,
    exposed: oneOf(['nothing', 'claimed_exposure', 'tiles']),
    canUseExposure: yesNo,
    concealedHand: yesNo,
    threwIn: seats,
  }),
  facts('MISNAMED_DISCARD', {
    discarder: seat,
    claimer: seat,
    claimedFor: oneOf(['exposure', 'mahjong']),
    mahjongValid: yesNo,
    discarderHoldsTile: yesNo,
    exposedBeforeChecking: yesNo,
    canUseTile: yesNo,
  }),
  facts('EXPOSING_IN_ERROR', {
    seat,
    error: oneOf(['touched_claimed_tile', 'wrong_exposure', 'extra_exposure']),
    canUseTile: yesNo,
    discardedSince: yesNo,
  }),
  facts('PICKING_AHEAD', { seat, racked: yesNo }),
  facts('DISCARD_BEFORE_PICK', { seat }),
  facts('JOKER_EXCHANGE_BEFORE_PICK', { seat }),
  facts('WRONG_WALL', {
    playersPicked: z.int().min(1).max(4).optional(),
    picker: seat,
    discardGaveMahjong: yesNo,
  }),
  facts('SERVING_WRONG_WALL', {
    error: oneOf(['wrong_wall', 'too_early']),
    server: seat,
    picker: seat,
  }),
  facts('EXPOSURE_AFTER_WALL_PICK', { seat, declaringMahjong: yesNo }),
  facts('WRONG_TILE_COUNT', { seats }),
  facts('TILE_OVERTURNED', { seat }),
  facts('CLAIMED_TILE_RACKED', { seat }),
  facts('HAND_NOT_DISPLAYED', { seat, refused: yesNo }),
  facts('OUT_OF_TURN_DISCARD_MAHJONG', { discarder: seat, claimer: seat, mahjongValid: yesNo }),
  facts('CHARLESTON_PEEK', { seat }),
  facts('EARLY_THROW', { seat }),
  facts('SIMULTANEOUS_CLAIMS', {
    situation: oneOf(['two_claims', 'claim_and_next_turn']),
    discarder: seat,
    claimants: seats,
    purpose: oneOf(['exposure', 'mahjong', 'one_of_each']),
  }),
  facts('JOKER_EXCHANGE_DISPUTE', {
    seat,
    situation: oneOf(['after_naming_discard', 'to_complete_claimed_exposure', 'dead_hand_joker']),
    exposureValidBeforeDeath: yesNo,
  }),
  facts('COURTESY', { seat, conduct: oneOf(['discourtesy', 'lingering', 'arguing_with_director']) }),
  facts('HEAVENLY_HAND', { validHand: yesNo }),
  facts('THREE_DEAD', { dead: seats }),
]);

export type IncidentFacts = z.output<typeof incidentFactsSchema>;
export type FactsOf<K extends IncidentKind> = Extract<IncidentFacts, { kind: K }>;

// Every kind has its facts: a kind of INCIDENT_KINDS without a schema above does not compile.
const everyKindHasFacts: Record<Exclude<IncidentKind, IncidentFacts['kind']>, never> = {};
void everyKindHasFacts;
