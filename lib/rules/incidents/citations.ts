/**
 * A rule a proposal rests on. `social: true` marks the NMJL social-game rule where it differs from the tournament's:
 * shown for reference, never applied. NMJL texts that fill a silence of the tournament rules are not social.
 */
export interface Citation {
  rule: string;
  text: string;
  social: boolean;
}

const rule = (id: string, text: string): Citation => ({ rule: id, text, social: false });
const social = (id: string, text: string): Citation => ({ rule: id, text, social: true });

/** The tournament rules (004) and the NMJL texts the tournament applies where they are silent (docs/rules.md, "Sources and citations"). */
export const RULE = {
  T2A: rule('T2A', 'Upon the first complaint, the offending player is asked to refrain from discourteous activity.'),
  T2B: rule('T2B', 'On a second complaint the offending player is disqualified and may be expelled.'),
  T2C: rule(
    'T2C',
    'Players who stay in the room and disturb those still playing may be penalized, at the Director’s discretion.',
  ),
  T3B: rule(
    'T3B',
    'The game begins when East throws the first tile; a tile thrown before goes back to the rack, no penalty.',
  ),
  T5C: rule('T5C', 'There is no Charleston at a 3-player table in a tournament.'),
  T5D: rule('T5D', 'With a heavenly hand East may stop the Charleston, and gets no bonus for a self-picked mah jongg.'),
  T6: rule('T6', 'A player who looks at a tile taken in a blind pass is penalized −10 at the end of that game.'),
  T7A: rule('T7A', 'A player must pick a tile before discarding, or before exchanging for a joker in an exposure.'),
  T7B: rule('T7B', 'A player must be declared dead for picking ahead, or picking out of turn.'),
  T7D: rule('T7D', 'A player who touched a claimed discard must take it and use it for their exposure.'),
  T9: rule('T9', 'There should be 13 tiles on a player’s rack.'),
  T10: rule(
    'T10',
    'A player who picks from the wrong wall or the wrong end is dead; found only after more than one player picked there, the game goes on from that wall.',
  ),
  T12_5: rule(
    'T12.5',
    'Once the discard is named, even in part, or touches the table, it can no longer be exchanged for a joker.',
  ),
  T12_6: rule(
    'T12.6',
    'Two claims at once for an exposure: the player closest in turn to the discarder takes the tile.',
  ),
  T12_7: rule('T12.7', 'Two claims at once for mah jongg: the player closest in turn to the discarder takes the tile.'),
  T12_8: rule(
    'T12.8',
    'Two claims not at once, neither having touched the tile: the player closest in turn to the discarder takes it.',
  ),
  T13_5: rule(
    'T13.5',
    'The player whose discard gives mah jongg pays: −10 when the winner has 0 or 1 exposures, −20 with 2, −25 with 3 or more.',
  ),
  T13_8: rule('T13.8', 'A player who misnames the discard that gives mah jongg: −25.'),
  T13_11: rule('T13.11', 'Zero for a player who erroneously declared another player’s hand dead.'),
  T13_12: rule('T13.12', 'A heavenly hand gets no bonus for a self-picked mah jongg.'),
  T14: rule(
    'T14',
    'A hand that goes dead or is declared dead scores −10, even in a wall game; the reasons listed are not a complete list.',
  ),
  T14A: rule('T14A', 'A hand can be declared dead for picking ahead.'),
  T14B: rule('T14B', 'A hand can be declared dead for discarding before picking.'),
  T14C: rule('T14C', 'A hand can be declared dead for exchanging for a joker before picking.'),
  T14F: rule('T14F', 'A player who erroneously declares another hand dead stops playing and scores 0.'),
  T14F_END: rule(
    'T14F',
    'A player who erroneously declares another hand dead scores zero at the end of the game, even one they won meanwhile.',
  ),
  T15A: rule(
    'T15A',
    'A misnamed discard claimed for an exposure: a discarder who holds the named tile must discard it instead.',
  ),
  T15B: rule(
    'T15B',
    'A discarder who does not hold the named tile: the tile is named correctly and the game goes on, no penalty.',
  ),
  T15C: rule('T15C', 'A misnamed discard may be claimed for mah jongg; the discarder is penalized −25.'),
  T15D: rule('T15D', 'A claimer who exposed before taking the misnamed tile must use it in an exposure, or is dead.'),
  T16A: rule('T16A', 'A claimed tile touched by the claimer must be used in an exposure.'),
  T16B: rule(
    'T16B',
    'A misnamed tile claimed for an exposure: the discarder gives the correct tile if they hold it, else the game goes on.',
  ),
  T16A_CANNOT_USE: rule(
    'T16A',
    'A claimer who touched a claimed tile must use it; one who cannot is dead, as in T15D and T16C.',
  ),
  T16C: rule(
    'T16C',
    'A claimer who exposed before finding the discard misnamed must use the tile, in any way; unable, the hand is dead.',
  ),
  T16D: rule(
    'T16D',
    'Exposures may be corrected until the discard ends the turn; an extra separate exposure followed by a discard: dead.',
  ),
  T17A: rule('T17A', 'No penalty for only saying mah jongg in error.'),
  T17B: rule(
    'T17B',
    'Mah jongg in error with tiles exposed: dead, scores 0; exposing only the claimed tile’s exposure, the player plays on.',
  ),
  T17C: rule(
    'T17C',
    'Exposures made before the error stay on the rack and their jokers may be redeemed; the erring hand stops playing.',
  ),
  T17D: rule(
    'T17D',
    'Three others expose: all score 0; one hand intact: it scores 10, the rest 0; two or more intact: the game goes on.',
  ),
  T17E: rule(
    'T17E',
    'A concealed hand exposed in error goes back to the rack; its jokers cannot be redeemed; the player stops playing.',
  ),
  T18: rule(
    'T18',
    'A claimed tile goes on top of the rack, in sight; a hand that puts it in the rack should be declared dead.',
  ),
  T19A: rule(
    'T19A',
    'Before exchanging for an exposed joker a player must pick from the wall or have claimed and exposed a tile.',
  ),
  T19B: rule(
    'T19B',
    'Jokers of a dead hand may be exchanged if their exposure was correct, made before the hand was declared dead, and not why it is dead.',
  ),
  T19C: rule('T19C', 'No exchange for an opponent’s joker to complete one’s exposure of the discard just claimed.'),
  T19D: rule(
    'T19D',
    'A tile named, even in part, or touching the table is discarded and can no longer be exchanged for a joker.',
  ),
  T21: rule(
    'T21',
    'A mah jongg hand must be redisplayed in card order when asked; refusing, it may be declared dead and the game goes on.',
  ),
  T22: rule(
    'T22',
    'A claim at the same moment as the next rack or discard gets the benefit of the doubt; the Director rules.',
  ),
  T24: rule('T24', 'Seat A is East, B North, C West, D South.'),
  T27: rule(
    'T27',
    'If a question arises during play, the Director’s ruling is final, on these rules and personal judgment.',
  ),
  T27_SILENT: rule(
    'T27',
    'The tournament rules are silent here: the Director rules. By default the National Mah Jongg League text cited next applies.',
  ),
  T27_PAYMENT: rule(
    'T27',
    'The tournament rules are silent on what this mah jongg pays: the Director rules it; the social game’s rule is for reference only.',
  ),
  T27_ARGUING: rule('T27', 'Arguing with the Director may be grounds for immediate disqualification.'),
  DH_DEAD: rule(
    'DH',
    'A hand is dead when the player breaks a rule, makes an invalid exposure or an error, or it becomes unwinnable.',
  ),
  DH_LIVE_ONLY: rule('DH', 'Only a player with a live hand may issue a dead-hand challenge, on tiles visible to all.'),
  DH_AGREED: rule(
    'DH',
    'An agreed dead hand stops picking and discarding and stays silent; exposures made with the challenge go back, earlier ones stay with their jokers.',
  ),
  DH_DISPUTED: rule(
    'DH',
    'A disputed challenge: the challenged player plays on and it is settled at the game’s end with the whole hand revealed.',
  ),
  DH_UNDISPUTABLE: rule('DH', 'A wrong tile count, an invalid exposure or a rule violation cannot be disputed.'),
  DH_WITHDRAWN: rule('DH', 'A challenger who acknowledges the mistake: play goes on with the next player in turn.'),
  DH_RESUME: rule('DH', 'Play goes on with the next player in turn, to the right (counterclockwise).'),
  DH_CONCEALED: rule(
    'DH',
    'Exposures on a concealed hand all go back to the rack, with their jokers, even one valid for an exposed hand.',
  ),
  DH_NO_SUCH_HAND: rule(
    'DH',
    'The exposure showing a hand not on the card and all later ones go back; earlier ones stay, with their jokers.',
  ),
  DH_UNWINNABLE: rule('DH', 'A hand that cannot be completed from the tiles still unseen is dead.'),
  DH_THREE_DEAD: rule(
    'DH',
    'If three hands are declared dead, not through a mah jongg in error, the game ends immediately.',
  ),
  EP_OVERTURNED: rule('EP', 'A wall tile turned face up goes back face down exactly where it was.'),
  EP_TILE_COUNT: rule(
    'EP',
    'One or two players with a wrong tile count after East’s first discard are dead; the others play on.',
  ),
  EP_THREE_COUNTS: rule(
    'EP',
    'Three wrong tile counts: the game is restarted, tiles reshuffled and walls rebuilt, East stays dealer.',
  ),
  EP_DISCARD_BEFORE_PICK: rule('EP', 'Discarding without picking or claiming a tile is a wrong tile count: dead.'),
  EP_OUT_OF_TURN: rule(
    'EP',
    'A tile picked out of turn: dead; a racked tile stays with the dead hand, one not racked goes back to its place in the wall.',
  ),
  EP_WRONG_WALL_SERVED: rule(
    'EP',
    'Picking from a wrongly served wall: dead, the tile stays; everyone plays that wall until it is used up.',
  ),
  EP_SERVED_EARLY: rule(
    'EP',
    'A wall served too early: the server and the picker are dead, the wall is pulled back, the others play on.',
  ),
  EP_EXPOSURE_AFTER_PICK: rule(
    'EP',
    'Exposing after picking from the wall makes the hand dead, except when declaring mah jongg.',
  ),
  EP_WRONG_WALL_MAHJONG: rule(
    'EP',
    'A wrong-wall or wrong-end pick found only when that player’s discard is claimed for mah jongg: the mah jongg stands.',
  ),
  EP_OUT_OF_TURN_INVALID: rule(
    'EP',
    'An out-of-turn discard claimed for a mah jongg that is not good: the mah jongg in error rules apply.',
  ),
  A55: rule(
    'A55',
    'A mah jongg declared on a discard may become a call for that exposure; the player is committed to the exposure.',
  ),
  MJN_GROUNDS: rule(
    'MJN',
    'A hand may be declared dead for exposures matching no hand, on a concealed hand, an unwinnable hand, or a broken rule.',
  ),
  MJN_CONCEALED_INVALID: rule(
    'MJN',
    'Exposures that show a concealed hand are an invalid exposure: the challenge cannot be disputed, the hand is dead at once.',
  ),
  MJN_DEAD_JOKERS: rule(
    'MJN',
    'Jokers properly exposed before a hand went dead may be exchanged; jokers going back to the rack may not.',
  ),
} as const satisfies Record<string, Citation>;

