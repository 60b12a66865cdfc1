import type { CallView } from '@/lib/calls/queries';

const time = (at: Date) => at.toISOString().slice(11, 16) + ' UTC';

/** How a call ended, in words. */
export function callEnd(call: CallView): string {
  if (call.status === 'WITHDRAWN') return `withdrawn ${call.closedAt ? time(call.closedAt) : ''}`.trim();
  if (call.status !== 'CLOSED' || !call.closedAt) return call.status === 'TAKEN' ? 'on the way' : 'waiting';
  const how = call.incidentId ? 'incident recorded' : `no ruling needed${call.note ? `: ${call.note}` : ''}`;
  return `closed ${time(call.closedAt)}${call.closedBy ? ` by ${call.closedBy}` : ''}, ${how}`;
}

/** A table's calls with their times: called, taken, closed. */
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
