import { placeLabel, ordinal } from './ordinal';

/** Anything with a rank: rows of the standings, a round's scores. Null: not ranked (disqualified). */
export type Ranked = { rank: number | null };

/**
 * One place as awarded: the players sharing it (one unless tied), the places they occupy together (`first`–`last`)
 * and, when tied, how the prizes are split (equally, the Mah Jongg Master Points rule).
 */
export type Place<T> = {
  first: number;
  last: number;
  label: string;
  tied: boolean;
  /** The awarded places the tied players' prizes come from: `first` up to the last place awarded. */
  prizePlaces: { first: number; last: number };
  /** How the prizes are split among tied players, in words; null for a place held alone. */
  split: string | null;
  players: T[];
};

/** "The prizes for 2nd and 3rd added together and split equally: 1/2 each." */
function splitText(first: number, last: number, ways: number): string | null {
  if (ways === 1) return null;
  const each = `1/${ways} each`;
  if (first === last) return `The prize for ${ordinal(first)} split equally between ${ways}: ${each}.`;
  const places = Array.from({ length: last - first + 1 }, (_, i) => ordinal(first + i));
  const named = `${places.slice(0, -1).join(', ')} and ${places.at(-1)}`;
  return `The prizes for ${named} added together and split equally between ${ways}: ${each}.`;
}

/**
 * The places awarded from ranked entries (in rank order, ties sharing a rank as 1, 2, 2, 4): every entry whose rank
 * is within `places`, grouped by rank. A tie across the cut-off is awarded whole, its players sharing only the places
 * within it. Ranks are taken as given, never recomputed.
 */
export function awardPlaces<T extends Ranked>(entries: readonly T[], places: number): Place<T>[] {
  const groups = new Map<number, T[]>();
  for (const entry of entries) {
    if (entry.rank === null || entry.rank > places) continue;
    groups.set(entry.rank, [...(groups.get(entry.rank) ?? []), entry]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([first, players]) => {
      const last = first + players.length - 1;
      const lastAwarded = Math.min(last, places);
      return {
        first,
        last,
        label: placeLabel(first, last),
        tied: players.length > 1,
        prizePlaces: { first, last: lastAwarded },
        split: splitText(first, lastAwarded, players.length),
        players,
      };
    });
}

/** Shared ranks by a value, highest first (1, 2, 2, 4); entries with equal values keep their given order. */
export function rankBy<T>(entries: readonly T[], value: (entry: T) => number): (T & { rank: number })[] {
  const sorted = [...entries].sort((a, b) => value(b) - value(a));
  let rank = 0;
  return sorted.map((entry, i) => {
    const previous = sorted[i - 1];
    if (previous === undefined || value(previous) !== value(entry)) rank = i + 1;
    return { ...entry, rank };
  });
}
