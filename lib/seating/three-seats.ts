import type { Seating } from './types';

/** The players at each table of a seating with fewer than 4 of them (a 3-player table). */
function threePlayerTables(seating: Seating): Map<number, string[]> {
  const tables = new Map<number, string[]>();
  for (const { table, playerId } of seating) {
    if (!tables.has(table)) tables.set(table, []);
    if (playerId !== null) tables.get(table)!.push(playerId);
  }
  for (const [table, players] of tables) if (players.length === 4) tables.delete(table);
  return tables;
}

/** How many rounds of `history` each player sat at a 3-player table (players who never did are absent). */
export function threeTableCounts(history: readonly Seating[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const round of history)
    for (const players of threePlayerTables(round).values())
      for (const id of players) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/**
 * The players a seating puts at a 3-player table although someone at a 4-player table has sat at fewer 3-player
 * tables so far: the unfair ones, named by the round's report. Empty when the 3-player seats are spread fairly.
 */
export function unfairThreeSeats(history: readonly Seating[], seating: Seating): string[] {
  const counts = threeTableCounts(history);
  const count = (id: string) => counts.get(id) ?? 0;
  const atThree = new Set([...threePlayerTables(seating).values()].flat());
  const atFour = seating.flatMap((s) => (s.playerId !== null && !atThree.has(s.playerId) ? [s.playerId] : []));
  const fewest = Math.min(...atFour.map(count));
  return [...atThree].filter((id) => count(id) > fewest);
}

/** Pairs who met in `history`, as "a\0b" keys with the smaller id first. */
function metPairs(history: readonly Seating[]): Set<string> {
  const met = new Set<string>();
  for (const round of history)
    for (const players of tablesOf(round).values()) for (const key of pairs(players)) met.add(key);
  return met;
}

const pairKey = (x: string, y: string) => (x < y ? `${x}\u0000${y}` : `${y}\u0000${x}`);
const pairs = (players: readonly string[]) => players.flatMap((x, i) => players.slice(i + 1).map((y) => pairKey(x, y)));

function tablesOf(seating: Seating): Map<number, string[]> {
  const tables = new Map<number, string[]>();
  for (const { table, playerId } of seating) {
    if (playerId === null) continue;
    if (!tables.has(table)) tables.set(table, []);
    tables.get(table)!.push(playerId);
  }
  return tables;
}

/**
 * Spreads the 3-player seats fairly, whatever method made the seating: while someone at a 3-player table has sat at
 * more 3-player tables than someone at a 4-player table, the two change seats (of those with the fewest, the one whose
 * move adds the fewest repeat meetings; the first by table and seat on a tie). Each change lowers the 3-player
 * sittings of those at 3-player tables, so it ends; a fair seating is returned unchanged. Pure and deterministic.
 */
export function spreadThreeSeats(history: readonly Seating[], seating: Seating): Seating {
  const counts = threeTableCounts(history);
  const count = (id: string | null) => (id === null ? 0 : (counts.get(id) ?? 0));
  const met = metPairs(history);
  let seats = [...seating];
  for (;;) {
    const small = threePlayerTables(seats);
    const atFour = seats.filter((s) => s.playerId !== null && !small.has(s.table));
    const fewest = Math.min(...atFour.map((s) => count(s.playerId)));
    const unfair = seats.find((s) => s.playerId !== null && small.has(s.table) && count(s.playerId) > fewest);
    if (!unfair) return seats;
    const tables = tablesOf(seats);
    const cost = (other: (typeof seats)[number]) =>
      repeatsAt(tables.get(other.table)!, other.playerId!, unfair.playerId!) +
      repeatsAt(tables.get(unfair.table)!, unfair.playerId!, other.playerId!);
    const candidates = atFour.filter((s) => count(s.playerId) === fewest);
    const partner = candidates.reduce((best, other) => (cost(other) < cost(best) ? other : best));
    seats = seats.map((s) =>
      s === unfair ? { ...s, playerId: partner.playerId } : s === partner ? { ...s, playerId: unfair.playerId } : s,
    );
  }

  /** The repeat meetings `arriving` would have at a table, taking the seat of `leaving`. */
  function repeatsAt(players: readonly string[], leaving: string, arriving: string): number {
    return players.filter((id) => id !== leaving && met.has(pairKey(id, arriving))).length;
  }
}
