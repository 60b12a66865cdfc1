import { endsAtMs, type ClockStatus } from './clock';

/** What choosing the current round needs to know of a round; its timing and extra minutes, where known. */
export interface RoundPhase {
  number: number;
  status: ClockStatus;
  startedAt?: Date | null;
  durationMinutes?: number;
  tables?: readonly { extraMinutes: number; status: string }[];
}

/** When each table still open in a round past its time ends its extra minutes. */
function extraTimeEnds(round: RoundPhase): number[] {
  if (round.status !== 'TIME_UP' || !round.startedAt || round.durationMinutes === undefined) return [];
  const started = round.startedAt.getTime();
  const minutes = round.durationMinutes;
  return (round.tables ?? [])
    .filter((t) => t.status === 'OPEN')
    .map((t) => endsAtMs(started, minutes + t.extraMinutes));
}

/** A round past its time with a table still open on extra minutes: those players are still at that seat. */
const onExtraTime = (round: RoundPhase, now: number) => extraTimeEnds(round).some((end) => end > now);

/**
 * The round every public page shows by default: the one being played (started, or on a table's extra minutes);
 * else the next to start; else the last one over. Drafts are never current. Null when no round is published.
 */
export function currentRound<R extends RoundPhase>(rounds: readonly R[], now: number): R | null {
  const visible = [...rounds].filter((r) => r.status !== 'DRAFT').sort((a, b) => a.number - b.number);
  return (
    visible.find((r) => r.status === 'STARTED') ??
    visible.find((r) => onExtraTime(r, now)) ??
    visible.find((r) => r.status === 'PUBLISHED') ??
    visible.at(-1) ??
    null
  );
}

/** A published round after the current one: seated ahead, not to be taken for the seat to go to now. */
export function isUpcoming(round: RoundPhase, current: RoundPhase | null): boolean {
  return round.status === 'PUBLISHED' && current !== null && round.number > current.number;
}

/** Rounds as a player reads them today: the current one, then those to come in order, then the past, latest first. */
export function todayFirst<R extends { number: number }>(rounds: readonly R[], current: number | null): R[] {
  const group = (n: number) => (n === current ? 0 : current !== null && n > current ? 1 : 2);
  return [...rounds].sort(
    (a, b) => group(a.number) - group(b.number) || (group(a.number) === 1 ? a.number - b.number : b.number - a.number),
  );
}

/**
 * When `currentRound` may next answer otherwise with nothing written: the end of the first table's extra minutes
 * still running in a round whose time is up. Null when only a write can change it.
 */
export function currentRoundTurnsAt(rounds: readonly RoundPhase[], now: number): number | null {
  const ends = rounds.flatMap(extraTimeEnds).filter((end) => end > now);
  return ends.length > 0 ? Math.min(...ends) : null;
}
