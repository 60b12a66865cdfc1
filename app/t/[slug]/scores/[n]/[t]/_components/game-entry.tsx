'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { failure } from '@/lib/actions/result';
import type { RecordGameResult } from '@/lib/sheets/mutations/record-game';
import type { SaveGameInput } from '@/lib/sheets/schema';
import {
  eastOf,
  scoreGame,
  validateGame,
  type GameRecord,
  type Ruleset,
  type Seat,
  type SeatListField,
} from '@/lib/rules';
import { emptyForm, formOf, recordOf, type GameForm } from '@/lib/sheets/game-form';
import { inFormWords, plainWords } from '@/lib/sheets/form-words';
import { focusFirstProblem } from './problem-focus';
import { GameQuestions } from './game-questions';
import { ConflictNotice } from './conflict-notice';
import { ScorePreview } from './score-preview';
import { submitOnEnter, useKeysDuringSave } from './keys-during-save';

export type EntryGame = { number: number; version: number; record: GameRecord };
type SeatName = { letter: Seat; name: string };

type Props = {
  slug: string;
  roundTableId: string;
  seats: readonly SeatName[];
  gamesPerRound: number;
  games: readonly EntryGame[];
  ruleset: Ruleset;
  /** `amend`: the Director changes an accepted sheet, with a reason (T26). */
  mode: 'entry' | 'amend';
  save: (input: SaveGameInput) => Promise<RecordGameResult>;
};

// The hall's Wi-Fi dropped the request or its answer: the save may or may not have reached the server.
const NO_ANSWER = 'No answer from the server: this game may not be saved. Check the connection and save again.';

const AMEND_CONFIRM = (n: number) =>
  `Amend game ${n} of this accepted sheet? It cannot be undone; the earlier version stays in the public change log.`;

const firstMissing = (entered: ReadonlySet<number>, count: number) =>
  Array.from({ length: count }, (_, i) => i + 1).find((n) => !entered.has(n));

