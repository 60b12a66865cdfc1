'use client';

import type { KeyboardEvent } from 'react';
import type { Seat, SeatListField } from '@/lib/rules';

const COLUMNS: readonly { field: SeatListField; label: string; rule: string }[] = [
  { field: 'dead', label: 'Dead hand', rule: 'T14' },
  { field: 'foundDead', label: 'Found dead at the end', rule: 'DH, T14' },
  { field: 'charlestonPeek', label: 'Charleston peek', rule: 'T6' },
  { field: 'erroneousChallengers', label: 'Challenged in error', rule: 'T14F' },
  { field: 'mahjongInError', label: 'Mah jongg in error', rule: 'T17B' },
  { field: 'threwIn', label: 'Exposed after the error', rule: 'T17D' },
];

type Props = {
  seats: readonly { letter: Seat; name: string }[];
  lists: Record<SeatListField, Seat[]>;
  onToggle: (field: SeatListField, seat: Seat) => void;
  problems: Partial<Record<string, string>>;
};

/** Penalties and errors by seat: a grid of checkboxes, one row per player; a seat's letter marks its hand dead. */
export function SeatChecks({ seats, lists, onToggle, problems }: Props) {
  const shown = COLUMNS.filter((c) => problems[c.field]);
  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const seat = seats.find((s) => s.letter.toLowerCase() === event.key.toLowerCase());
    if (!seat) return;
    event.preventDefault();
    onToggle('dead', seat.letter);
  };
  return (
    <fieldset className="seat-checks" data-group="penalties" onKeyDown={onKeyDown}>
      <legend>
        Penalties and errors <span className="muted">(a seat’s letter: its hand is dead)</span>
      </legend>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th>Seat</th>
              {COLUMNS.map((c) => (
                <th key={c.field}>
                  {c.label} <span className="muted">{c.rule}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {seats.map((s) => (
              <tr key={s.letter}>
                <th scope="row">
                  {s.letter} {s.name}
                </th>
                {COLUMNS.map((c) => (
                  <td key={c.field} data-label={c.label}>
                    <input
                      type="checkbox"
                      aria-label={`${s.name}: ${c.label}`}
                      checked={lists[c.field].includes(s.letter)}
                      onChange={() => onToggle(c.field, s.letter)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown.map((c) => (
        <p key={c.field} className="error" aria-live="polite">
          {c.label}: {problems[c.field]}
        </p>
      ))}
    </fieldset>
  );
}
