// `npm run bench:seating`: times the seating core on the cases the product promises and prints time and repeat
// pairs for each; exits non-zero when a target is missed. Seeds are fixed, so every run plans the same seatings.
import { performance } from 'node:perf_hooks';
import { plannedRepeats } from '@/lib/seating/meetings';
import { planRounds } from '@/lib/seating/plan-rounds';
import { randomSeating } from '@/lib/seating/round-one';
import { rotate, STANDARD_OFFSETS } from '@/lib/seating/rotation';
import { tableCountOf, type Seating } from '@/lib/seating/types';

type Row = { name: string; target: string; ms: number; repeats: number | null; iterations?: number; ok: boolean };

const rows: Row[] = [];
const players = (count: number) => Array.from({ length: count }, (_, i) => `player-${i + 1}`);

function roundOne(count: number, seed: string): Seating {
  const result = randomSeating(players(count), seed);
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join(' '));
  return result.seating;
}

function rotation(tables: number): void {
  const seating = roundOne(tables * 4, 'bench-rotation');
  const start = performance.now();
  rotate(seating, STANDARD_OFFSETS, tables);
  const ms = performance.now() - start;
  rows.push({ name: `standard rotation, ${tables} tables`, target: '< 50 ms', ms, repeats: null, ok: ms < 50 });
}

/**
 * Rounds 2–4 of the standard rotation, which repeat meetings at some table counts (a pair whose letters move
 * d tables apart a round meets again when T divides 2d or 3d), against the generator's rounds 2–4 after the same
 * round 1.
 */
function rotationRepeats(tables: number, repeatsExpected: boolean): void {
  const first = roundOne(tables * 4, `bench-${tables}`);
  const rounds = [first];
  for (let i = 0; i < 3; i++) rounds.push(rotate(rounds[i]!, STANDARD_OFFSETS, tables));
  const repeats = plannedRepeats([first], rounds.slice(1));
  const target = repeatsExpected ? 'some repeats' : '0 repeats';
  rows.push({
    name: `standard rotation, ${tables} tables, rounds 2–4`,
    target,
    ms: 0,
    repeats,
    ok: repeats > 0 === repeatsExpected,
  });
  generator(`  generator instead, ${tables} tables, rounds 2–4`, tables * 4, 3, [first], 10_000, true);
}

/** With `promiseZero`, the plan must have no repeat within the budget; else its best is shown. */
function generator(
  name: string,
  count: number,
  rounds: number,
  history: Seating[],
  budgetMs: number,
  promiseZero: boolean,
): void {
  const start = performance.now();
  const result = planRounds({
    playerIds: players(count),
    history,
    rounds,
    seed: 'bench',
    budgetMs,
    now: () => performance.now(),
  });
  const ms = performance.now() - start;
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join(' '));
  if (result.rounds.some((round) => tableCountOf(round) !== Math.ceil(count / 4)))
    throw new Error(`${name}: wrong table count`);
  const target = promiseZero ? `0 repeats < ${budgetMs / 1000} s` : `best in ${budgetMs / 1000} s`;
  const ok = !promiseZero || (result.repeatPairs === 0 && ms < budgetMs);
  rows.push({ name, target, ms, repeats: result.repeatPairs, iterations: result.iterations, ok });
}

rotation(500);
for (const tables of [4, 5, 6, 7, 8, 9, 10, 12, 16]) rotationRepeats(tables, [4, 6, 8, 9, 12].includes(tables));
generator('fewest repeats, 2,000 players × 10 rounds', 2000, 10, [], 10_000, true);
generator('fewest repeats, 32 × 9 (social golfers 8-4-9)', 32, 9, [], 60_000, true);
generator('fewest repeats, 30 × 6', 30, 6, [], 60_000, true);
generator('fewest repeats, 2,001 × 10', 2001, 10, [], 10_000, true);
generator('round 1 drawn, then 8 more: 32 players', 32, 8, [roundOne(32, 'drawn')], 60_000, true);
generator('round 1 drawn, then 9 more: 2,000 players', 2000, 9, [roundOne(2000, 'drawn')], 10_000, true);
generator('mostly search: 40 × 10 (the design covers 5 rounds)', 40, 10, [], 60_000, false);
generator('zero impossible: 12 × 4, best in the budget', 12, 4, [], 2_000, false);

const widths = [52, 18, 9, 8, 11, 6];
const line = (cells: string[]) =>
  cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' ');
console.log(line(['case', 'target', 'ms', 'repeats', 'iterations', '']));
for (const row of rows) {
  const ms = row.ms === 0 ? '' : row.ms.toFixed(row.ms < 100 ? 1 : 0);
  console.log(
    line([
      row.name,
      row.target,
      ms,
      row.repeats === null ? '' : String(row.repeats),
      row.iterations === undefined ? '' : String(row.iterations),
      row.ok ? 'ok' : 'MISSED',
    ]),
  );
}
const missed = rows.filter((row) => !row.ok);
if (missed.length > 0) {
  console.error(`${missed.length} target(s) missed.`);
  process.exit(1);
}
