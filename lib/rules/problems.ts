/** What is wrong with an input, as data: the field it is attached to, a stable code, and a Director's sentence. */
export interface Problem {
  field: string;
  code: ProblemCode;
  message: string;
}

export type ProblemCode =
  // the shape of a record or ruleset
  | 'not_an_object'
  | 'unknown_field'
  | 'missing'
  | 'wrong_type'
  | 'not_an_option'
  | 'too_small'
  | 'too_big'
  | 'duplicate'
  | 'invalid'
  // the table
  | 'duplicate_seat'
  | 'seat_not_at_table'
  | 'no_charleston'
  // a mah jongg
  | 'only_for_mahjong'
  | 'bad_hand_value'
  | 'no_winning_tile'
  | 'only_with_discarder'
  | 'self_picked_with_discarder'
  | 'heavenly_not_east'
  | 'heavenly_with_discarder'
  | 'exposures_on_concealed'
  | 'winner_is_discarder'
  | 'winner_is_dead'
  | 'winner_out_of_play'
  | 'discarder_is_dead'
  | 'discarder_out_of_play'
  // dead hands and players out of play
  | 'two_statuses'
  | 'dead_and_found_dead'
  | 'threw_in_without_error'
  | 'should_be_three_dead'
  | 'not_three_dead'
  | 'no_mahjong_in_error'
  | 'game_went_on'
  | 'should_be_mahjong_in_error'
  // the input as a whole
  | 'empty_input'
  | 'not_json'
  | 'not_games';

/** `a`, `a and b`, `a, b and c`. */
export function listInWords(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The kind of a JSON value, in words. */
export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return { string: 'text', number: 'a number', boolean: 'true or false' }[typeof value as string] ?? typeof value;
}
