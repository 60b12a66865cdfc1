import type { CallView } from '@/lib/calls/queries';

const time = (at: Date) => at.toISOString().slice(11, 16) + ' UTC';

/** How a call ended, in words: withdrawn, or closed by whom, with an incident or none needed. */
function callEnd(call: CallView): string {
  const at = call.closedAt ? ` ${time(call.closedAt)}` : '';
  if (call.status === 'WITHDRAWN') return `withdrawn${at}`;
  const how = call.incidentId ? 'incident recorded' : `no ruling needed${call.note ? `: ${call.note}` : ''}`;
  return `closed${at}${call.closedBy ? ` by ${call.closedBy}` : ''}, ${how}`;
}

/** A table's ended calls with their times: called, taken, closed or withdrawn. */
export function CallHistory({ calls }: { calls: readonly CallView[] }) {
  return (
    <ol className="call-history" aria-label="Calls to the Director">
      {calls.map((call) => (
        <li key={call.id} data-call={call.id} data-status={call.status.toLowerCase()}>
          Called {time(call.calledAt)}
          {call.seat && ` by seat ${call.seat}`}
          {call.what && ` (${call.what})`}
          {call.takenAt && ` · taken ${time(call.takenAt)}${call.takenBy ? ` by ${call.takenBy}` : ''}`} ·{' '}
          {callEnd(call)}
        </li>
      ))}
    </ol>
  );
}
