import fc from 'fast-check';
import { expect, test } from 'vitest';
import { SEAT_LIST_FIELDS, validateGame, type GameRecord, type Seat } from '@/lib/rules';
import { emptyForm, formOf, handValueComplete, recordOf } from '@/lib/sheets/game-form';
import { validGameArb } from '../rules/arbitraries';

/**
 * The form lists penalised seats in seat order, whatever order they were ticked in, and asks "how was it won" once:
 * a heavenly hand is not also self-picked there (it gets no self-pick bonus either way, T13.12).
 */
const asTheFormSaysIt = (game: GameRecord) => ({
  ...game,
  ...(game.heavenly && { selfPicked: false }),
  ...Object.fromEntries(SEAT_LIST_FIELDS.map((field) => [field, [...game[field]].sort()])),
});

test('every valid record survives the trip through the sheet form unchanged', () => {
  fc.assert(
    fc.property(validGameArb, (input) => {
      const checked = validateGame(input);
      if (!checked.ok) throw new Error('the arbitrary made an invalid record');
      const again = validateGame(recordOf(formOf(checked.game), checked.game.seats));
      expect(again).toEqual({ ok: true, game: asTheFormSaysIt(checked.game) });
    }),
    { numRuns: 500 },
  );
});

test('an empty form asks for the outcome first', () => {
  const checked = validateGame(recordOf(emptyForm('B'), ['A', 'B', 'C', 'D']));
  expect(checked.ok).toBe(false);
  if (!checked.ok) expect(checked.problems.map((p) => p.field)).toEqual(['outcome']);
});

test('answers the outcome does not need are left out of the record', () => {
  const seats: Seat[] = ['A', 'B', 'C', 'D'];
  const form = {
    ...emptyForm('A'),
    outcome: 'mahjong' as const,
    winner: 'B' as const,
    handValue: '30',
    how: 'discard' as const,
  };
  const wall = recordOf({ ...form, discarder: 'C', winnerExposures: '1', outcome: 'wall' }, seats);
  expect(wall).toEqual({ seats, east: 'A', outcome: 'wall' });
  const selfPicked = recordOf({ ...form, how: 'self', discarder: 'C', misnamedDiscard: true }, seats);
  expect(selfPicked).not.toHaveProperty('discarder');
  expect(selfPicked).not.toHaveProperty('misnamedDiscard');
  expect(selfPicked).toMatchObject({ selfPicked: true, handValue: 30 });
});

test.each<[string, boolean]>([
  ['3', false],
  ['30', true],
  ['25', true],
  ['35', true],
  ['32', false],
  ['10', false],
  ['05', false],
  ['100', false],
])('hand value typed as %s is complete: %s', (digits, complete) => {
  expect(handValueComplete(digits)).toBe(complete);
});
