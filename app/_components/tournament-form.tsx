'use client';

import { useState } from 'react';
import type { ActionResult } from '@/lib/actions/result';
import type { Ruleset } from '@/lib/rules';
import { SEATS } from '@/lib/rules/seats';
import { ROTATION_CHOICES } from '@/lib/rounds/labels';
import type { RotationPattern } from '@/lib/seating/rotation';
import { FieldError } from './field-error';
import { RulesetFields } from './ruleset-fields';
import { useFormAction } from './use-form-action';

export type TournamentFormValues = {
  name: string;
  slug: string;
  startsOn: string;
  endsOn: string;
  roundCount: number;
  gamesPerRound: number;
  roundMinutes: number;
  timeZone: string;
  /** The hall address set for this tournament; empty: the app's default. */
  publicAddress?: string;
  ruleset: Ruleset;
  rotation: RotationPattern;
  version?: number;
  /** Where a change of round length reaches, once rounds are seated ("Round 1 has started and keeps its length…"). */
  roundLengthNote?: string | null;
};

type Props = {
  values: TournamentFormValues;
  /** What an empty hall address means: the address the app printed at start, if it knows one. */
  hallDefault?: string | null;
  /** The IANA zones to choose from (the server's list, so that the page renders the same on both sides). */
  timeZones: readonly string[];
  action: (form: FormData) => Promise<ActionResult<{ version: number }>>;
  submitLabel: string;
};

export function TournamentForm({ values, hallDefault, timeZones, action, submitLabel }: Props) {
  const [version, setVersion] = useState(values.version);
  const { state, pending, onSubmit, onChange, errors } = useFormAction(action, (data) => setVersion(data.version));
  const [rotation, setRotation] = useState(values.rotation.kind);
  const needsConfirmation = state && !state.ok && state.reason === 'NEEDS_CONFIRMATION';
  const offsets = values.rotation.kind === 'custom' ? values.rotation.offsets : { A: 1, B: -1, C: 2, D: -2 };

  return (
    <form className="wide" onSubmit={onSubmit} onChange={onChange} noValidate>
      {version !== undefined && <input type="hidden" name="version" value={version} />}
      {/* Columns wide enough for a text input's own width, which would otherwise spill into the next column. */}
      <div className="grid-2" style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' }}>
        <label>
          Name
          <input name="name" defaultValue={values.name} required />
          <FieldError errors={errors} name="name" />
        </label>
        <label>
          Web address (/t/…)
          <input name="slug" defaultValue={values.slug} readOnly={version !== undefined} required />
          <span className="hint">Lowercase letters, digits and dashes; fixed once created</span>
          <FieldError errors={errors} name="slug" />
        </label>
        <label>
          First day
          <input name="startsOn" type="date" defaultValue={values.startsOn} required />
          <FieldError errors={errors} name="startsOn" />
        </label>
        <label>
          Last day
          <input name="endsOn" type="date" defaultValue={values.endsOn} required />
          <FieldError errors={errors} name="endsOn" />
        </label>
        <label>
          Rounds
          <input name="roundCount" type="number" min={1} max={30} defaultValue={values.roundCount} />
          <FieldError errors={errors} name="roundCount" />
        </label>
        <label>
          Games per round
          <input name="gamesPerRound" type="number" min={1} max={8} defaultValue={values.gamesPerRound} />
          <FieldError errors={errors} name="gamesPerRound" />
        </label>
        <label>
          Minutes per round
          <input name="roundMinutes" type="number" min={10} max={240} defaultValue={values.roundMinutes} />
          {values.roundLengthNote && <span className="hint">{values.roundLengthNote}</span>}
          <FieldError errors={errors} name="roundMinutes" />
        </label>
        <label>
          Time zone
          <select name="timeZone" defaultValue={values.timeZone}>
            {timeZones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, ' ')}
              </option>
            ))}
          </select>
          <span className="hint">Every time of the tournament is shown in it</span>
          <FieldError errors={errors} name="timeZone" />
        </label>
        <label>
          Hall address
          <input name="publicAddress" defaultValue={values.publicAddress ?? ''} placeholder={hallDefault ?? ''} />
          <span className="hint">
            The address phones in the hall reach this app at: QR codes and printed links use it. Empty:{' '}
            {hallDefault ?? 'the address this browser uses'}
          </span>
          <FieldError errors={errors} name="publicAddress" />
        </label>
      </div>
      <fieldset className="card">
        <legend>
          <strong>Seating after round 1</strong>
        </legend>
        <label>
          Rotation pattern
          <select
            name="rotation.kind"
            value={rotation}
            onChange={(e) => setRotation(e.target.value as typeof rotation)}
          >
            {ROTATION_CHOICES.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
          <FieldError errors={errors} name="rotation.kind" />
        </label>
        {rotation === 'custom' && (
          <div className="row">
            {SEATS.map((seat) => (
              <label key={seat} style={{ fontWeight: 400 }}>
                Seat {seat} moves (tables, + is up)
                <input
                  name={`rotation.offsets.${seat}`}
                  type="number"
                  min={-50}
                  max={50}
                  defaultValue={offsets[seat]}
                />
                <FieldError errors={errors} name={`rotation.offsets.${seat}`} />
              </label>
            ))}
          </div>
        )}
        <FieldError errors={errors} name="rotation" />
      </fieldset>
      <RulesetFields ruleset={values.ruleset} errors={errors} />
      {state && (
        <p
          className={`notice${state.ok ? '' : needsConfirmation ? ' warn' : ' error'}`}
          role="status"
          aria-live="polite"
        >
          {state.message}
        </p>
      )}
      <div className="row">
        {needsConfirmation ? (
          <button type="submit" name="confirmRescore" value="yes" disabled={pending}>
            Save and re-score every game
          </button>
        ) : (
          <button type="submit" disabled={pending}>
            {pending ? 'Saving …' : submitLabel}
          </button>
        )}
      </div>
    </form>
  );
}
