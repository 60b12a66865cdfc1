/**
 * The round clock as the projector shows it: time left, its colour, and the end of each table given extra
 * minutes. Pure: every function takes `now` (epoch milliseconds, already corrected to the server's clock).
 */

/** The last minutes of a round, shown in red. */
export const RED_ZONE_MS = 5 * 60_000;

export type ClockStatus = 'DRAFT' | 'PUBLISHED' | 'STARTED' | 'TIME_UP' | 'CLOSED';

/** What the clock route sends: a round's timing with only the tables that have extra minutes. */
export type ClockRound = {
  number: number;
  status: ClockStatus;
  /** ISO time the Director started the clock, or null before. */
  startedAt: string | null;
  durationMinutes: number;
  tables: readonly { table: number; extraMinutes: number }[];
};

/** calm: plenty of time · red: the last five minutes · time: none left · idle: not started · closed: round over. */
export type Tone = 'idle' | 'calm' | 'red' | 'time' | 'closed';

export type TableClock = {
  table: number;
  extraMinutes: number;
  endsAt: number;
  remainingMs: number;
  display: string;
  tone: Tone;
};

export type ClockFace = {
  phase: 'waiting' | 'running' | 'time' | 'closed';
  display: string;
  tone: Tone;
  /** When the round's own time ends (without extra minutes), or null before it starts. */
  endsAt: number | null;
  tables: TableClock[];
};

export const endsAtMs = (startedAt: number, minutes: number): number => startedAt + minutes * 60_000;

export const remainingMs = (endsAt: number, now: number): number => Math.max(0, endsAt - now);

/** MM:SS, counting whole seconds up so that 00:00 is never shown while time is left; minutes may exceed 59. */
export function formatRemaining(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  const mm = Math.floor(seconds / 60);
  const ss = seconds % 60;
  return `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
}

/** The colour of a running clock with `ms` left. */
export function toneOf(ms: number): 'calm' | 'red' | 'time' {
  if (ms <= 0) return 'time';
  return ms <= RED_ZONE_MS ? 'red' : 'calm';
}

function tableClock(
  table: { table: number; extraMinutes: number },
  startedAt: number,
  durationMinutes: number,
  now: number,
): TableClock {
  const endsAt = endsAtMs(startedAt, durationMinutes + table.extraMinutes);
  const left = remainingMs(endsAt, Math.max(now, startedAt));
  return {
    ...table,
    endsAt,
    remainingMs: left,
    display: left > 0 ? formatRemaining(left) : 'Time',
    tone: toneOf(left),
  };
}

/** Tables with extra minutes, each with its own end; in table order. */
export function tableClocks(round: ClockRound, now: number): TableClock[] {
  if (!round.startedAt || round.status === 'CLOSED') return [];
  const startedAt = Date.parse(round.startedAt);
  return round.tables
    .filter((t) => t.extraMinutes > 0)
    .map((t) => tableClock(t, startedAt, round.durationMinutes, now))
    .sort((a, b) => a.table - b.table);
}

/** What the clock shows for `round` at `now`. */
export function clockFace(round: ClockRound, now: number): ClockFace {
  const full = formatRemaining(round.durationMinutes * 60_000);
  switch (round.status) {
    case 'DRAFT':
    case 'PUBLISHED':
      return { phase: 'waiting', display: full, tone: 'idle', endsAt: null, tables: [] };
    case 'CLOSED':
      return { phase: 'closed', display: 'Closed', tone: 'closed', endsAt: null, tables: [] };
    case 'STARTED':
    case 'TIME_UP': {
      if (!round.startedAt) return { phase: 'waiting', display: full, tone: 'idle', endsAt: null, tables: [] };
      const startedAt = Date.parse(round.startedAt);
      const endsAt = endsAtMs(startedAt, round.durationMinutes);
      // A clock a little behind the start would show more than the round has: it starts from the full time.
      const left = round.status === 'TIME_UP' ? 0 : remainingMs(endsAt, Math.max(now, startedAt));
      const tables = tableClocks(round, now);
      if (left <= 0) return { phase: 'time', display: 'Time', tone: 'time', endsAt, tables };
      return { phase: 'running', display: formatRemaining(left), tone: toneOf(left), endsAt, tables };
    }
  }
}

/**
 * How far the server's clock is ahead of this one: the server stamped `serverNow` somewhere between sending the
 * request at `sentAt` and receiving the answer at `receivedAt` (both on this clock), most likely half-way.
 */
export function clockOffset(serverNow: number, sentAt: number, receivedAt: number): number {
  return serverNow - (sentAt + receivedAt) / 2;
}

/**
 * The offset to keep after an answer whose `Date` header (whole seconds) says when the server sent it: the server's
 * moment is within that second, most likely half-way through it. The kept offset moves only when the new estimate is
 * more than a second away from it, so that the seconds shown do not jump back and forth between polls.
 */
export function offsetFromDate(date: string | null, sentAt: number, receivedAt: number, kept: number): number {
  const stamped = date ? Date.parse(date) : NaN;
  if (Number.isNaN(stamped)) return kept;
  const estimate = clockOffset(stamped + 500, sentAt, receivedAt);
  return Math.abs(estimate - kept) > 1_000 ? estimate : kept;
}
