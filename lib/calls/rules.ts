import { failure, type Failure } from '@/lib/actions/result';
import { INCIDENT_INFO, INCIDENT_KINDS, type IncidentKind } from '@/lib/rules';

/**
 * The rules of calling the Director from a table, over plain data: who may call when, and how long tables waited.
 * No database, no clock: the caller passes `now`.
 */

/** What the caller says happened: one of the incident kinds, or something else. */
export const CALL_KINDS = [...INCIDENT_KINDS, 'OTHER'] as const;
export type CallKind = (typeof CALL_KINDS)[number];

export const callKindTitle = (kind: string | null): string | null =>
  kind === null ? null : kind === 'OTHER' ? 'Something else' : (INCIDENT_INFO[kind as IncidentKind]?.title ?? kind);

/** Calls without a PIN a table may make in one round: enough for a real table, too few to spam a ballroom. */
export const UNCONFIRMED_CALLS_PER_ROUND = 3;

export type CallStatus = 'OPEN' | 'TAKEN' | 'CLOSED' | 'WITHDRAWN';
export type RoundStatus = 'DRAFT' | 'PUBLISHED' | 'STARTED' | 'TIME_UP' | 'CLOSED';

/** A call still waiting for its ruling: nobody has come yet, or a Director is on the way. */
export const isOpen = (status: CallStatus) => status === 'OPEN' || status === 'TAKEN';

/** A round whose tables are seated and not yet closed: players sit at them and may call. */
export const inPlay = (status: RoundStatus) => status === 'PUBLISHED' || status === 'STARTED' || status === 'TIME_UP';

/** A round a player sat in, as their card lists it: its table's sheet when it has one. */
type SeatedRound<S> = { round: number; roundStatus: RoundStatus; table: number; seat: S; roundTableId: string | null };

/** Where a player calls the Director from: their table in the latest round in play, or null. */
export function tableInPlay<S>(rounds: readonly SeatedRound<S>[]) {
  const playing = rounds.filter((r) => inPlay(r.roundStatus) && r.roundTableId !== null);
  const latest = playing.reduce<SeatedRound<S> | null>((a, r) => (!a || r.round > a.round ? r : a), null);
  return latest && { roundTableId: latest.roundTableId!, round: latest.round, table: latest.table, seat: latest.seat };
}

export type TableState = {
  table: number;
  round: { number: number; status: RoundStatus };
  /** The table's calls in this round, any order. */
  calls: readonly { status: CallStatus; confirmed: boolean; calledAt: Date }[];
};

/**
 * Whether the table may call the Director now (null), or why not: its round is in play, it has no call open, and a
 * call without a PIN is within the round's few. A call confirmed with a PIN is not counted against that limit.
 */
export function mayCall(state: TableState, confirmed: boolean, now: Date): Failure<never> | null {
  const { table, round } = state;
  if (!inPlay(round.status))
    return failure('LOCKED', `Round ${round.number} is not in play: its tables cannot call the Director.`);
  const open = state.calls.find((call) => isOpen(call.status));
  if (open)
    return failure(
      'CONFLICT',
      `Table ${table} already called the Director ${ago(open.calledAt, now)}: the call is open. Withdraw it to call again.`,
    );
  const unconfirmed = state.calls.filter((call) => !call.confirmed).length;
  if (!confirmed && unconfirmed >= UNCONFIRMED_CALLS_PER_ROUND)
    return failure(
      'TOO_MANY_ATTEMPTS',
      `Table ${table} has called ${unconfirmed} times this round without a PIN: choose your seat and enter your PIN to call again.`,
    );
  return null;
}

/** "just now", "1 min ago", "12 min ago", "1 h 5 min ago". */
export function ago(since: Date, now: Date): string {
  const minutes = Math.floor(Math.max(0, now.getTime() - since.getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  return `${duration(minutes * 60_000)} ago`;
}

/** A duration in whole minutes (seconds under one): "45 s", "3 min", "1 h 5 min". */
export function duration(ms: number): string {
  const seconds = Math.floor(Math.max(0, ms) / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** A waiting time counting up, to the second: "0:07", "3:05", "1:02:09". */
export function clock(ms: number): string {
  const seconds = Math.floor(Math.max(0, ms) / 1000);
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

export type TimedCall = { round: number; calledAt: Date; takenAt: Date | null; closedAt: Date | null };

/**
 * How long the table waited for a Director: until one took the call; a call never taken waited until it was closed
 * or withdrawn, and one still open is waiting now.
 */
export const waitOf = (call: TimedCall, now: Date): number =>
  (call.takenAt ?? call.closedAt ?? now).getTime() - call.calledAt.getTime();

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export type RoundWaits = { round: number; calls: number; medianMs: number; longestMs: number };

/** Per round, in round order: the number of calls, the median and the longest wait. */
export function waitsByRound(calls: readonly TimedCall[], now: Date): RoundWaits[] {
  const byRound = new Map<number, number[]>();
  for (const call of calls) byRound.set(call.round, [...(byRound.get(call.round) ?? []), waitOf(call, now)]);
  return [...byRound.entries()]
    .sort(([a], [b]) => a - b)
    .map(([round, waits]) => ({ round, calls: waits.length, medianMs: median(waits)!, longestMs: Math.max(...waits) }));
}
