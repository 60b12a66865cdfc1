import type { LoggedCall } from '@/lib/incidents/call-rows';

const time = (at: Date) => at.toISOString().slice(11, 19);

/** A call's times in the incident log: called, taken, closed (UTC, to the second). */
export function CallTimes({ call }: { call: LoggedCall }) {
  return (
    <div className="muted call-times">
      called {time(call.calledAt)}
      {call.takenAt && ` · taken ${time(call.takenAt)}`}
      {call.closedAt && ` · closed ${time(call.closedAt)}`}
    </div>
  );
}

/** What became of a call that led to no incident. */
export const CALL_OUTCOME = { CALLED: 'call open', NO_RULING: 'no ruling needed', WITHDRAWN: 'withdrawn' } as const;
