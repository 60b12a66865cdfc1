import type { Seating } from './types';

/** Two players who sat at one table, `a` < `b`, and the 1-based rounds (of the list given) they did. */
export type Meeting = { readonly a: string; readonly b: string; readonly rounds: readonly number[] };

/** A pair that a candidate round would seat together again: its table there, and the earlier rounds they met in. */
export type RepeatPair = Meeting & { readonly table: number };

export type RepeatReport = { readonly repeatPairs: number; readonly pairs: readonly RepeatPair[] };

/** Every pair of players that shared a table, with the rounds they did. Empty seats meet no one. */
export function meetings(rounds: readonly Seating[]): Meeting[] {
  const index = meetingIndex(rounds);
  return [...index.values()].sort(byPair);
}

/** Which pairs the candidate round would seat together although they already met in `history`. */
export function repeatReport(history: readonly Seating[], candidate: Seating): RepeatReport {
  const index = meetingIndex(history);
  const pairs: RepeatPair[] = [];
  forEachPair(candidate, (a, b, table) => {
    const earlier = index.get(pairKey(a, b));
    if (earlier) pairs.push({ ...earlier, table });
  });
  pairs.sort(byPair);
  return { repeatPairs: pairs.length, pairs };
}

/**
 * The repeats a plan of several rounds adds to `history`: for each planned round, the pairs it seats together
 * that met before it (in history or an earlier planned round). Repeats within history are not counted.
 */
export function plannedRepeats(history: readonly Seating[], planned: readonly Seating[]): number {
  const met = new Set(meetingIndex(history).keys());
  let repeats = 0;
  for (const round of planned) {
    const seen: string[] = [];
    forEachPair(round, (a, b) => {
      const key = pairKey(a, b);
      if (met.has(key)) repeats++;
      seen.push(key);
    });
    for (const key of seen) met.add(key);
  }
  return repeats;
}

function meetingIndex(rounds: readonly Seating[]): Map<string, { a: string; b: string; rounds: number[] }> {
  const index = new Map<string, { a: string; b: string; rounds: number[] }>();
  rounds.forEach((round, i) => {
    forEachPair(round, (a, b) => {
      const key = pairKey(a, b);
      const meeting = index.get(key);
      if (meeting) meeting.rounds.push(i + 1);
      else index.set(key, { a, b, rounds: [i + 1] });
    });
  });
  return index;
}

/** Calls `visit` once for each pair of players at one table, the smaller id first. */
function forEachPair(seating: Seating, visit: (a: string, b: string, table: number) => void): void {
  const tables = new Map<number, string[]>();
  for (const { table, playerId } of seating) {
    if (playerId === null) continue;
    const players = tables.get(table);
    if (players) players.push(playerId);
    else tables.set(table, [playerId]);
  }
  for (const [table, players] of tables) {
    for (let i = 0; i < players.length; i++) {
      for (let j = i + 1; j < players.length; j++) {
        const x = players[i] as string;
        const y = players[j] as string;
        if (x < y) visit(x, y, table);
        else visit(y, x, table);
      }
    }
  }
}

function pairKey(a: string, b: string): string {
  return `${a}\u0000${b}`;
}

function byPair(x: { a: string; b: string }, y: { a: string; b: string }): number {
  return x.a < y.a ? -1 : x.a > y.a ? 1 : x.b < y.b ? -1 : x.b > y.b ? 1 : 0;
}
