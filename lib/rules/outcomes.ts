/** How a game ended (docs/rules.md §2.2). */
export const OUTCOMES = ['mahjong', 'wall', 'incomplete', 'mahjong_in_error', 'three_dead', 'void'] as const;

export type Outcome = (typeof OUTCOMES)[number];

export interface OutcomeInfo {
  label: string;
  explanation: string;
  citation: string;
}

export const OUTCOME_INFO = {
  mahjong: {
    label: 'Mah jongg',
    explanation:
      'One player won. The winner scores the card value of the hand, plus the self-pick bonus when the winning ' +
      'tile came from the wall and the jokerless bonus when the hand has no joker (not for Singles and Pairs). ' +
      'A heavenly hand (East wins on the 14 dealt tiles) gets no self-pick bonus. The player who threw the ' +
      'winning tile pays a penalty that grows with the exposures on the winner’s rack.',
    citation: 'T13, T13.1, T13.2, T13.5–T13.8, T5D, T13.12',
  },
  wall: {
    label: 'Wall game',
    explanation:
      'The wall ran out and nobody won. Every player whose hand is still live scores the wall-game points; ' +
      'dead hands pay the dead-hand penalty instead, and players out of play score 0.',
    citation: 'T13.3, T13.9',
  },
  incomplete: {
    label: 'Incomplete game',
    explanation:
      'Time ran out before the game ended. Nobody scores hand, bonus or wall points. By default dead hands and ' +
      'Charleston peeks are still penalised; the ruleset can instead give every player exactly 0.',
    citation: 'T13.4, T23',
  },
  mahjong_in_error: {
    label: 'Ended by a mah jongg in error',
    explanation:
      'A player declared mah jongg in error and exposed tiles, and at most one other hand stayed intact, so the ' +
      'game stopped. If one hand stayed intact, that player scores the intact-hand points; everyone else scores 0. ' +
      'With two or more intact hands the game goes on and ends some other way.',
    citation: 'T17B, T17D',
  },
  three_dead: {
    label: 'Three dead hands',
    explanation:
      'Three hands were declared dead during play (not through a mah jongg in error), which ends the game at once. ' +
      'A hand found dead only after play went on does not count towards the three. Each dead hand pays the ' +
      'dead-hand penalty; the one player still live scores the survivor points.',
    citation: 'DH, T17D (applied to three dead hands)',
  },
  void: {
    label: 'Void (replayed)',
    explanation:
      'The game was restarted and replayed, for example after three wrong tile counts. It scores nothing for ' +
      'anyone and is kept only as a record.',
    citation: 'EP',
  },
} as const satisfies Record<Outcome, OutcomeInfo>;

/** Which dead hands end a game and which do not (docs/rules.md §2.3), for the rulebook beside the outcomes. */
export const FOUND_DEAD_INFO: OutcomeInfo = {
  label: 'Dead during play, or found dead afterwards',
  explanation:
    'A hand declared dead during play stops picking and discarding at once: it cannot throw the winning tile, and a ' +
    'third such hand ends the game. A hand found dead only after play went on (a disputed challenge settled at the ' +
    'end as dead, a pick from the wrong wall or end, or a discard out of turn, found when its discard was claimed ' +
    'for mah jongg) played on: it pays the dead-hand penalty, and the discard penalty as well if it threw the ' +
    'winning tile; it cannot be the winner, gets no wall points, and does not count toward the three dead hands, so ' +
    'the game ends as it did. A challenge found wrong at the end makes the challenger score 0, even one who won ' +
    'meanwhile (see the options).',
  citation: 'DH, T14, T14F, T10, T7B, EP',
};
