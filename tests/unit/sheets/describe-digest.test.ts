import { expect, test } from 'vitest';
import { DEFAULT_RULESET, validateGame, type GameRecordInput, type Seat } from '@/lib/rules';
import { progressOf } from '@/lib/sheets/dashboard';
import { describeGame } from '@/lib/sheets/describe';
import { sheetDigest } from '@/lib/sheets/digest';
import { initialsOf } from '@/lib/sheets/seat-names';

const game = (input: Partial<GameRecordInput>) => {
  const checked = validateGame({ seats: ['A', 'B', 'C', 'D'], east: 'A', ...input });
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  return checked.game;
};
const name = (seat: Seat) => `${seat} ${{ A: 'Ann', B: 'Bea', C: 'Cy', D: 'Di' }[seat]}`;

test.each<[Partial<GameRecordInput>, string]>([
  [
    { outcome: 'mahjong', winner: 'B', handValue: 30, discarder: 'C', winnerExposures: 2 },
    "B Bea: mah jongg 30 on C Cy's discard, 2 exposures",
  ],
  [
    { outcome: 'mahjong', winner: 'A', handValue: 25, selfPicked: true, jokerless: true },
    'A Ann: mah jongg 25 self-picked (jokerless)',
  ],
  [{ outcome: 'mahjong', winner: 'A', handValue: 50, heavenly: true }, 'A Ann: mah jongg 50 heavenly hand'],
  [{ outcome: 'wall', dead: ['D'], charlestonPeek: ['B'] }, 'Wall game; D Di dead; B Bea peeked in the Charleston'],
  [
    { outcome: 'mahjong', winner: 'B', handValue: 30, discarder: 'C', winnerExposures: 1, misnamedDiscard: true },
    "B Bea: mah jongg 30 on C Cy's misnamed discard, 1 exposure",
  ],
])('%j reads "%s"', (input, words) => {
  expect(describeGame(game(input), name)).toBe(words);
});

test('the digest depends on what the sheet says, not on how its JSON is ordered', () => {
  const wall = game({ outcome: 'wall' });
  const one = [{ number: 1, record: wall, scores: { A: 10, B: 10, C: 10, D: 10 } }];
  const reordered = [{ scores: { D: 10, C: 10, B: 10, A: 10 }, record: { ...wall }, number: 1 }];
  expect(sheetDigest(DEFAULT_RULESET, one)).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}$/);
  expect(sheetDigest(DEFAULT_RULESET, reordered)).toBe(sheetDigest(DEFAULT_RULESET, one));
  expect(sheetDigest(DEFAULT_RULESET, [{ ...one[0]!, scores: { ...one[0]!.scores, D: 0 } }])).not.toBe(
    sheetDigest(DEFAULT_RULESET, one),
  );
  expect(sheetDigest({ ...DEFAULT_RULESET, wallPoints: 5 }, one)).not.toBe(sheetDigest(DEFAULT_RULESET, one));
});

test.each([
  ['Dana Director', 'DD'],
  ['Ann de la Cruz', 'AC'],
  ['  cher ', 'C'],
])('initials of %j: %s', (full, initials) => expect(initialsOf(full)).toBe(initials));

test.each([
  [{ status: 'OPEN', games: 0, verified: 0 }, 'no games'],
  [{ status: 'OPEN', games: 3, verified: 0 }, 'games missing'],
  [{ status: 'OPEN', games: 4, verified: 3 }, 'cards unverified'],
  [{ status: 'OPEN', games: 4, verified: 4 }, 'not handed in'],
  [{ status: 'SUBMITTED', games: 4, verified: 4 }, 'awaiting acceptance'],
  [{ status: 'ACCEPTED', games: 4, verified: 4 }, 'accepted'],
])('a table with %j is "%s"', (counts, progress) => {
  expect(progressOf({ ...counts, gamesPerRound: 4, seated: 4 })).toBe(progress);
});
