import { ActionForm } from '@/app/_components/action-form';
import { db } from '@/lib/db/client';
import { withdrawCallAction } from '@/lib/calls/actions';
import { tableCallState, type CallView } from '@/lib/calls/queries';
import { inPlay, isOpen } from '@/lib/calls/rules';
import type { Seat } from '@/lib/rules';
import { CallForm } from './call-form';
import { CallHistory } from './call-history';
import { Ticking } from './ticking';
import './calls.css';

type Props = {
  slug: string;
  roundTableId: string;
  /** On a player's page: which table this is, and the player's seat, chosen in advance. */
  title?: string;
  seat?: Seat;
};

/**
 * A table calling the Director, on the table's page and its players' pages: the call button while the round is in
 * play, "Director called 2 min ago" while a call is open (withdrawable until a Director takes it), and the table's
 * calls with their times.
 */
export async function CallPanel({ slug, roundTableId, title, seat }: Props) {
  const state = await tableCallState(db(), roundTableId);
  if (!state) return null;
  const open = state.calls.find((call) => isOpen(call.status));
  const callable = inPlay(state.round.status);
  // The open call is said above; the list is of the calls before it, with their times.
  const ended = state.calls.filter((call) => !isOpen(call.status));
  if (!open && !callable && state.calls.length === 0) return null;
  return (
    <section className="card call-panel" aria-label="Director">
      {title && <h2>{title}</h2>}
      {open ? (
        <OpenCall slug={slug} call={open} />
      ) : (
        callable && <CallForm slug={slug} roundTableId={roundTableId} seats={state.seats} seat={seat} />
      )}
      {ended.length > 0 && <CallHistory calls={ended} />}
    </section>
  );
}

function OpenCall({ slug, call }: { slug: string; call: CallView }) {
  return (
    <div className="call-open" role="status">
      <p className="call-status">
        <strong>
          Director called <Ticking since={call.calledAt.toISOString()} as="ago" />
        </strong>
        {call.status === 'TAKEN' && <span> · {call.takenBy ?? 'A Director'} is on the way</span>}
      </p>
      {call.status === 'OPEN' && (
        <ActionForm action={withdrawCallAction} className="call-withdraw">
          <input type="hidden" name="slug" value={slug} />
          <input type="hidden" name="callId" value={call.id} />
          <button type="submit" className="secondary">
            Withdraw the call
          </button>
        </ActionForm>
      )}
    </div>
  );
}
