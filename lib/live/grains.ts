/**
 * What a public answer shows, named at the grain the front cache and live pages follow, so that a save at one table
 * moves only the answers showing that table:
 * - `frame`: the tournament itself (settings, standings state), its roster and every round's step and seating;
 * - `standings`: the standings as computed from accepted sheets; `ranking`: how many are ranked, after which round;
 * - `table:R:T`: the sheet of table T in round R and the calls to the Director from it;
 * - `place:N`: player N's rank;
 * - `all`: anything of the tournament (an answer that says nothing of what it shows).
 */
export type Grain = 'frame' | 'standings' | 'ranking' | 'all' | `table:${number}:${number}` | `place:${number}`;

/** The stamps of a tournament's grains now: each moves whenever what its grain names does. */
export type Stamps = {
  frame: string;
  standings: string;
  ranking: string;
  all: string;
  /** `R:T` → the sheet's stamp. */
  tables: Record<string, string>;
  /** Player number → their rank's stamp. */
  places: Record<string, string>;
};

/** What an answer declares: the grains it shows, and the time (ms) after which it may read otherwise with nothing written. */
export type Declaration = { grains: Grain[]; until: number | null };

const GRAIN = /^(frame|standings|ranking|all|table:\d{1,3}:\d{1,4}|place:\d{1,6})$/;
const MOST_GRAINS = 64;

/** The standings' answers: the standings, and the tournament they are of (held back, released, frozen). */
export const STANDINGS_GRAINS: Declaration = { grains: ['frame', 'standings'], until: null };
/**
 * An answer made from anything of the tournament, and nothing of the clock (games.csv): kept until anything moves,
 * where an answer that says nothing is made again every 5 s too.
 */
export const ANYTHING_GRAINS: Declaration = { grains: ['all'], until: null };

export const tableGrain = (round: number, table: number): Grain => `table:${round}:${table}`;
export const placeGrain = (number: number): Grain => `place:${number}`;

/** What a player's page shows besides their tables: the tournament's frame, the ranking and their place in it. */
export const playerGrains = (number: number): Grain[] => ['frame', 'ranking', placeGrain(number)];

/** One stamp, or '-' for a grain the tournament does not have (a table not seated). */
function stampOf(stamps: Stamps, grain: Grain): string {
  if (grain.startsWith('table:')) return stamps.tables[grain.slice(6)] ?? '-';
  if (grain.startsWith('place:')) return stamps.places[grain.slice(6)] ?? '-';
  return stamps[grain as 'frame' | 'standings' | 'ranking' | 'all'];
}

/** The grains whose stamps differ between `before` and `now`. */
export function movedGrains(before: Stamps, now: Stamps): Set<string> {
  const moved = new Set<string>();
  for (const grain of ['frame', 'standings', 'ranking', 'all'] as const)
    if (before[grain] !== now[grain]) moved.add(grain);
  for (const [map, kind] of [
    ['tables', 'table'],
    ['places', 'place'],
  ] as const) {
    const [was, is] = [before[map], now[map]];
    for (const key in is) if (was[key] !== is[key]) moved.add(`${kind}:${key}`);
    for (const key in was) if (!(key in is)) moved.add(`${kind}:${key}`);
  }
  return moved;
}

/** The digest of `grains` in `stamps`: it differs from an earlier one exactly when one of those grains moved. */
export const digestOf = (stamps: Stamps, grains: readonly Grain[]): string =>
  grains.map((grain) => stampOf(stamps, grain)).join('|');

/** Grains as written in an address or a header (`frame,table:3:12`); null when any is not a grain, or too many. */
export function parseGrains(text: string): Grain[] | null {
  const grains = text.split(/[ ,]/).filter(Boolean);
  if (grains.length === 0 || grains.length > MOST_GRAINS || !grains.every((g) => GRAIN.test(g))) return null;
  return grains as Grain[];
}

export const formatDeclaration = ({ grains, until }: Declaration): string =>
  until === null ? grains.join(' ') : `${grains.join(' ')};until=${until}`;

/** A declaration as `formatDeclaration` wrote it; null when it is not one. */
export function parseDeclaration(text: string): Declaration | null {
  const [list = '', until] = text.split(';until=');
  const grains = parseGrains(list);
  if (!grains) return null;
  if (until === undefined) return { grains, until: null };
  return /^\d{1,15}$/.test(until) ? { grains, until: Number(until) } : null;
}
