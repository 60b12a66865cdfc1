'use client';

import { useState } from 'react';
import { errorsUnder, FieldError } from '@/app/_components/field-error';
import { useFormAction } from '@/app/_components/use-form-action';
import { savePrizesAction } from '@/lib/prizes/actions';
import './prizes.css';
import { MAX_TIERS, SPECIAL_PRIZES, SPECIAL_PRIZE_INFO, type PrizeSettings } from '@/lib/prizes/settings';

type Props = { slug: string; version: number; settings: PrizeSettings };

/** Places by field size (a line per size, empty lines to add more), round winners, and the special prizes on. */
export function PrizeSettingsForm({ slug, version: initialVersion, settings }: Props) {
  const [version, setVersion] = useState(initialVersion);
  const { state, pending, onSubmit, errors } = useFormAction(savePrizesAction, (data) => setVersion(data.version));
  const lines = Array.from({ length: Math.min(MAX_TIERS, settings.places.length + 2) }, (_, i) => settings.places[i]);
  const placeErrors = errorsUnder(errors, 'settings.places');
  return (
    <form className="wide" onSubmit={onSubmit} noValidate>
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="version" value={version} />
      <fieldset className="prize-fieldset">
        <legend>Places awarded, by the size of the field</legend>
        <p className="hint">
          The line with the most players the field reaches applies. Tied players share their places and the prizes of
          those places equally. Leave a line empty to remove it.
        </p>
        <table className="prize-tiers">
          <thead>
            <tr>
              <th scope="col">From … players</th>
              <th scope="col">Top … places</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((tier, i) => (
              <tr key={i}>
                <td>
                  <input
                    name={`places.${i}.fromPlayers`}
                    inputMode="numeric"
                    aria-label={`Line ${i + 1}: from how many players`}
                    defaultValue={tier?.fromPlayers ?? ''}
                  />
                </td>
                <td>
                  <input
                    name={`places.${i}.places`}
                    inputMode="numeric"
                    aria-label={`Line ${i + 1}: how many places`}
                    defaultValue={tier?.places ?? ''}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <span className="error" aria-live="polite">
          {placeErrors.join('; ')}
        </span>
      </fieldset>
      <label>
        Round winners: the top scores of each round
        <input name="roundWinners" inputMode="numeric" defaultValue={settings.roundWinners} />
        <span className="hint">0: no round prizes</span>
        <FieldError errors={errors} name="settings.roundWinners" />
      </label>
      <fieldset className="prize-fieldset">
        <legend>Special prizes</legend>
        {SPECIAL_PRIZES.map((key) => (
          <label key={key} className="prize-switch">
            <input type="hidden" name={`specials.${key}`} value="off" />
            <input type="checkbox" name={`specials.${key}`} defaultChecked={settings.specials[key]} />
            <span>
              {SPECIAL_PRIZE_INFO[key].label} <span className="hint">({SPECIAL_PRIZE_INFO[key].meaning})</span>
            </span>
          </label>
        ))}
      </fieldset>
      <button type="submit" disabled={pending}>
        Save prizes
      </button>
      <div aria-live="polite" role="status">
        {state && <p className={`notice${state.ok ? '' : ' error'}`}>{state.message}</p>}
      </div>
    </form>
  );
}
