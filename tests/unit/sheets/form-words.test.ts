import { expect, test } from 'vitest';
import { validateGame } from '@/lib/rules';
import { inFormWords } from '@/lib/sheets/form-words';

const seats = ['A', 'B', 'C', 'D'] as const;
const wordsFor = (record: object) => {
  const checked = validateGame({ seats, east: 'A', ...record });
  return checked.ok ? [] : checked.problems.map(inFormWords);
};

test('no message on the sheet names a code field or echoes a library', () => {
  const records = [
    {},
    { outcome: 'mahjong' },
    { outcome: 'mahjong', winner: 'B', handValue: 32 },
    { outcome: 'mahjong', winner: 'B', handValue: 30, discarder: 'C' },
    { outcome: 'mahjong', winner: 'B', handValue: 30, discarder: 'B', winnerExposures: 1 },
    { outcome: 'wall', dead: ['A', 'A'] },
  ];
  const messages = records.flatMap(wordsFor);
  expect(messages.length).toBeGreaterThan(5);
  for (const message of messages) {
    expect(message).not.toMatch(/`|expected|Too (big|small)|Invalid/);
  }
  expect(wordsFor({})).toContain('Answer “How did the game end?”.');
  expect(wordsFor({ outcome: 'mahjong' })).toEqual(
    expect.arrayContaining(['Answer “Who won?”.', 'Answer “Card value of the hand”.']),
  );
});
