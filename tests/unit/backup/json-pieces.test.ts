import { expect, test } from 'vitest';
import { jsonPieces } from '@/lib/backup/json-pieces';

const whole = (value: unknown, batch?: number) => [...jsonPieces(value, batch)].join('');

test('the pieces make exactly what JSON.stringify makes of a backup-shaped value', () => {
  const value = {
    format: 'mahjong-director-backup',
    left: undefined,
    players: Array.from({ length: 7 }, (_, i) => ({
      number: i + 1,
      name: `Ré "${i}"`,
      at: new Date(Date.UTC(2026, 10, i + 1)),
    })),
    empty: [],
    holes: [1, undefined, null, () => 1],
    chain: null,
    nested: { rows: [[1, 2], { a: undefined }] },
    at: new Date(Date.UTC(2026, 10, 30)),
  };
  for (const batch of [1, 2, 3, 100]) expect(whole(value, batch)).toBe(JSON.stringify(value));
  for (const other of [[], [1, 2, 3], 'text', 3, null, {}]) expect(whole(other, 2)).toBe(JSON.stringify(other));
});

test('a long list comes in pieces of a batch of rows each, not one string', () => {
  const rows = Array.from({ length: 2_500 }, (_, i) => ({ i }));
  const pieces = [...jsonPieces({ rows }, 1_000)];
  expect(pieces.length).toBeGreaterThanOrEqual(3);
  expect(Math.max(...pieces.map((piece) => piece.length))).toBeLessThan(JSON.stringify(rows).length / 2);
});
