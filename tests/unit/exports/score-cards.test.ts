import { describe, expect, test } from 'vitest';
import { scoreCards, type CardsInput } from '@/lib/exports/score-cards';
import type { Seat } from '@/lib/rules';

const seat = (table: number, letter: Seat, number: number) => ({
  table,
  letter,
  player: { number, name: `Player ${number}` },
});

/** Table 2 of four players, table 1 of three with seat B empty (listed out of order on purpose). */
const INPUT: CardsInput = {
  round: 2,
  gamesPerRound: 5,
  verification: 'pairs',
  tables: [2, 1],
  seats: [
    seat(2, 'A', 5),
    seat(2, 'B', 6),
    seat(2, 'C', 7),
    seat(2, 'D', 8),
    seat(1, 'A', 1),
    seat(1, 'C', 3),
    seat(1, 'D', 4),
  ],
};

describe('scoreCards', () => {
  const [one, two] = scoreCards(INPUT);

  test('one card per table, in table order, every seat listed and the empty one as such', () => {
    expect([one?.table, two?.table]).toEqual([1, 2]);
    expect(one?.seats.map((s) => s.player?.number ?? null)).toEqual([1, null, 3, 4]);
    expect(one?.seated).toEqual(['A', 'C', 'D']);
    expect(two?.seated).toEqual(['A', 'B', 'C', 'D']);
  });

  test('East passes round the seats taken, A first, for every game of the round (T3A)', () => {
    expect(two?.easts).toEqual(['A', 'B', 'C', 'D', 'A']);
    expect(one?.easts).toEqual(['A', 'C', 'D', 'A', 'C']);
  });

  test('partners verify each other; a card whose partner’s seat is empty goes to the first other seat taken (T4)', () => {
    expect(two?.seats.map((s) => s.verifier)).toEqual(['C', 'D', 'A', 'B']);
    expect(one?.seats.map((s) => s.verifier)).toEqual(['C', null, 'A', 'A']);
  });

  test('with East verifying, East verifies every card and East’s own goes to the next seat', () => {
    const [, east] = scoreCards({ ...INPUT, verification: 'east' });
    expect(east?.seats.map((s) => s.verifier)).toEqual(['B', 'A', 'A', 'A']);
  });

  test('the collector is the round’s seat, or the next one taken when it is empty (T25)', () => {
    expect(two?.collector).toBe('B');
    expect(one?.collector).toBe('C');
  });
});
