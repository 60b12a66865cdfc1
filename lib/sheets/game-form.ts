import {
  SEAT_LIST_FIELDS,
  type GameRecord,
  type GameRecordInput,
  type Outcome,
  type Seat,
  type SeatListField,
} from '@/lib/rules';

/** How a mah jongg was won, as the sheet's form asks it. */
export type WinKind = 'discard' | 'self' | 'heavenly';

/** The sheet form's state for one game: every answer as the form holds it, unanswered ones empty. */
export type GameForm = {
  east: Seat;
  outcome: Outcome | '';
  winner: Seat | '';
  handValue: string;
  how: WinKind | '';
  discarder: Seat | '';
  winnerExposures: string;
  misnamedDiscard: boolean;
  jokerless: boolean;
  concealed: boolean;
  singlesAndPairs: boolean;
} & Record<SeatListField, Seat[]>;

/** Card values most hands score: one tap each on a phone; on a keyboard the value is typed as its digits. */
export const COMMON_VALUES = [25, 30, 35, 40, 45, 50, 55, 60, 65, 75] as const;

/**
 * Whether a hand value typed digit by digit is complete, so the sheet moves on without a key of its own: every
 * value the card prints has two digits and is a multiple of 5 (25 … 95). A longer value is typed and Tabbed past.
 */
export const handValueComplete = (digits: string): boolean => /^[2-9][05]$/.test(digits);

export const emptyForm = (east: Seat): GameForm => ({
  east,
  outcome: '',
  winner: '',
  handValue: '',
  how: '',
  discarder: '',
  winnerExposures: '',
  misnamedDiscard: false,
  jokerless: false,
  concealed: false,
  singlesAndPairs: false,
  dead: [],
  foundDead: [],
  erroneousChallengers: [],
  mahjongInError: [],
  threwIn: [],
  charlestonPeek: [],
});

/** A stored record back into the form, to correct it. */
export function formOf(record: GameRecord): GameForm {
  const how: WinKind | '' = record.heavenly
    ? 'heavenly'
    : record.selfPicked
      ? 'self'
      : record.discarder
        ? 'discard'
        : '';
  return {
    ...emptyForm(record.east),
    outcome: record.outcome,
    winner: record.winner ?? '',
    handValue: record.handValue === undefined ? '' : String(record.handValue),
    how: record.outcome === 'mahjong' ? how : '',
    discarder: record.discarder ?? '',
    winnerExposures: record.winnerExposures === undefined ? '' : String(record.winnerExposures),
    misnamedDiscard: record.misnamedDiscard,
    jokerless: record.jokerless,
    concealed: record.concealed,
    singlesAndPairs: record.singlesAndPairs,
    dead: record.dead,
    foundDead: record.foundDead,
    erroneousChallengers: record.erroneousChallengers,
    mahjongInError: record.mahjongInError,
    threwIn: record.threwIn,
    charlestonPeek: record.charlestonPeek,
  };
}

const numberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** The game record the form describes: only the facts its outcome can have, so the rules core judges the rest. */
export function recordOf(form: GameForm, seats: readonly Seat[]): GameRecordInput {
  const lists = Object.fromEntries(
    SEAT_LIST_FIELDS.filter((field) => form[field].length > 0).map((field) => [field, [...form[field]].sort()]),
  );
  const record = {
    seats: [...seats],
    east: form.east,
    outcome: form.outcome || undefined,
    ...lists,
  } as GameRecordInput;
  if (form.outcome !== 'mahjong') return record;
  const onDiscard = form.how === 'discard';
  return {
    ...record,
    winner: form.winner || undefined,
    handValue: numberOf(form.handValue),
    selfPicked: form.how === 'self',
    heavenly: form.how === 'heavenly',
    jokerless: form.jokerless,
    concealed: form.concealed,
    singlesAndPairs: form.singlesAndPairs,
    ...(onDiscard && {
      discarder: form.discarder || undefined,
      winnerExposures: numberOf(form.winnerExposures),
      misnamedDiscard: form.misnamedDiscard,
    }),
    // A self-picked winner may still have exposures on the rack; they set no penalty, so they are kept only if given.
    ...(form.how === 'self' && form.winnerExposures !== '' && { winnerExposures: numberOf(form.winnerExposures) }),
  } as GameRecordInput;
}
