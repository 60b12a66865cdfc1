import { MAX_TIERS, SPECIAL_PRIZES } from './settings';

type FormFields = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A whole number typed in a form, or the text itself (which the schema then names as wrong). */
const number = (value: unknown): number | string => (/^\d+$/.test(text(value)) ? Number(text(value)) : text(value));

/** A switch: the form sends a hidden "off" first, then "on" when the box is ticked. */
const ticked = (value: unknown) => [value].flat().some((v) => v === 'on');

/**
 * The prize settings form as the input of `prizeSettingsSchema`: a line of places is read when either of its fields
 * is filled in (a half-filled one is then named as wrong), an empty line is left out.
 */
export function prizeSettingsFromForm(form: FormFields) {
  const places = Array.from({ length: MAX_TIERS }, (_, i) => [
    form[`places.${i}.fromPlayers`],
    form[`places.${i}.places`],
  ])
    .filter(([from, top]) => text(from) !== '' || text(top) !== '')
    .map(([from, top]) => ({ fromPlayers: number(from), places: number(top) }));
  return {
    places,
    roundWinners: number(form.roundWinners),
    specials: Object.fromEntries(SPECIAL_PRIZES.map((key) => [key, ticked(form[`specials.${key}`])])),
  };
}
