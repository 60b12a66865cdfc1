import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { DISCARD_WIN, FOUR, SELF_PICKED_WIN } from './helpers';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

function score(input: string) {
  const run = spawnSync('npx', ['tsx', 'scripts/score.ts'], {
    cwd: ROOT,
    input,
    encoding: 'utf8',
    timeout: 60_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return {
    status: run.status,
    stdout: run.stdout,
    stderr: run.stderr.split('\n').filter((text) => text !== '' && !text.startsWith('npm warn')),
  };
}

describe('npm run score', { timeout: 90_000 }, () => {
  test('scores a list of records: one JSON array on stdout, exit 0', () => {
    const run = score(JSON.stringify([DISCARD_WIN, { ...FOUR, outcome: 'wall', dead: ['D'] }]));
    expect(run.stderr).toEqual([]);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual([
      {
        scores: { A: 0, B: 30, C: -10, D: 0 },
        lines: [
          { seat: 'B', item: 'HAND', points: 30, rule: 'T13' },
          { seat: 'C', item: 'DISCARDER', points: -10, rule: 'T13.5' },
        ],
      },
      {
        scores: { A: 10, B: 10, C: 10, D: -10 },
        lines: [
          { seat: 'A', item: 'WALL', points: 10, rule: 'T13.3' },
          { seat: 'B', item: 'WALL', points: 10, rule: 'T13.3' },
          { seat: 'C', item: 'WALL', points: 10, rule: 'T13.3' },
          { seat: 'D', item: 'DEAD', points: -10, rule: 'T14, T13.9' },
        ],
      },
    ]);
  });

  test('applies the ruleset given beside the games', () => {
    const run = score(
      JSON.stringify({
        ruleset: { selfPickBonus: 0, jokerlessBonus: 30 },
        games: [{ ...SELF_PICKED_WIN, jokerless: true }],
      }),
    );
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)[0].scores).toEqual({ A: 0, B: 60, C: 0, D: 0 });
  });

  test('an invalid game: nothing on stdout, exit 2, one line per problem naming the game and the field', () => {
    const run = score(
      JSON.stringify({
        ruleset: { wallPoints: -1 },
        games: [SELF_PICKED_WIN, { ...SELF_PICKED_WIN, winner: 'C', dead: ['C'], handValue: 33 }],
      }),
    );
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toEqual([
      'ruleset: wallPoints: `wallPoints` must be at least 0',
      'game 1: handValue: A hand value is a positive multiple of 5 as printed on the card (T13), not 33',
      'game 1: dead: Seat C won this game (`winner`), so it cannot also be listed in `dead`: a dead hand stops picking and discarding and cannot win (DH, T14)',
    ]);
  });

  test.each([
    ['empty input', '', 'input: nothing to score: the input is empty'],
    [
      'truncated JSON',
      '[{"seats": ["A", "B", "C", "D"], "east": "A", "outc',
      'input: not valid JSON: it ends too soon, at line 1, column 52 (is it cut short?)',
    ],
    ['text that is not JSON', 'seats A B C D\n', 'input: not valid JSON: unexpected "s" at line 1, column 1'],
    [
      'JSON that is neither a record nor a list',
      '42',
      'input: must be one game record, a list of game records, or {"ruleset": {...}, "games": [...]}, not a number',
    ],
  ])('%s: one line on stderr, exit 2, nothing on stdout', (_, input, line) => {
    const run = score(input);
    expect(run).toEqual({ status: 2, stdout: '', stderr: [line] });
  });

  test('refuses input over 64 MB without reading it all', () => {
    const run = score(' '.repeat(65 * 1024 * 1024));
    expect(run).toEqual({ status: 2, stdout: '', stderr: ['input: too large: more than 64 MB'] });
  });
});
