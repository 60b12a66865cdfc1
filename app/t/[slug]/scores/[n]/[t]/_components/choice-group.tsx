'use client';

import type { KeyboardEvent, ReactNode } from 'react';

export type Choice<V extends string> = { value: V; label: ReactNode; key: string };

type Props<V extends string> = {
  /** The form field this group sets: names its problems and the next group to focus. */
  name: string;
  legend: string;
  choices: readonly Choice<V>[];
  value: V | '';
  onChange: (value: V) => void;
  /** Called after a choice made by its key, so the form can move on to the next question. */
  onPicked: (name: string) => void;
  problem?: string;
  children?: ReactNode;
};

const typing = (target: EventTarget) =>
  target instanceof HTMLInputElement && !['radio', 'checkbox'].includes(target.type);

/**
 * A question with one answer, keyboard first: each choice has its own key (shown beside it), pressed anywhere in the
 * group it answers and moves on; arrows and Tab work as for any radio group.
 */
export function ChoiceGroup<V extends string>({
  name,
  legend,
  choices,
  value,
  onChange,
  onPicked,
  problem,
  children,
}: Props<V>) {
  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
    const choice = choices.find((c) => c.key === event.key.toLowerCase());
    if (!choice) return;
    event.preventDefault();
    onChange(choice.value);
    onPicked(name);
  };
  return (
    <fieldset className="choice-group" data-group={name} onKeyDown={onKeyDown} aria-describedby={`${name}-problem`}>
      <legend>{legend}</legend>
      <div className="choices">
        {choices.map((c) => (
          <label key={c.value} className="choice">
            <input
              type="radio"
              name={name}
              value={c.value}
              checked={value === c.value}
              onChange={() => onChange(c.value)}
            />
            <kbd aria-hidden="true">{c.key.toUpperCase()}</kbd> {c.label}
          </label>
        ))}
        {children}
      </div>
      <span className="error" id={`${name}-problem`} aria-live="polite">
        {problem}
      </span>
    </fieldset>
  );
}
