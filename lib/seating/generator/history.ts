import { seatIndex, tableCountOf, type Seating } from '../types';
import { EMPTY } from './schedule';

/** What the generator needs to know of the rounds already played, for players indexed 0..N−1. */
export type History = {
  /** Meetings of each pair, N×N, capped so that a count always fits a byte with the planned rounds added. */
  readonly met: Uint8Array;
  /** Σ over pairs of max(0, meetings − 1): the repeats already made, which the plan is not charged for. */
  readonly repeats: number;
  /** Round 1 as grid cells (table − 1) * 4 + seat, when it had as many tables as the plan; for the design seed. */
  readonly firstRound: Int32Array | null;
  /** How often each player had each seat letter: `letterCounts[p * 4 + seat]`. */
  readonly letterCounts: Int32Array;
};

const MEETINGS_CAP = 200;

export function readHistory(
  rounds: readonly Seating[],
  index: ReadonlyMap<string, number>,
  tableCount: number,
): History {
  const n = index.size;
  const met = new Uint8Array(n * n);
  const letterCounts = new Int32Array(n * 4);
  for (const round of rounds) {
    const tables = new Map<number, number[]>();
    for (const { table, seat, playerId } of round) {
      const p = playerId === null ? undefined : index.get(playerId);
      if (p === undefined) continue;
      letterCounts[p * 4 + seatIndex(seat)]!++;
      const players = tables.get(table) ?? [];
      players.push(p);
      tables.set(table, players);
    }
    for (const players of tables.values()) {
      for (const a of players) {
        for (const b of players) if (a !== b) met[a * n + b] = Math.min(MEETINGS_CAP, met[a * n + b]! + 1);
      }
    }
  }
  let repeats = 0;
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) repeats += Math.max(0, met[a * n + b]! - 1);
  return { met, repeats, firstRound: gridOf(rounds[0], index, tableCount), letterCounts };
}

function gridOf(round: Seating | undefined, index: ReadonlyMap<string, number>, tableCount: number): Int32Array | null {
  if (round === undefined || tableCountOf(round) !== tableCount) return null;
  const grid = new Int32Array(tableCount * 4).fill(EMPTY);
  for (const { table, seat, playerId } of round) {
    const p = playerId === null ? undefined : index.get(playerId);
    if (p !== undefined) grid[(table - 1) * 4 + seatIndex(seat)] = p;
  }
  return grid;
}
