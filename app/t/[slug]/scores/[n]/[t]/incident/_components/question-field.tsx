'use client';

import type { Question, Seat } from '@/lib/rules';

export type SeatName = { letter: Seat; name: string };

type Props = {
  question: Question;
  /** The answers so far, by fact. */
  answers: Readonly<Record<string, unknown>>;
  seats: readonly SeatName[];
  onAnswer: (id: string, value: unknown) => void;
};

type Option = { value: string; label: string; disabled?: boolean };

const seatLabel = (s: SeatName) => `${s.letter} ${s.name}`;

/** One of the Director's questions, answered by a choice of seats, yes or no, a number or one of its options. */
export function QuestionField({ question, answers, seats, onAnswer }: Props) {
  const { id, prompt, answer } = question;
  const value = answers[id];
  const legend = question.atGameEnd ? `${prompt} (leave it unanswered until the game ends)` : prompt;
  switch (answer.type) {
    case 'seats': {
      const chosen = (value as Seat[] | undefined) ?? [];
      const excluded = answer.notIncluding ? answers[answer.notIncluding] : undefined;
      const toggle = (seat: Seat) =>
        onAnswer(id, chosen.includes(seat) ? chosen.filter((s) => s !== seat) : [...chosen, seat].sort());
      return (
        <fieldset className="question" data-question={id}>
          <legend>{legend}</legend>
          <div className="choices">
            {seats.map((s) => (
              <label key={s.letter} className="choice">
                <input
                  type="checkbox"
                  name={id}
                  value={s.letter}
                  checked={chosen.includes(s.letter)}
                  disabled={excluded === s.letter}
                  onChange={() => toggle(s.letter)}
                />{' '}
                {seatLabel(s)}
              </label>
            ))}
          </div>
          {answer.min === 0 && value === undefined && (
            <button type="button" className="link-button" onClick={() => onAnswer(id, [])}>
              None of them
            </button>
          )}
        </fieldset>
      );
    }
    case 'seat': {
      const other = answer.notSameAs ? answers[answer.notSameAs] : undefined;
      const options = seats.map((s) => ({ value: s.letter, label: seatLabel(s), disabled: other === s.letter }));
      return <Radios id={id} legend={legend} options={options} value={value} onAnswer={onAnswer} />;
    }
    case 'yesNo': {
      const options = [
        { value: 'yes', label: 'Yes' },
        { value: 'no', label: 'No' },
      ];
      const shown = value === undefined ? undefined : value ? 'yes' : 'no';
      const set = (_: string, v: unknown) => onAnswer(id, v === 'yes');
      return <Radios id={id} legend={legend} options={options} value={shown} onAnswer={set} />;
    }
    case 'number': {
      const options = Array.from({ length: answer.max - answer.min + 1 }, (_, i) => String(answer.min + i)).map(
        (n) => ({ value: n, label: n }),
      );
      const set = (_: string, v: unknown) => onAnswer(id, Number(v));
      return <Radios id={id} legend={legend} options={options} value={value?.toString()} onAnswer={set} />;
    }
    case 'option':
      return <Radios id={id} legend={legend} options={answer.options} value={value} onAnswer={onAnswer} />;
  }
}

type RadiosProps = {
  id: string;
  legend: string;
  options: readonly Option[];
  value: unknown;
  onAnswer: (id: string, value: string) => void;
};

function Radios({ id, legend, options, value, onAnswer }: RadiosProps) {
  return (
    <fieldset className="question" data-question={id}>
      <legend>{legend}</legend>
      <div className="choices">
        {options.map((o) => (
          <label key={o.value} className="choice">
            <input
              type="radio"
              name={id}
              value={o.value}
              checked={value === o.value}
              disabled={o.disabled}
              onChange={() => onAnswer(id, o.value)}
            />{' '}
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
