'use client';

import { useLayoutEffect, useRef, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { OUTCOME_INFO, type Outcome, type Seat, type SeatListField } from '@/lib/rules';
import { COMMON_VALUES, type GameForm, type WinKind } from '@/lib/sheets/game-form';
import { ChoiceGroup, type Choice } from './choice-group';
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
const HOW: Choice<WinKind>[] = [
  { value: 'discard', key: 'd', label: 'On a discard' },
  { value: 'self', key: 's', label: 'Self-picked' },
  { value: 'heavenly', key: 'h', label: 'Heavenly hand (East)' },
];
const VALUES: Choice<string>[] = COMMON_VALUES.map((v, i) => ({
  value: String(v),
  key: String((i + 1) % 10),
  label: v,
}));
const EXPOSURES: Choice<string>[] = ['0', '1', '2', '3', '4'].map((n) => ({ value: n, key: n, label: n }));
const FLAGS = [
  { field: 'jokerless', label: 'No jokers (jokerless)' },
  { field: 'concealed', label: 'Concealed hand' },
  { field: 'singlesAndPairs', label: 'Singles and Pairs' },
] as const;

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
  const ask = <K extends 'outcome' | 'winner' | 'how' | 'discarder' | 'winnerExposures'>(
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

  const mahjong = form.outcome === 'mahjong';
  return (
    <>
      {ask('outcome', 'How did the game end?', OUTCOMES)}
      {mahjong && (
        <>
          {ask('winner', 'Who won?', seatChoices)}
          <ChoiceGroup
            name="handValue"
            legend="Card value of the hand"
            choices={VALUES}
            value={VALUES.some((v) => v.value === form.handValue) ? form.handValue : ''}
            onChange={set('handValue')}
            onPicked={picked}
            problem={problems.handValue}
          >
            <label className="choice other">
              Other
              <input
                inputMode="numeric"
                size={4}
                aria-label="Other hand value"
                value={form.handValue}
                onChange={(e) => set('handValue')(e.target.value.replace(/\D/g, ''))}
              />
            </label>
          </ChoiceGroup>
          {ask('how', 'How was it won?', HOW, problems.selfPicked ?? problems.heavenly)}
          {form.how === 'discard' && (
            <>
              {ask('discarder', 'Who threw the winning tile?', seatChoices)}
              {ask('winnerExposures', 'Exposures on the winner’s rack when it was thrown', EXPOSURES)}
            </>
          )}
          <fieldset className="flags" data-group="flags">
            <legend>The winning hand</legend>
            {FLAGS.map(({ field, label }) => (
              <label key={field} className="inline">
                <input type="checkbox" checked={form[field]} onChange={(e) => set(field)(e.target.checked)} /> {label}
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
                The winning discard was misnamed (T15C)
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
