import { check, problem, STOPPED_PLAYING, type Check } from './checks';
import { OUT_OF_PLAY_FIELDS, type GameRecord } from './record';

/** Lists whose seats cannot win. An erroneous challenger can: a disputed challenge found wrong only at the game's end (T14F). */
const CANNOT_WIN = ['dead', 'foundDead', 'mahjongInError', 'threwIn'] as const;
/** Lists whose seats cannot have thrown the winning tile; a hand found dead played on, so it may have (docs/rules.md §2.3). */
const CANNOT_DISCARD = ['dead', ...OUT_OF_PLAY_FIELDS] as const;

/** The most a hand on any NMJL card is worth, with room to spare: more is a typing slip. */
const MAX_HAND_VALUE = 1000;

const isMahjong = (game: GameRecord) => game.outcome === 'mahjong';

/** Rules for a game won by mah jongg (T13, T5D, T15C): who won, with what, and where the tile came from. */
export const MAHJONG_CHECKS: readonly Check[] = [
  check(['outcome', 'winner'], (game, problems) => {
    if (isMahjong(game) && game.winner === undefined)
      problems.push(problem('winner', 'missing', 'A mah jongg game needs its `winner`'));
  }),
  check(['outcome', 'handValue'], (game, problems) => {
    if (!isMahjong(game)) return;
    const value = game.handValue;
    if (value === undefined) {
      problems.push(
        problem('handValue', 'missing', 'A mah jongg game needs the card value of the winning hand in `handValue`'),
      );
    } else if (value <= 0 || value % 5 !== 0) {
      problems.push(
        problem(
          'handValue',
          'bad_hand_value',
          `A hand value is a positive multiple of 5 as printed on the card (T13), not ${value}`,
        ),
      );
    } else if (value > MAX_HAND_VALUE) {
      problems.push(
        problem(
          'handValue',
          'bad_hand_value',
          `No hand on the card is worth ${value}: a hand value is at most ${MAX_HAND_VALUE}`,
        ),
      );
    }
  }),
  check(['outcome', 'selfPicked', 'heavenly', 'discarder'], (game, problems) => {
    if (isMahjong(game) && !game.selfPicked && !game.heavenly && game.discarder === undefined) {
      problems.push(
        problem(
          'discarder',
          'no_winning_tile',
          'Say where the winning tile came from: name the `discarder`, or tick `selfPicked` (from the wall) or `heavenly`',
        ),
      );
    }
  }),
  // On a self-picked win the exposures set no penalty; a scorekeeper who fills them in anyway is not wrong.
  check(['outcome', 'discarder', 'winnerExposures'], (game, problems) => {
    if (isMahjong(game) && game.discarder !== undefined && game.winnerExposures === undefined) {
      problems.push(
        problem(
          'winnerExposures',
          'missing',
          'With a `discarder`, give `winnerExposures`: the exposures on the winner’s rack when the tile was thrown (0 to 4), which set the discarder’s penalty (T13.5–T13.7)',
        ),
      );
    }
  }),
  check(['outcome', 'discarder', 'misnamedDiscard'], (game, problems) => {
    if (isMahjong(game) && game.misnamedDiscard && game.discarder === undefined) {
      problems.push(
        problem(
          'misnamedDiscard',
          'only_with_discarder',
          'A misnamed discard needs the player who threw it: name the `discarder`',
        ),
      );
    }
  }),
  check(['outcome', 'selfPicked', 'discarder'], (game, problems) => {
    if (isMahjong(game) && game.selfPicked && game.discarder !== undefined) {
      problems.push(
        problem(
          'discarder',
          'self_picked_with_discarder',
          `The winning tile cannot both come from the wall (\`selfPicked\`) and be Seat ${game.discarder}’s discard`,
        ),
      );
    }
  }),
  check(['outcome', 'heavenly', 'winner', 'east'], (game, problems) => {
    if (isMahjong(game) && game.heavenly && game.winner !== undefined && game.winner !== game.east) {
      problems.push(
        problem(
          'heavenly',
          'heavenly_not_east',
          `Only East wins a heavenly hand, on the 14 dealt tiles (T5D): the \`winner\` is Seat ${game.winner} but \`east\` is Seat ${game.east}`,
        ),
      );
    }
  }),
  check(['outcome', 'heavenly', 'discarder'], (game, problems) => {
    if (isMahjong(game) && game.heavenly && game.discarder !== undefined) {
      problems.push(
        problem(
          'discarder',
          'heavenly_with_discarder',
          'A heavenly hand wins on the 14 dealt tiles, before anyone discards (T5D): it has no `discarder`',
        ),
      );
    }
  }),
  check(['outcome', 'winnerExposures', 'singlesAndPairs', 'concealed'], (game, problems) => {
    const exposures = game.winnerExposures ?? 0;
    if (isMahjong(game) && exposures > 0 && (game.singlesAndPairs || game.concealed)) {
      const hand = game.singlesAndPairs
        ? 'A Singles and Pairs hand (`singlesAndPairs`)'
        : 'A concealed hand (`concealed`)';
      problems.push(
        problem(
          'winnerExposures',
          'exposures_on_concealed',
          `${hand} has no exposures before mah jongg, yet \`winnerExposures\` is ${exposures}`,
        ),
      );
    }
  }),
  check(['winner', 'discarder'], (game, problems) => {
    if (game.winner !== undefined && game.winner === game.discarder) {
      problems.push(
        problem(
          'discarder',
          'winner_is_discarder',
          `Seat ${game.winner} cannot win (\`winner\`) on its own discard (\`discarder\`)`,
        ),
      );
    }
  }),
  ...CANNOT_WIN.map((list) =>
    check(['winner', list], (game, problems) => {
      if (game.winner !== undefined && game[list].includes(game.winner)) {
        const code = list === 'dead' || list === 'foundDead' ? 'winner_is_dead' : 'winner_out_of_play';
        problems.push(
          problem(
            list,
            code,
            `Seat ${game.winner} won this game (\`winner\`), so it cannot also be listed in \`${list}\`: ${STOPPED_PLAYING[list]}`,
          ),
        );
      }
    }),
  ),
  ...CANNOT_DISCARD.map((list) =>
    check(['discarder', list], (game, problems) => {
      if (game.discarder !== undefined && game[list].includes(game.discarder)) {
        const code = list === 'dead' ? 'discarder_is_dead' : 'discarder_out_of_play';
        problems.push(
          problem(
            'discarder',
            code,
            `Seat ${game.discarder} is listed in \`${list}\`, so it cannot have thrown the winning tile (\`discarder\`): ${STOPPED_PLAYING[list]}`,
          ),
        );
      }
    }),
  ),
];
