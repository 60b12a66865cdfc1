import { describe, expect, test } from 'vitest';
import { randomSeating } from '@/lib/seating/round-one';
import { expectPlayable, ids } from './helpers';

describe('randomSeating', () => {
  test('the same players and seed give the same seating, whatever order they are listed in', () => {
    const players = ids(22);
    const first = randomSeating(players, 'spring-2026');
    expect(first).toEqual(randomSeating([...players].reverse(), 'spring-2026'));
    expect(first).not.toEqual(randomSeating(players, 'spring-2027'));
  });

  test.each([3, 4, 7, 13, 22, 40])('%i players: everyone seated once, at tables of 3 or 4', (count) => {
    const result = randomSeating(ids(count), 'seed');
    if (!result.ok) throw new Error(result.problems[0]?.message);
    expectPlayable(result.seating, ids(count));
  });

  test('the empty seats of 3-player tables are seat D of the last tables', () => {
    const result = randomSeating(ids(13), 'seed');
    if (!result.ok) throw new Error('13 players can be seated');
    expect(result.seating.filter((s) => s.playerId === null).map((s) => `${s.table}${s.seat}`)).toEqual([
      '2D',
      '3D',
      '4D',
    ]);
  });

  test('5 players, or a player listed twice, cannot be seated', () => {
    expect(randomSeating(ids(5), 'seed')).toMatchObject({ ok: false, problems: [{ code: 'CANNOT_SEAT' }] });
    expect(randomSeating(['a', 'b', 'c', 'a'], 'seed')).toMatchObject({
      ok: false,
      problems: [{ code: 'DUPLICATE_PLAYER', playerId: 'a' }],
    });
  });
});
