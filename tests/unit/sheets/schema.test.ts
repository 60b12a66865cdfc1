import { describe, expect, test } from 'vitest';
import { saveGameSchema } from '@/lib/sheets/schema';

const game = { slug: 'spring', roundTableId: 'table-1', number: 1, expectedVersion: null };

describe('a saved game as the sheet sends it', () => {
  test('the record built by the form is read as it came', () => {
    const record = { seats: ['A', 'B', 'C', 'D'], east: 'A', outcome: 'wall' };
    expect(saveGameSchema.parse({ ...game, record }).record).toEqual(record);
  });

  test.each([
    ['text', '{"outcome":"wall"}'],
    ['a number', 12],
    ['a list', [{ outcome: 'wall' }]],
    ['nothing', null],
  ])('a record sent as %s is refused, naming the record', (_, record) => {
    const parsed = saveGameSchema.safeParse({ ...game, record });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['record']);
  });
});
