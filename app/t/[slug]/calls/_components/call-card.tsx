import StaffLink from '@/app/_components/staff-link';
import { ActionForm } from '@/app/_components/action-form';
import { Ticking } from '@/app/_components/calls/ticking';
import { closeCallAction, takeCallAction } from '@/lib/calls/actions';
import type { CallView } from '@/lib/calls/queries';

type Props = { slug: string; call: CallView; director: boolean };

/** One table waiting: its number large, the round and seat, the wait counting up, what the caller said, the steps. */
export function CallCard({ slug, call, director }: Props) {
  return (
    <li className={`queue-call ${call.status.toLowerCase()}`} data-call={call.id} aria-label={`Table ${call.table}`}>
      <div className="queue-table">
        <span>Table</span>
        <strong>{call.table}</strong>
      </div>
      <div className="queue-body">
        <p className="queue-where">
          Round {call.round}
          {call.seat && ` · seat ${call.seat}`}
          {call.confirmed && ' (PIN)'}
        </p>
        <p className="queue-wait">
          <Ticking since={call.calledAt.toISOString()} as="clock" />{' '}
          {call.status === 'TAKEN' ? <span className="badge">{call.takenBy} has it</span> : <span>waiting</span>}
        </p>
        {(call.what || call.line) && (
          <p className="queue-line">
            {call.what}
            {call.what && call.line && ': '}
            {call.line && `“${call.line}”`}
          </p>
        )}
        {director && <Steps slug={slug} call={call} />}
      </div>
    </li>
  );
}

function Steps({ slug, call }: { slug: string; call: CallView }) {
  if (call.status === 'OPEN')
    return (
      <ActionForm action={takeCallAction} className="queue-steps">
        <input type="hidden" name="slug" value={slug} />
        <input type="hidden" name="callId" value={call.id} />
        <button type="submit" className="primary">
          Take table {call.table}
        </button>
      </ActionForm>
    );
  const incident = `/t/${slug}/scores/${call.round}/${call.table}/incident?call=${call.id}`;
  return (
    <div className="queue-steps">
      <StaffLink className="button" href={incident}>
        Record an incident
      </StaffLink>
      <ActionForm action={closeCallAction} className="queue-close">
        <input type="hidden" name="slug" value={slug} />
        <input type="hidden" name="callId" value={call.id} />
        <input name="note" aria-label="Why no ruling was needed" placeholder="Why no ruling was needed" required />
        <button type="submit" className="secondary">
          No ruling needed
        </button>
      </ActionForm>
    </div>
  );
}
