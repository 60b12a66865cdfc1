import { describe, expect, test } from 'vitest';
import { seatingFromList, type SeatingRow } from '@/lib/seating/uploaded';
import { expectPlayable, ids } from './helpers';

const players = ids(7);
const [p1, p2, p3, p4, p5, p6, p7] = players as [string, string, string, string, string, string, string];
const good: SeatingRow[] = [
  { table: 1, seat: 'A', playerId: p1 },
  { table: 1, seat: 'B', playerId: p2 },
  { table: 1, seat: 'C', playerId: p3 },
  { table: 1, seat: 'D', playerId: p4 },
  { table: 2, seat: 'A', playerId: p5 },
  { table: 2, seat: 'C', playerId: p6 },
  { table: 2, seat: 'D', playerId: p7 },
];

const codes = (rows: SeatingRow[], active = players) => {
  const result = seatingFromList(rows, active);
  return result.ok ? [] : result.problems.map((p) => [p.code, p.row ?? p.table ?? p.playerId]);
};

describe('seatingFromList', () => {
  test('a good list becomes a seating, the missing letter of a 3-player table its empty seat', () => {
    const result = seatingFromList(good, players);
    if (!result.ok) throw new Error(result.problems[0]?.message);
    expectPlayable(result.seating, players);
    expect(result.seating.find((s) => s.table === 2 && s.seat === 'B')?.playerId).toBeNull();
  });

  test.each<[string, SeatingRow[], unknown[]]>([
    ['a table that is not a number', [...good.slice(0, 6), { table: 0, seat: 'D', playerId: p7 }], [['BAD_TABLE', 7]]],
    ['a seat that is not A–D', [...good.slice(0, 6), { table: 2, seat: 'E', playerId: p7 }], [['BAD_SEAT', 7]]],
    ['an unknown player', [...good, { table: 2, seat: 'B', playerId: 'stranger' }], [['UNKNOWN_PLAYER', 8]]],
    ['a player seated twice', [...good, { table: 2, seat: 'B', playerId: p1 }], [['DUPLICATE_PLAYER', 8]]],
    ['a seat taken twice', [...good.slice(0, 6), { table: 1, seat: 'A', playerId: p7 }], [['SEAT_TAKEN', 7]]],
    ['an active player left out', good.slice(0, 6), [['MISSING_PLAYER', p7]]],
  ])('rejects %s, naming the row', (_, rows, expected) => {
    expect(codes(rows)).toEqual(expected);
  });

  test('rejects a 2-player table and a table number skipped', () => {
    const split = good.map((row) => (row.playerId === p6 || row.playerId === p7 ? { ...row, table: 3 } : row));
    expect(codes(split)).toEqual([
      ['TABLE_SIZE', 2],
      ['TABLE_SIZE', 3],
    ]);
    expect(codes(good.map((row) => (row.table === 2 ? { ...row, table: 3 } : row)))).toEqual([['TABLE_SIZE', 2]]);
  });

  test('rejects a fourth 3-player table', () => {
    const fifteen = ids(15);
    const rows = fifteen.map((playerId, i) => ({ table: Math.floor(i / 3) + 1, seat: 'ABC'[i % 3] ?? 'A', playerId }));
    expect(codes(rows, fifteen)).toEqual([['TOO_MANY_THREE_PLAYER_TABLES', undefined]]);
  });
});
