import { RULESET_OPTIONS, type Ruleset } from '@/lib/rules';
import { SEATS } from '@/lib/rules/seats';

type FormFields = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : undefined);

/** A number from a form field; an empty field is left out so the default applies. */
function number(value: unknown): number | string | undefined {
  const raw = text(value);
  if (!raw) return undefined;
  return /^-?\d+$/.test(raw) ? Number(raw) : raw;
}

function rulesetValue(option: (typeof RULESET_OPTIONS)[number], form: FormFields): unknown {
  const name = `ruleset.${option.key}`;
  switch (option.input) {
    case 'amount':
      return number(form[name]);
    case 'amounts': {
      // An empty part takes that part's default, as an empty single amount does.
      const defaults = option.default as readonly number[];
      return (option.parts ?? []).map((_, i) => number(form[`${name}.${i}`]) ?? defaults[i]);
    }
    case 'switch': {
      // The form sends a hidden "off" before the checkbox, so that a missing field (not an unticked box) means
      // the default; a ticked box adds "on".
      const sent = [form[name]].flat().filter((v) => v !== undefined);
      if (sent.length === 0) return undefined;
      return sent.some((v) => v === 'on' || v === 'true');
    }
    case 'choice':
      return text(form[name]) || undefined;
    case 'order': {
      const order = text(form[name]);
      if (order === 'none') return [];
      return order ? order.split(',') : undefined;
    }
  }
}

/** The tournament form's fields as the input of `tournamentInputSchema` (which then checks every value). */
export function tournamentFromForm(form: FormFields) {
  const ruleset: Partial<Record<keyof Ruleset, unknown>> = {};
  for (const option of RULESET_OPTIONS) ruleset[option.key] = rulesetValue(option, form);
  const kind = text(form['rotation.kind']);
  return {
    name: form.name,
    slug: form.slug,
    startsOn: form.startsOn,
    endsOn: form.endsOn,
    roundCount: number(form.roundCount),
    gamesPerRound: number(form.gamesPerRound),
    roundMinutes: number(form.roundMinutes),
    timeZone: text(form.timeZone),
    publicAddress: text(form.publicAddress),
    ruleset,
    rotation: !kind
      ? undefined
      : kind === 'custom'
        ? { kind, offsets: Object.fromEntries(SEATS.map((s) => [s, number(form[`rotation.offsets.${s}`])])) }
        : { kind },
  };
}
