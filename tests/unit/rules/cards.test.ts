import { describe, expect, test } from 'vitest';
import { cardTotals, changedCards, eastOf, verifierOf, type Seat, type Verification } from '@/lib/rules';

const FOUR: Seat[] = ['A', 'B', 'C', 'D'];

describe('who verifies a card (T4, docs/rules.md §3.2)', () => {
  test.each<[Verification, Seat[], Seat, Seat | null, string]>([
    ['pairs', FOUR, 'A', 'C', 'A and C verify each other'],
    ['pairs', FOUR, 'C', 'A', 'A and C verify each other'],
    ['pairs', FOUR, 'B', 'D', 'B and D verify each other'],
    ['pairs', FOUR, 'D', 'B', 'B and D verify each other'],
    ['pairs', ['A', 'B', 'C'], 'B', 'A', "D's seat is empty: the first other seat taken, A"],
    ['pairs', ['B', 'C', 'D'], 'C', 'B', "A's seat is empty: the first other seat taken, B"],
    ['pairs', ['A', 'C', 'D'], 'D', 'A', "B's seat is empty: D's card goes to A"],
    ['pairs', ['A', 'C', 'D'], 'A', 'C', 'a partner still seated verifies as usual'],
    ['east', FOUR, 'B', 'A', 'East verifies every card'],
    ['east', FOUR, 'D', 'A', 'East verifies every card'],
    ['east', FOUR, 'A', 'B', "East's own card: the first other seat taken"],
    ['east', ['B', 'C', 'D'], 'D', 'B', 'no seat A: the first seat taken verifies'],
    ['east', ['B', 'C', 'D'], 'B', 'C', "that seat's own card: the next seat taken"],
    ['pairs', ['A', 'B', 'C'], 'D', null, 'an empty seat has no card'],
  ])('%s at %j: card %s is verified by %s (%s)', (mode, seated, card, verifier) => {
    expect(verifierOf(card, seated, mode)).toBe(verifier);
  });

  test('nobody verifies their own card, under either mode, at any table', () => {
    const tables: Seat[][] = [FOUR, ['A', 'B', 'C'], ['A', 'B', 'D'], ['A', 'C', 'D'], ['B', 'C', 'D']];
    for (const seated of tables)
      for (const mode of ['pairs', 'east'] as const)
        for (const card of seated) {
          const verifier = verifierOf(card, seated, mode);
          expect(verifier).not.toBe(card);
          expect(seated).toContain(verifier);
        }
  });
});

test('East passes round the seats taken, A first (T3A)', () => {
  expect([1, 2, 3, 4].map((n) => eastOf(FOUR, n))).toEqual(FOUR);
  expect([1, 2, 3, 4].map((n) => eastOf(['A', 'C', 'D'], n))).toEqual(['A', 'C', 'D', 'A']);
});

test('a card totals its points over the games entered', () => {
  const games = [
    { number: 1, scores: { A: 30, B: -10, C: 0, D: 0 } },
    { number: 2, scores: { A: 10, B: 10, C: 10, D: 10 } },
  ];
  expect(cardTotals(games, FOUR)).toEqual({ A: 40, B: 0, C: 10, D: 10 });
  expect(cardTotals([], ['A', 'B', 'C'])).toEqual({ A: 0, B: 0, C: 0 });
});

test('a change touches the cards whose points changed; a new game touches every card', () => {
  const before = { A: 0, B: 30, C: -10, D: 0 };
  expect(changedCards(before, { A: 0, B: 30, C: -20, D: 0 }, FOUR)).toEqual(['C']);
  expect(changedCards(before, before, FOUR)).toEqual([]);
  expect(changedCards(null, before, FOUR)).toEqual(FOUR);
});
