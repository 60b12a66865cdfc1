'use client';

import { useState } from 'react';
import { useFormAction } from '@/app/_components/use-form-action';
import type { ActionResult } from '@/lib/actions/result';
import { resetPinAction, substitutePlayerAction, withdrawPlayerAction } from '@/lib/players/actions';
import { PlayerFields } from './player-fields';
import type { PinSlip, Done, PlayerView } from './types';

type Props = { slug: string; player: PlayerView; roundInPlay: number | null; onDone: Done };
type Step = 'menu' | 'withdraw' | 'substitute' | 'resetPin';

function Failure({ state }: { state: ActionResult<unknown> | null }) {
  if (!state || state.ok) return null;
  return (
    <p className="notice error" role="alert">
      {state.message}
    </p>
  );
}

function Hidden({ slug, playerId }: { slug: string; playerId: string }) {
  return (
    <>
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="playerId" value={playerId} />
    </>
  );
}

/** One player's changes: a new PIN, a withdrawal (confirmed first), or a substitute who takes their place. */
export function PlayerActions({ slug, player, roundInPlay, onDone }: Props) {
  const [step, setStep] = useState<Step>('menu');
  const who = `#${player.number} ${player.name}`;
  const withSlips = (message: string) => (data: { slips: PinSlip[] }) => onDone(message, data.slips);
  const reset = useFormAction(
    resetPinAction,
    withSlips(`New PIN for ${who}: it is on a PIN slip below; the old one no longer works.`),
  );
  const withdraw = useFormAction(withdrawPlayerAction, () =>
    onDone(`${who} is withdrawn. Past seats and scores stay theirs.`),
  );
  const substitute = useFormAction(substitutePlayerAction, (data) =>
    onDone(
      `#${data.slips[0]?.number} ${data.slips[0]?.name} replaces ${who}: the PIN is on a PIN slip below.`,
      data.slips,
    ),
  );
  const locked = roundInPlay !== null;
  const cancel = (
    <button type="button" className="secondary" onClick={() => setStep('menu')}>
      Cancel
    </button>
  );

  return (
    <div className="pl-panel">
      <p className="pl-panel-title">
        <strong>{who}</strong>
        {player.email && <span className="hint">{player.email}</span>}
      </p>
      {step === 'menu' && (
        <>
          <div className="row">
            <button type="button" className="secondary" onClick={() => setStep('resetPin')}>
              New PIN…
            </button>
            {player.status === 'ACTIVE' && (
              <button type="button" className="secondary" disabled={locked} onClick={() => setStep('withdraw')}>
                Withdraw…
              </button>
            )}
            {!player.substitute && (
              <button type="button" className="secondary" disabled={locked} onClick={() => setStep('substitute')}>
                Substitute…
              </button>
            )}
          </div>
          {locked && (
            <p className="hint">Round {roundInPlay} is in play: withdraw or substitute after time is called.</p>
          )}
        </>
      )}
      {step === 'resetPin' && (
        <form onSubmit={reset.onSubmit}>
          <Hidden slug={slug} playerId={player.id} />
          <p>Give {who} a new PIN? The old one stops working at once.</p>
          <Failure state={reset.state} />
          <div className="row">
            <button type="submit" disabled={reset.pending}>
              {reset.pending ? 'Making a PIN …' : 'Yes, new PIN'}
            </button>
            {cancel}
          </div>
        </form>
      )}
      {step === 'withdraw' && (
        <form onSubmit={withdraw.onSubmit}>
          <Hidden slug={slug} playerId={player.id} />
          <p>
            Withdraw {who}? They are not seated in later rounds; the seats and scores of rounds already played stay
            theirs.
          </p>
          <Failure state={withdraw.state} />
          <div className="row">
            <button type="submit" className="danger" disabled={withdraw.pending}>
              {withdraw.pending ? 'Withdrawing …' : `Yes, withdraw #${player.number}`}
            </button>
            {cancel}
          </div>
        </form>
      )}
      {step === 'substitute' && (
        <form onSubmit={substitute.onSubmit} noValidate>
          <Hidden slug={slug} playerId={player.id} />
          <p>
            The substitute takes {who}&apos;s place from the next round; {who} is withdrawn and keeps the rounds already
            played.
          </p>
          <PlayerFields errors={substitute.errors} idPrefix="sub" />
          <Failure state={substitute.state} />
          <div className="row">
            <button type="submit" disabled={substitute.pending}>
              {substitute.pending ? 'Saving …' : `Replace #${player.number}`}
            </button>
            {cancel}
          </div>
        </form>
      )}
    </div>
  );
}
