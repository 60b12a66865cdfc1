import { listInWords, type Problem, type ProblemCode } from './problems';
import { OUT_OF_PLAY_FIELDS, SEAT_LIST_FIELDS, type GameField, type GameRecord, type SeatListField } from './record';
import type { Seat } from './seats';

/** A problem of a game record: its field is always one of the record's. */
export const problem = (field: GameField, code: ProblemCode, message: string): Problem => ({ field, code, message });

/**
 * One rule between fields. `needs` lists every field `run` reads, so that a rule is skipped when one of them
 * failed the schema: the record then still gets every other problem reported, and no problem made up from a
 * field that was not understood.
 */
export interface Check {
  needs: readonly GameField[];
  run: (game: GameRecord, problems: Problem[]) => void;
}

export const check = (needs: readonly GameField[], run: Check['run']): Check => ({ needs, run });

/** Why a seat in each list can neither win nor throw the winning tile. */
export const STOPPED_PLAYING: Record<Exclude<SeatListField, 'charlestonPeek'>, string> = {
  dead: 'a dead hand stops picking and discarding and cannot win (DH, T14)',
  foundDead: 'a hand found dead after play went on was dead all along and cannot win (DH, T14)',
  erroneousChallengers: 'a player who declared another hand dead in error stops playing (T14F)',
  mahjongInError: 'a mah jongg in error makes the hand dead and it stops playing (T17B, T17C)',
  threwIn: 'a player who exposed their hand after another’s mah jongg in error is out of play (T17D)',
};

/** `Seat B is` or `Seats B and C are`, to start a sentence about some seats. */
export const seatsAre = (seats: readonly Seat[]) =>
  seats.length === 1 ? `Seat ${seats[0]} is` : `Seats ${listInWords(seats)} are`;

const SEAT_FIELDS = ['east', 'winner', 'discarder', ...SEAT_LIST_FIELDS] as const;

/** The seats not at the table, once each; a plain loop, as nearly every record has none. */
function notAtTable(named: Seat | readonly Seat[] | undefined, table: readonly Seat[]): Seat[] {
  const away: Seat[] = [];
  if (named === undefined) return away;
  for (const seat of typeof named === 'string' ? [named] : named) {
    if (!table.includes(seat) && !away.includes(seat)) away.push(seat);
  }
  return away;
}

const repeated = (seats: readonly Seat[]) =>
  seats.length < 2 ? [] : [...new Set(seats.filter((seat, i) => seats.indexOf(seat) !== i))];

/** Rules about the table itself, whatever the outcome. */
export const TABLE_CHECKS: readonly Check[] = [
  ...(['seats', ...SEAT_LIST_FIELDS] as const).map((field) =>
    check([field], (game, problems) => {
      const twice = repeated(game[field]);
      if (twice.length > 0) {
        problems.push(problem(field, 'duplicate_seat', `${seatsAre(twice)} listed more than once in \`${field}\``));
      }
    }),
  ),
  ...SEAT_FIELDS.map((field) =>
    check(['seats', field], (game, problems) => {
      const away = notAtTable(game[field], game.seats);
      if (away.length > 0)
        problems.push(
          problem(
            field,
            'seat_not_at_table',
            `${seatsAre(away)} not at this table (\`seats\` is ${game.seats.join(', ')})`,
          ),
        );
    }),
  ),
  check(['seats', 'charlestonPeek'], (game, problems) => {
    if (game.seats.length === 3 && game.charlestonPeek.length > 0) {
      problems.push(
        problem(
          'charlestonPeek',
          'no_charleston',
          '`seats` lists a 3-player table, and there is no Charleston at a 3-player table (T5C), so nobody can be penalised for a Charleston peek',
        ),
      );
    }
  }),
  check(OUT_OF_PLAY_FIELDS, (game, problems) => {
    if (game.erroneousChallengers.length + game.mahjongInError.length + game.threwIn.length < 2) return;
    OUT_OF_PLAY_FIELDS.forEach((later, j) => {
      for (const earlier of OUT_OF_PLAY_FIELDS.slice(0, j)) {
        const both = game[later].filter((seat) => game[earlier].includes(seat));
        if (both.length > 0) {
          problems.push(
            problem(
              later,
              'two_statuses',
              `${seatsAre(both)} also listed in \`${earlier}\`: ${STOPPED_PLAYING[earlier]}, so cannot also be in \`${later}\``,
            ),
          );
        }
      }
    });
  }),
  check(['dead', 'foundDead'], (game, problems) => {
    const both = game.foundDead.filter((seat) => game.dead.includes(seat));
    if (both.length > 0) {
      problems.push(
        problem(
          'foundDead',
          'dead_and_found_dead',
          `${seatsAre(both)} also listed in \`dead\`: a hand is either declared dead during play (\`dead\`) or found dead only after play went on (\`foundDead\`), not both`,
        ),
      );
    }
  }),
  check(['threwIn', 'mahjongInError'], (game, problems) => {
    if (game.threwIn.length > 0 && game.mahjongInError.length === 0) {
      problems.push(
        problem(
          'threwIn',
          'threw_in_without_error',
          '`threwIn` lists players who exposed their hands after another’s mah jongg in error, but `mahjongInError` names nobody',
        ),
      );
    }
  }),
];
