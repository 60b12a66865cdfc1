import { RULESET_OPTIONS, type Ruleset, type RulesetOption } from '@/lib/rules';
import type { FieldErrors } from '@/lib/actions/result';

const ORDERS = [
  { value: 'mahjongs,bestGame', label: 'Most mah jonggs, then best single game' },
  { value: 'bestGame,mahjongs', label: 'Best single game, then most mah jonggs' },
  { value: 'mahjongs', label: 'Most mah jonggs only' },
  { value: 'bestGame', label: 'Best single game only' },
  { value: 'none', label: 'None: tied players share the rank' },
];

const orderValue = (value: readonly string[]) => value.join(',') || 'none';

/** An option's value in words, as the form and the rulebook show it (labels, not codes). */
export function optionValueText(option: RulesetOption, value: Ruleset[keyof Ruleset]): string {
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (option.input === 'order')
    return ORDERS.find((o) => o.value === orderValue(value as string[]))?.label ?? String(value);
  if (Array.isArray(value)) return value.join(' / ');
  return option.choices?.find((c) => c.value === value)?.label ?? String(value);
}

function Input({ option, value }: { option: RulesetOption; value: Ruleset[keyof Ruleset] }) {
  const name = `ruleset.${option.key}`;
  switch (option.input) {
    case 'amount':
      return (
        <input name={name} type="number" min={0} max={1000} step={1} defaultValue={String(value)} inputMode="numeric" />
      );
    case 'amounts':
      return (
        <span className="row">
          {(option.parts ?? []).map((part, i) => (
            <label key={part} style={{ fontWeight: 400 }}>
              {part}
              <input
                name={`${name}.${i}`}
                type="number"
                min={0}
                max={1000}
                step={1}
                inputMode="numeric"
                defaultValue={String((value as number[])[i])}
              />
            </label>
          ))}
        </span>
      );
    case 'switch':
      // The hidden "off" tells the server the box was shown and left unticked (a missing field means the default).
      return (
        <>
          <input type="hidden" name={name} value="off" />
          <input name={name} type="checkbox" defaultChecked={value === true} />
        </>
      );
    case 'choice':
      return (
        <select name={name} defaultValue={String(value)}>
          {option.choices?.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      );
    case 'order':
      return (
        <select name={name} defaultValue={orderValue(value as string[])}>
          {ORDERS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      );
  }
}

/** The errors under one option; a part of several amounts is named, e.g. "Winner had 2 exposures: …". */
function optionErrors(option: RulesetOption, errors: FieldErrors | undefined): string[] {
  const name = `ruleset.${option.key}`;
  return Object.entries(errors ?? {}).flatMap(([field, messages]) => {
    if (field === name) return messages;
    if (!field.startsWith(`${name}.`)) return [];
    const part = option.parts?.[Number(field.slice(name.length + 1))];
    return part ? messages.map((message) => `${part}: ${message}`) : messages;
  });
}

/** Every ruleset option with its meaning, default and citation (docs/rules.md §2.5). */
export function RulesetFields({ ruleset, errors }: { ruleset: Ruleset; errors?: FieldErrors }) {
  return (
    <fieldset className="card">
      <legend>
        <strong>Ruleset</strong>
      </legend>
      {RULESET_OPTIONS.map((option) => {
        const input = <Input option={option} value={ruleset[option.key]} />;
        return (
          <div key={option.key} className="ruleset-option">
            {option.input === 'amounts' ? (
              // Several inputs: a group with its own legend, since a label may hold only one.
              <fieldset className="plain">
                <legend style={{ fontWeight: 600 }}>{option.label}</legend>
                {input}
              </fieldset>
            ) : (
              <label>
                {option.label}
                {input}
              </label>
            )}
            <p className="hint">
              {option.meaning} <span className="badge">default: {optionValueText(option, option.default)}</span>{' '}
              <span className="badge">{option.citation}</span>
            </p>
            <span className="error" aria-live="polite">
              {optionErrors(option, errors).join('; ')}
            </span>
          </div>
        );
      })}
    </fieldset>
  );
}
