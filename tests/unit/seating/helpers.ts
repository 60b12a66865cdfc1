import { expect } from 'vitest';
import type { Seating } from '@/lib/seating/types';

export const ids = (count: number, prefix = 'p'): string[] =>
  Array.from({ length: count }, (_, i) => `${prefix}${String(i + 1).padStart(4, '0')}`);

/** The players at each table, empty seats left out. */
export function playersByTable(seating: Seating): Map<number, string[]> {
  const tables = new Map<number, string[]>();
  for (const { table, playerId } of seating) {
    const players = tables.get(table) ?? [];
    if (playerId !== null) players.push(playerId);
    tables.set(table, players);
  }
  return tables;
}

/** Every active player seated exactly once, tables 1..T of 3 or 4 players with seats A–D, at most three of 3. */
export function expectPlayable(seating: Seating, playerIds: readonly string[]): void {
  expect(seating.flatMap((s) => (s.playerId === null ? [] : [s.playerId])).sort()).toEqual([...playerIds].sort());
  const tables = playersByTable(seating);
  expect([...tables.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: tables.size }, (_, i) => i + 1));
  for (const [table, players] of tables) {
    expect(players.length, `table ${table}`).toBeGreaterThanOrEqual(3);
    expect(seating.filter((s) => s.table === table).map((s) => s.seat)).toEqual(['A', 'B', 'C', 'D']);
  }
  expect([...tables.values()].filter((players) => players.length === 3).length).toBeLessThanOrEqual(3);
}
