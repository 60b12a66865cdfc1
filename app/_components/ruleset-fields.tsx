import { RULESET_OPTIONS, type Ruleset, type RulesetOption } from '@/lib/rules';
import type { FieldErrors } from '@/lib/actions/result';
import { errorsUnder } from './field-error';

const ORDERS = [
  { value: 'mahjongs,bestGame', label: 'Most mah jonggs, then best single game' },
  { value: 'bestGame,mahjongs', label: 'Best single game, then most mah jonggs' },
  { value: 'mahjongs', label: 'Most mah jonggs only' },
  { value: 'bestGame', label: 'Best single game only' },
  { value: 'none', label: 'None: tied players share the rank' },
];

const defaultText = (option: RulesetOption) =>
  Array.isArray(option.default) ? option.default.join(' / ') : typeof option.default === 'boolean' ? (option.default ? 'on' : 'off') : String(option.default);

function Input({ option, value }: { option: RulesetOption; value: Ruleset[keyof Ruleset] }) {
  const name = `ruleset.${option.key}`;
  switch (option.input) {
    case 'amount':
      return <input name={name} type="number" min={0} max={1000} step={1} defaultValue={String(value)} inputMode="numeric" />;
    case 'amounts':
      return (
        <span className="row">
          {(option.parts ?? []).map((part, i) => (
            <label key={part} style={{ fontWeight: 400 }}>
              {part}
              <input name={`${name}.${i}`} type="number" min={0} max={1000} defaultValue={String((value as number[])[i])} />
            </label>
          ))}
        </span>
      );
    case 'switch':
      return <input name={name} type="checkbox" defaultChecked={value === true} />;
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
        <select name={name} defaultValue={(value as string[]).join(',') || 'none'}>
          {ORDERS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      );
  }
}

/** Every ruleset option with its meaning, default and citation (RULES.md §2). */
export function RulesetFields({ ruleset, errors }: { ruleset: Ruleset; errors?: FieldErrors }) {
  return (
    <fieldset className="card">
      <legend>
        <strong>Ruleset</strong>
      </legend>
      {RULESET_OPTIONS.map((option) => (
        <div key={option.key} className="ruleset-option">
          <label>
            {option.label}
            <Input option={option} value={ruleset[option.key]} />
          </label>
          <p className="hint">
            {option.meaning} <span className="badge">default {defaultText(option)}</span>{' '}
            <span className="badge">{option.citation}</span>
          </p>
          <span className="error" aria-live="polite">
            {errorsUnder(errors, `ruleset.${option.key}`).join('; ')}
          </span>
        </div>
      ))}
    </fieldset>
  );
}
