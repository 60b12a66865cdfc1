/** What a Director can be called to a table for (docs/rules.md §5.1), in the order of that table. */
export const INCIDENT_KINDS = [
  'DEAD_HAND_CHALLENGE',
  'CHALLENGE_GROUNDS',
  'MAHJONG_IN_ERROR',
  'MISNAMED_DISCARD',
  'EXPOSING_IN_ERROR',
  'PICKING_AHEAD',
  'DISCARD_BEFORE_PICK',
  'JOKER_EXCHANGE_BEFORE_PICK',
  'WRONG_WALL',
  'SERVING_WRONG_WALL',
  'EXPOSURE_AFTER_WALL_PICK',
  'WRONG_TILE_COUNT',
  'TILE_OVERTURNED',
  'CLAIMED_TILE_RACKED',
  'HAND_NOT_DISPLAYED',
  'OUT_OF_TURN_DISCARD_MAHJONG',
  'CHARLESTON_PEEK',
  'EARLY_THROW',
  'SIMULTANEOUS_CLAIMS',
  'JOKER_EXCHANGE_DISPUTE',
  'COURTESY',
  'HEAVENLY_HAND',
  'THREE_DEAD',
] as const;

export type IncidentKind = (typeof INCIDENT_KINDS)[number];

export interface IncidentInfo {
  title: string;
  /** The tournament ruling, with its citations inline. */
  ruling: string;
  /** Where the social (NMJL home) game rules differently; shown for reference, never applied. */
  socialDifference?: string;
  /** What the ruling does to the game record. */
  effect: string;
}