/** The game entry form of a sheet: outcome first, then only what that outcome needs, scored live as it is typed. */
export function GameEntry({ slug, roundTableId, seats, gamesPerRound, games, ruleset, mode, save }: Props) {
  const router = useRouter();
  const letters = seats.map((s) => s.letter);
  const [number, setNumber] = useState(() =>
    mode === 'amend' ? 1 : (firstMissing(new Set(games.map((g) => g.number)), gamesPerRound) ?? 1),
  );
  // Games saved from this form: the page's data catches up a moment later.
  const [savedHere, setSavedHere] = useState<ReadonlyMap<number, EntryGame>>(new Map());
  const entered = new Set([...games.map((g) => g.number), ...savedHere.keys()]);
  const latest = (n: number) => {
    const [mine, page] = [savedHere.get(n), games.find((g) => g.number === n)];
    return mine && (!page || mine.version > page.version) ? mine : page;
  };
  const stored = games.find((g) => g.number === number);
  const [form, setForm] = useState<GameForm>(() =>
    stored ? formOf(stored.record) : emptyForm(eastOf(letters, number)),
  );
  // The version this edit started from: a save checks it, so nobody's newer save is overwritten.
  const [baseVersion, setBaseVersion] = useState<number | null>(stored?.version ?? null);
  const [result, setResult] = useState<RecordGameResult | null>(null);
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const keys = useKeysDuringSave(formRef);

  const record = useMemo(() => recordOf(form, letters), [form, letters.join('')]);
  const checked = useMemo(() => validateGame(record), [record]);
  const score = checked.ok ? scoreGame(checked.game, ruleset) : null;
  const problems: Record<string, string> = {};
  if (!checked.ok && (tried || form.outcome)) for (const p of checked.problems) problems[p.field] ??= inFormWords(p);
  const serverErrors = result && !result.ok ? result.fieldErrors : undefined;
  for (const [field, messages] of Object.entries(serverErrors ?? {}))
    problems[field] ??= plainWords(messages.join('; '));

  const open = (n: number) => {
    const game = latest(n);
    setNumber(n);
    setForm(game ? formOf(game.record) : emptyForm(eastOf(letters, n)));
    setBaseVersion(game?.version ?? null);
    setResult(null);
    setTried(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (!checked.ok) return focusFirstProblem(event.currentTarget, checked.problems);
    if (mode === 'amend' && !window.confirm(AMEND_CONFIRM(number))) return;
    const typed = new FormData(event.currentTarget);
    const amendment = mode === 'amend' && { reason: String(typed.get('reason')), allPresent: typed.has('allPresent') };
    setPending(true);
    keys.hold();
    const answer = await save({ slug, roundTableId, number, expectedVersion: baseVersion, record, ...amendment }).catch(
      () => failure('UNAVAILABLE', NO_ANSWER),
    );
    setPending(false);
    setResult(answer);
    if (!answer.ok) return keys.refused();
    router.refresh();
    const { version } = answer.data;
    setSavedHere((saved) => new Map(saved).set(number, { number, version, record: checked.game }));
    const next = firstMissing(new Set([...entered, number]), gamesPerRound);
    if (mode === 'entry' && next !== undefined) open(next);
    else setBaseVersion(version);
    setResult(answer);
    keys.saved();
  };

  // A refusal from the server is about the answers it was given: it goes as soon as one changes.
  const answered = useRef(form);
  useEffect(() => {
    if (answered.current !== form && result && !result.ok) setResult(null);
    answered.current = form;
  }, [form, result]);

  const toggle = (field: SeatListField, seat: Seat) =>
    setForm((f) => ({
      ...f,
      [field]: f[field].includes(seat) ? f[field].filter((s) => s !== seat) : [...f[field], seat],
    }));

  // Before paint: a key typed the moment "saved" shows already lands in the next game's first question.
  useLayoutEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('[data-group="outcome"] input')?.focus();
  }, [number]);

  const conflict = (result && !result.ok && result.details?.current) || null;
  const nameOf = (seat: Seat) => `${seat} ${seats.find((s) => s.letter === seat)?.name ?? ''}`;

  return (
    <form
      ref={formRef}
      className="game-entry"
      onSubmit={onSubmit}
      onKeyDownCapture={keys.onKeyDownCapture}
      onKeyDown={submitOnEnter}
      aria-label={mode === 'amend' ? 'Amend a game' : 'Enter a game'}
    >
      <nav className="game-tabs" aria-label="Games">
        {Array.from({ length: gamesPerRound }, (_, i) => i + 1).map((n) => (
          <button
            key={n}
            type="button"
            className={n === number ? '' : 'secondary'}
            aria-pressed={n === number}
            onClick={() => open(n)}
          >
            Game {n} {entered.has(n) ? '✓' : ''}
          </button>
        ))}
      </nav>
      <div className="entry-grid">
        <div>
          <GameQuestions
            form={form}
            setForm={setForm}
            seats={seats}
            problems={problems}
            onToggle={toggle}
            formRef={formRef}
          />
          {mode === 'amend' && (
            <fieldset className="amend-fields">
              <legend>Amendment (T26)</legend>
              <label>
                Reason
                <input name="reason" required minLength={5} maxLength={500} />
                <span className="error">{problems.reason}</span>
              </label>
              <label className="inline">
                <input type="checkbox" name="allPresent" required /> Every player of this table was present
              </label>
              <span className="error">{problems.allPresent}</span>
            </fieldset>
          )}
          <div className="row">
            <button type="submit" disabled={pending}>
              {mode === 'amend' ? `Amend game ${number}` : `Save game ${number}`}
            </button>
            <span className="muted">Enter saves · keys shown beside each answer</span>
          </div>
          <div aria-live="polite" role="status">
            {result && <p className={`notice${result.ok ? '' : ' error'}`}>{result.message}</p>}
            {conflict && (
              <ConflictNotice
                game={conflict}
                nameOf={nameOf}
                onUse={() => {
                  setForm(formOf(conflict.record));
                  setBaseVersion(conflict.version);
                  setResult(null);
                }}
              />
            )}
          </div>
        </div>
        <ScorePreview
          seats={seats}
          scores={score?.scores ?? null}
          lines={score?.lines ?? []}
          title={`Game ${number}: points`}
        />
      </div>
    </form>
  );
}
