import { describe, expect, test } from 'vitest';
import { isEmptySeat, tablePlan } from '@/lib/seating/table-plan';

describe('tablePlan', () => {
  test.each([
    [3, 1, 1],
    [4, 1, 0],
    [6, 2, 2],
    [7, 2, 1],
    [8, 2, 0],
    [9, 3, 3],
    [10, 3, 2],
    [11, 3, 1],
    [12, 3, 0],
    [13, 4, 3],
    [14, 4, 2],
    [15, 4, 1],
    [16, 4, 0],
    [17, 5, 3],
    [18, 5, 2],
    [19, 5, 1],
    [20, 5, 0],
  ])('%i players: %i tables, %i of them with 3 players', (players, tables, threes) => {
    expect(tablePlan(players)).toEqual({
      ok: true,
      plan: { playerCount: players, tableCount: tables, threePlayerTables: threes },
    });
  });

  test.each([1, 2, 5])('%i players cannot be seated without a 2-player table', (players) => {
    const result = tablePlan(players);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem.code).toBe('CANNOT_SEAT');
  });

  test('no players is its own problem', () => {
    expect(tablePlan(0)).toMatchObject({ ok: false, problem: { code: 'NO_PLAYERS' } });
  });

  test('the empty seats are seat D of the last tables', () => {
    const planned = tablePlan(17);
    if (!planned.ok) throw new Error('17 players can be seated');
    const empty = [1, 2, 3, 4, 5].flatMap((table) =>
      (['A', 'B', 'C', 'D'] as const)
        .filter((seat) => isEmptySeat(planned.plan, table, seat))
        .map((seat) => `${table}${seat}`),
    );
    expect(empty).toEqual(['3D', '4D', '5D']);
  });
});
