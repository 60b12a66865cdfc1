'use client';

import { useLayoutEffect, useRef, type Dispatch, type KeyboardEvent, type RefObject, type SetStateAction } from 'react';
import { OUTCOME_INFO, type Outcome, type Seat, type SeatListField } from '@/lib/rules';
import type { GameForm, WinKind } from '@/lib/sheets/game-form';
import { ChoiceGroup, type Choice } from './choice-group';
import { HandValue } from './hand-value';
import { SeatChecks } from './seat-checks';

const OUTCOME_KEYS: Record<Outcome, string> = {
  mahjong: 'm',
  wall: 'w',
  incomplete: 'i',
  mahjong_in_error: 'e',
  three_dead: 't',
  void: 'v',
};
const OUTCOMES: Choice<Outcome>[] = (Object.keys(OUTCOME_KEYS) as Outcome[]).map((o) => ({
  value: o,
  key: OUTCOME_KEYS[o],
  label: OUTCOME_INFO[o].label,
}));
/** How it was won, in one answer: thrown by a seat (its letter), self-picked, or a heavenly hand. */
type HowAnswer = `discard:${Seat}` | Exclude<WinKind, 'discard'>;
const howChoices = (seats: readonly { letter: Seat; name: string }[], winner: Seat | ''): Choice<HowAnswer>[] => [
  ...seats
    .filter((s) => s.letter !== winner)
    .map((s) => ({
      value: `discard:${s.letter}` as const,
      key: s.letter.toLowerCase(),
      label: `Thrown by ${s.letter} ${s.name}`,
    })),
  { value: 'self', key: 's', label: 'Self-picked' },
  { value: 'heavenly', key: 'h', label: 'Heavenly hand (East)' },
];
const howAnswerOf = (form: GameForm): HowAnswer | '' =>
  form.how === 'discard' ? (form.discarder ? `discard:${form.discarder}` : '') : form.how;
const EXPOSURES: Choice<string>[] = ['0', '1', '2', '3', '4'].map((n) => ({ value: n, key: n, label: n }));
const FLAGS = [
  { field: 'jokerless', key: 'j', label: 'No jokers (jokerless)' },
  { field: 'concealed', key: 'c', label: 'Concealed hand' },
  { field: 'singlesAndPairs', key: 'p', label: 'Singles and Pairs' },
] as const;
const MISNAMED_KEY = 'n';

type Props = {
  form: GameForm;
  setForm: Dispatch<SetStateAction<GameForm>>;
  seats: readonly { letter: Seat; name: string }[];
  problems: Record<string, string>;
  onToggle: (field: SeatListField, seat: Seat) => void;
  formRef: RefObject<HTMLFormElement | null>;
};

/** The questions of one game, in the order a score card answers them; each appears only when the answers need it. */
export function GameQuestions({ form, setForm, seats, problems, onToggle, formRef }: Props) {
  const seatChoices: Choice<Seat>[] = seats.map((s) => ({
    value: s.letter,
    key: s.letter.toLowerCase(),
    label: s.name,
  }));
  const set =
    <K extends keyof GameForm>(key: K) =>
    (value: GameForm[K]) =>
      setForm((f) => ({ ...f, [key]: value }));
  const advanceFrom = useRef<string | null>(null);
  const picked = (name: string) => (advanceFrom.current = name);

  // After a choice by key the next question may only now exist: focus moves once the form has rendered it.
  useLayoutEffect(() => {
    const name = advanceFrom.current;
    if (!name || !formRef.current) return;
    advanceFrom.current = null;
    const groups = [...formRef.current.querySelectorAll<HTMLElement>('[data-group]')];
    const next = groups[groups.findIndex((g) => g.dataset.group === name) + 1];
    const target = next?.querySelector<HTMLElement>('input:checked') ?? next?.querySelector<HTMLElement>('input');
    (target ?? formRef.current.querySelector<HTMLElement>('button[type="submit"]'))?.focus();
  });

  /** A question whose answer is the form field of the same name. */
  const ask = <K extends 'outcome' | 'winner' | 'winnerExposures'>(
    name: K,
    legend: string,
    choices: readonly Choice<Exclude<GameForm[K], ''>>[],
    problem = problems[name],
  ) => (
    <ChoiceGroup
      name={name}
      legend={legend}
      choices={choices}
      value={form[name]}
      onChange={(value) => set(name)(value as GameForm[K])}
      onPicked={picked}
      problem={problem}
    />
  );

  const onFlagKey = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key.toLowerCase();
    const flag =
      FLAGS.find((f) => f.key === key)?.field ??
      (key === MISNAMED_KEY && form.how === 'discard' ? 'misnamedDiscard' : null);
    if (!flag) return;
    event.preventDefault();
    setForm((f) => ({ ...f, [flag]: !f[flag] }));
  };

  const mahjong = form.outcome === 'mahjong';
  return (
    <>
      {ask('outcome', 'How did the game end?', OUTCOMES)}
      {mahjong && (
        <>
          {ask('winner', 'Who won?', seatChoices)}
          <HandValue
            value={form.handValue}
            onChange={set('handValue')}
            onPicked={picked}
            problem={problems.handValue}
          />
          <ChoiceGroup
            name="how"
            legend="How was it won?"
            choices={howChoices(seats, form.winner)}
            value={howAnswerOf(form)}
            onChange={(answer) =>
              setForm((f) =>
                answer.startsWith('discard:')
                  ? { ...f, how: 'discard', discarder: answer.slice(8) as Seat }
                  : { ...f, how: answer as WinKind, discarder: '' },
              )
            }
            onPicked={picked}
            problem={problems.discarder ?? problems.selfPicked ?? problems.heavenly}
          />
          {form.how === 'discard' &&
            ask('winnerExposures', 'Exposures on the winner’s rack when it was thrown', EXPOSURES)}
          <fieldset className="flags" data-group="flags" onKeyDown={onFlagKey}>
            <legend>The winning hand</legend>
            {FLAGS.map(({ field, key, label }) => (
              <label key={field} className="inline">
                <input type="checkbox" checked={form[field]} onChange={(e) => set(field)(e.target.checked)} />{' '}
                <kbd aria-hidden="true">{key.toUpperCase()}</kbd> {label}
                <span className="error">{problems[field]}</span>
              </label>
            ))}
            {form.how === 'discard' && (
              <label className="inline">
                <input
                  type="checkbox"
                  checked={form.misnamedDiscard}
                  onChange={(e) => set('misnamedDiscard')(e.target.checked)}
                />{' '}
                <kbd aria-hidden="true">{MISNAMED_KEY.toUpperCase()}</kbd> The winning discard was misnamed (T15C)
                <span className="error">{problems.misnamedDiscard}</span>
              </label>
            )}
          </fieldset>
        </>
      )}
      <SeatChecks seats={seats} lists={form} onToggle={onToggle} problems={problems} />
      <label className="east">
        East (dealer) this game
        <select value={form.east} onChange={(e) => set('east')(e.target.value as Seat)}>
          {seats.map((s) => (
            <option key={s.letter} value={s.letter}>
              {s.letter} {s.name}
            </option>
          ))}
        </select>
        <span className="error">{problems.east ?? problems.seats}</span>
      </label>
    </>
  );
}
