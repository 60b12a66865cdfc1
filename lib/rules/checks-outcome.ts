import { check, problem, seatsAre, type Check } from './checks';
import { listInWords } from './problems';
import { MAHJONG_ONLY_FIELDS, type GameRecord } from './record';
import { deadHandCount, playingSeats } from './status';

const wentOnAfterError = (game: GameRecord) =>
  game.outcome === 'mahjong' || game.outcome === 'wall' || game.outcome === 'incomplete';

/** Rules tying the outcome to the dead hands and the players out of play (T17D, DH). */
export const OUTCOME_CHECKS: readonly Check[] = [
  ...MAHJONG_ONLY_FIELDS.map((field) =>
    check(['outcome', field], (game, problems) => {
      const value = game[field];
      if (game.outcome !== 'mahjong' && value !== undefined && value !== false) {
        problems.push(
          problem(
            field,
            'only_for_mahjong',
            `\`${field}\` belongs to a game won by mah jongg, but this game’s \`outcome\` is \`${game.outcome}\``,
          ),
        );
      }
    }),
  ),
  check(['outcome', 'dead', 'mahjongInError'], (game, problems) => {
    if (game.dead.length < 3 && game.outcome !== 'three_dead') return;
    const count = deadHandCount(game);
    if (game.outcome === 'three_dead' && count !== 3) {
      problems.push(
        problem(
          'dead',
          'not_three_dead',
          `The \`outcome\` is \`three_dead\`, but \`dead\` lists ${count} hand${count === 1 ? '' : 's'} that did not go dead through a mah jongg in error (\`mahjongInError\`): it needs exactly three declared dead during play (DH); hands found dead afterwards (\`foundDead\`) do not count`,
        ),
      );
    } else if (count >= 3 && game.outcome !== 'three_dead' && game.outcome !== 'void') {
      problems.push(
        problem(
          'dead',
          'should_be_three_dead',
          `\`dead\` lists ${count} hands that did not go dead through a mah jongg in error (\`mahjongInError\`): the third dead hand ends the game at once (DH), so the \`outcome\` is \`three_dead\`, not \`${game.outcome}\``,
        ),
      );
    }
  }),
  check(['outcome', 'mahjongInError'], (game, problems) => {
    if (game.outcome === 'mahjong_in_error' && game.mahjongInError.length === 0) {
      problems.push(
        problem(
          'mahjongInError',
          'no_mahjong_in_error',
          'The `outcome` is `mahjong_in_error`: name the player who declared mah jongg in error in `mahjongInError`',
        ),
      );
    }
  }),
  check(['outcome', 'seats', 'dead', 'erroneousChallengers', 'mahjongInError', 'threwIn'], (game, problems) => {
    if (game.outcome !== 'mahjong_in_error' || game.mahjongInError.length === 0) return;
    const intact = playingSeats(game);
    if (intact.length >= 2) {
      problems.push(
        problem(
          'outcome',
          'game_went_on',
          `${seatsAre(intact)} still intact, and with two or more intact hands the game goes on after a mah jongg in error (T17D): record how it ended, or list in \`threwIn\` the players who exposed their hands`,
        ),
      );
    }
  }),
  check(['outcome', 'seats', 'mahjongInError', 'threwIn'], (game, problems) => {
    if (!wentOnAfterError(game) || game.mahjongInError.length === 0) return;
    const intact = game.seats.filter((seat) => !game.mahjongInError.includes(seat) && !game.threwIn.includes(seat));
    if (intact.length < 2) {
      const who = intact.length === 0 ? 'no hand' : `only Seat ${listInWords(intact)}`;
      problems.push(
        problem(
          'outcome',
          'should_be_mahjong_in_error',
          `After the mah jongg in error (\`mahjongInError\`), with the hands exposed in \`threwIn\`, ${who} stayed intact, so the game ended there (T17D): the \`outcome\` is \`mahjong_in_error\`, not \`${game.outcome}\``,
        ),
      );
    }
  }),
];