/** The NMJL social-game rules where they differ from the tournament's (docs/rules.md §5.1). */
export const SOCIAL = {
  DH_WRONG_CHALLENGE: social('DH', 'A wrong challenger pays 50 to the challenged player.'),
  DH_DEAD_FOUND: social('DH', 'A disputed hand found dead pays 50 to the challenger.'),
  MJN_DISPUTE: social('MJN', 'A disputed challenge settled at the end: the one found wrong pays 25 to the other.'),
  MJN_DOUBLE: social(
    'MJN',
    'A mah jongg in error that leaves one hand intact: the declarer pays double the incorrect hand to that player.',
  ),
  MJN_MISNAMED: social(
    'MJN',
    'A miscalled tile claimed for mah jongg: the discarder pays four times the hand, the others nothing.',
  ),
  MJN_MISNAMED_EXPOSURE: social(
    'MJN',
    'No penalty for a miscalled tile wanted for an exposure, and the NMJL does not make the discarder give the named tile.',
  ),
  EP_FOUR_TIMES: social(
    'EP',
    'The out-of-turn or wrong-end discarder pays four times the mah jongg, the others nothing, and a new game begins.',
  ),
  EP_RESTART: social(
    'EP',
    'More than one player picking from the wrong end: the game is restarted, East stays dealer.',
  ),
} as const satisfies Record<string, Citation>;
