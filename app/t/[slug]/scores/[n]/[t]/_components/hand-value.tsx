'use client';

import type { KeyboardEvent } from 'react';
import { COMMON_VALUES, handValueComplete } from '@/lib/sheets/game-form';

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** Called once the value is complete, so the form moves on to the next question. */
  onPicked: (name: string) => void;
  problem?: string;
};

/**
 * The hand's card value, typed as the card prints it (3 0 for 30) and moving on by itself at two digits; a tap on a
 * common value does the same on a phone. Digits are taken from the key itself, so keys replayed after a save count.
 */
export function HandValue({ value, onChange, onPicked, problem }: Props) {
  const set = (next: string) => {
    onChange(next);
    if (handValueComplete(next)) onPicked('handValue');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!/^\d$/.test(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const input = event.currentTarget;
    const selected = input.selectionStart !== input.selectionEnd;
    set(((selected ? '' : value) + event.key).slice(0, 3));
  };
  return (
    <fieldset className="choice-group hand-value" data-group="handValue" aria-describedby="handValue-problem">
      <legend>
        <label htmlFor="hand-value">Card value of the hand</label>
      </legend>
      <div className="choices">
        <input
          id="hand-value"
          inputMode="numeric"
          autoComplete="off"
          size={4}
          value={value}
          onKeyDown={onKeyDown}
          onChange={(e) => set(e.target.value.replace(/\D/g, '').slice(0, 3))}
          aria-invalid={problem ? true : undefined}
        />
        {COMMON_VALUES.map((v) => (
          <button
            key={v}
            type="button"
            tabIndex={-1}
            className={`secondary value-pick${String(v) === value ? ' picked' : ''}`}
            onClick={() => set(String(v))}
          >
            {v}
          </button>
        ))}
      </div>
      <span className="error" id="handValue-problem" aria-live="polite">
        {problem}
      </span>
    </fieldset>
  );
}