export const INCIDENT_INFO = {
  DEAD_HAND_CHALLENGE: {
    title: 'Dead-hand challenge',
    ruling:
      'Only a live hand may challenge, and only on what all can see (DH). Agreed: the hand is dead and stops picking and ' +
      'discarding; exposures made with the challenge go back, earlier valid exposures and their jokers stay and can be ' +
      'exchanged (DH, T19B). Disputed: play goes on and it is settled when the game ends (DH); a wrong tile count, an ' +
      'invalid exposure (exposures that show a concealed hand are one, MJN) or a broken rule cannot be disputed, and ' +
      'the hand is dead at once (DH). Settled at the end, the hand was dead: it is found dead and pays the dead-hand ' +
      'penalty whatever happened meanwhile; it may have thrown the winning tile, and it does not end the game as a ' +
      'third dead hand. Challenge was wrong: the challenger stops playing and scores 0 (T14F), even one who won ' +
      'meanwhile, unless the ruleset lets the win stand (T27).',
    socialDifference: 'A wrong challenger pays 50 (DH) or 25 (MJN); a dead challenged hand pays 50.',
    effect:
      'A dead hand for the challenged seat (found dead, when settled at the end), or “challenged in error” for the ' +
      'challenger',
  },
  CHALLENGE_GROUNDS: {
    title: 'Grounds for a challenge',
    ruling:
      'Exposures that match no hand on the card (no such hand); exposures on a concealed hand; a hand that cannot be ' +
      'completed from the tiles still unseen (unwinnable); a rule broken (DH, MJN).',
    effect: 'A dead hand',
  },
  MAHJONG_IN_ERROR: {
    title: 'Mah jongg in error',
    ruling:
      'Said only: no penalty (T17A). Tiles exposed: dead, scores 0 (T17B). Only the exposure with the claimed discard ' +
      'exposed: may go on, as a call for that exposure (T17B, A55). A concealed hand exposed: tiles back to the rack, ' +
      'its jokers cannot be redeemed (T17E). If at most one other hand stays intact the game ends (T17D).',
    socialDifference: 'The erring declarer pays double the incorrect hand to the one intact player (MJN).',
    effect: '“Mah jongg in error” for the declarer; the game ends by it when at most one hand stays intact',
  },
  MISNAMED_DISCARD: {
    title: 'Misnamed discard',
    ruling:
      'Claimed for an exposure: the discarder must give the correct tile if they hold it, else the game goes on ' +
      '(T15A, T15B). Claimed for mah jongg: the misnamed-discard penalty (T15C). A claimer who exposed before ' +
      'checking must use the tile or is dead (T15D, T16C).',
    socialDifference: 'A miscalled tile claimed for mah jongg: the discarder pays 4 times, the others nothing (MJN).',
    effect: '“Misnamed the winning discard” for the discarder, or a dead hand for the claimer',
  },
  EXPOSING_IN_ERROR: {
    title: 'Exposing in error',
    ruling:
      'A touched claimed tile must be used (T16A); a claimer who cannot use it is dead (T16A, with T15D, T16C). ' +
      'Exposures may be corrected until the discard ends the turn (T16D); ' +
      'an extra separate exposure followed by a discard: dead (T16D).',
    effect: 'A dead hand',
  },
  PICKING_AHEAD: {
    title: 'Picking ahead or out of turn',
    ruling:
      'Dead (T7B, EP). A racked tile stays with the dead hand; a tile not yet racked goes back to its place in the ' +
      'wall (EP).',
    effect: 'A dead hand',
  },
  DISCARD_BEFORE_PICK: {
    title: 'Discarding before picking',
    ruling: 'Dead: a wrong tile count (T14B, EP).',
    effect: 'A dead hand',
  },
  JOKER_EXCHANGE_BEFORE_PICK: {
    title: 'Joker exchange before picking',
    ruling: 'Dead (T14C, T19A).',
    effect: 'A dead hand',
  },
  WRONG_WALL: {
    title: 'Wrong wall or wrong end',
    ruling:
      'One player: dead (T10); found only when that player’s discard was claimed for mah jongg, the mah jongg stands ' +
      '(EP) and the picker, its discarder, is found dead. Found only after more than one player picked there: the ' +
      'game goes on from that wall (T10).',
    socialDifference:
      'Several players: the game is restarted (EP); a discard after a wrong-end pick that gives mah jongg: that ' +
      'discarder pays 4 times, the others nothing (EP).',
    effect: 'A dead hand (found dead, when found through a mah jongg), or nothing',
  },
  SERVING_WRONG_WALL: {
    title: 'Serving the wrong wall, or too early',
    ruling:
      'The player who picked from the wrongly served wall is dead; served too early: both the server and the picker ' +
      'are dead, and the early wall is pulled back (EP).',
    effect: 'A dead hand',
  },
  EXPOSURE_AFTER_WALL_PICK: {
    title: 'Exposure after picking from the wall',
    ruling: 'Dead, unless declaring mah jongg (EP).',
    effect: 'A dead hand',
  },
  WRONG_TILE_COUNT: {
    title: 'Wrong number of tiles after East’s first discard',
    ruling: 'One or two players: dead (EP). Three players: the game is restarted and East stays dealer (EP).',
    effect: 'A dead hand, or the game void (replayed)',
  },
  TILE_OVERTURNED: {
    title: 'Tile overturned in the wall',
    ruling: 'Put back face down where it was; no penalty (EP).',
    effect: 'None',
  },
  CLAIMED_TILE_RACKED: {
    title: 'Claimed tile put in the rack',
    ruling: 'Dead: a claimed tile goes on top of the rack, in sight (T18).',
    effect: 'A dead hand',
  },
  HAND_NOT_DISPLAYED: {
    title: 'Winning hand not displayed in card order',
    ruling: 'Must redisplay when asked; refusing: may be declared dead (T21).',
    effect: 'A dead hand',
  },
  OUT_OF_TURN_DISCARD_MAHJONG: {
    title: 'Out-of-turn discard claimed for mah jongg',
    ruling:
      'The discarder picked out of turn: dead (T7B), found only when the discard was claimed, so the hand is found ' +
      'dead. What the mah jongg pays the tournament rules do not say: the Director rules (T27).',
    socialDifference: 'The discarder pays 4 times, the others nothing (EP).',
    effect: 'A dead hand for the discarder (found dead); the payment is the Director’s ruling',
  },
  CHARLESTON_PEEK: {
    title: 'Blind-pass peek in the Charleston',
    ruling: 'The Charleston-peek penalty at the end of that game (T6).',
    effect: '“Peeked in the Charleston” for the player',
  },
  EARLY_THROW: {
    title: 'Tile thrown before East’s first discard',
    ruling: 'Returned to the rack, no penalty (T3B).',
    effect: 'None',
  },
  SIMULTANEOUS_CLAIMS: {
    title: 'Simultaneous claims',
    ruling:
      'The player closest in turn to the discarder gets the tile, for an exposure or for mah jongg (T12.6–T12.8); a ' +
      'claim at the same moment as the next rack or discard gets the benefit of the doubt; the Director rules (T22).',
    effect: 'None',
  },
  JOKER_EXCHANGE_DISPUTE: {
    title: 'Joker exchange disputes',
    ruling:
      'Only before naming or dropping one’s discard (T12.5, T19D); not to complete one’s own exposure with a ' +
      'just-claimed discard (T19C); jokers of a dead hand’s earlier valid exposures may be exchanged (T19B, MJN).',
    effect: 'None',
  },
  COURTESY: {
    title: 'Courtesy complaint',
    ruling:
      'First complaint: a warning. Second: disqualified, and may be expelled (T2A, T2B). Lingering in the room: a ' +
      'penalty at the Director’s discretion (T2C).',
    effect: 'The player’s status',
  },
  HEAVENLY_HAND: {
    title: 'Heavenly hand',
    ruling: 'East may stop the Charleston; no self-pick bonus (T5D).',
    effect: 'Mah jongg, a heavenly hand',
  },
  THREE_DEAD: {
    title: 'Three dead hands',
    ruling: 'The game ends at once (DH).',
    effect: 'The game ends: three dead hands',
  },
} as const satisfies Record<IncidentKind, IncidentInfo>;
