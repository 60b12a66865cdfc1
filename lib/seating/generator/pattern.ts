import type { Random } from '@/lib/random';
import { bestDesign, designTables, type Design } from './design';
import { fillGreedily } from './greedy';
import { EMPTY, type Schedule } from './schedule';

/**
 * A starting plan from a design rather than from chance (the seeding idea of Dotú and Van Hentenryck, "Scheduling
 * social tournaments locally"); see `Design`. The grid's rows are the tables of `firstRound`, an earlier round, when
 * there is one, so that a plan made after round 1 was drawn at random still fits; else the players are placed at
 * random. Empty seats are on letter D, so they never meet. The design's rounds that repeat no earlier meeting are
 * used; the other rounds are filled greedily.
 */
export function patternStart(schedule: Schedule, random: Random, firstRound: Int32Array | null): Int32Array {
  const { tableCount, roundCount } = schedule;
  const slots = new Int32Array(roundCount * tableCount * 4).fill(EMPTY);
  schedule.load(slots);
  const design = bestDesign(tableCount);
  if (design === null) return fillGreedily(schedule, slots, 0, random);
  const grid = placeOnGrid(schedule, random, firstRound);
  const chosen = chooseRounds(schedule, design, grid);
  chosen.forEach((tables, round) => {
    // The plan's empty seats are on the last tables: put the tables with one there.
    const order = Array.from({ length: tableCount }, (_, t) => t);
    const full = order.filter((t) => tables[t * 4 + 3] !== EMPTY);
    const short = order.filter((t) => tables[t * 4 + 3] === EMPTY);
    [...full, ...short].forEach((t, position) => {
      slots.set(tables.subarray(t * 4, t * 4 + 4), (round * tableCount + position) * 4);
    });
  });
  return fillGreedily(schedule, slots, chosen.length, random);
}

/**
 * Players on the grid: the players of an earlier round keep their table as row and their seat as letter; the
 * plan's empty seats go on letter D of rows with room there (a player moves within the row, or off the grid when
 * the row is full); then the players not yet on the grid fill the rest at random.
 */
function placeOnGrid(schedule: Schedule, random: Random, firstRound: Int32Array | null): Int32Array {
  const { playerCount: n, tableCount, threePlayerTables } = schedule;
  const grid = firstRound?.length === tableCount * 4 ? firstRound.slice() : new Int32Array(tableCount * 4).fill(EMPTY);
  const free = (row: number, letter: number) => grid[row * 4 + letter] === EMPTY;
  const rows = Array.from({ length: tableCount }, (_, i) => tableCount - 1 - i);
  const shortRows = [
    ...rows.filter((row) => free(row, 3)),
    ...rows.filter((row) => !free(row, 3) && [0, 1, 2].some((letter) => free(row, letter))),
    ...rows.filter((row) => [0, 1, 2, 3].every((letter) => !free(row, letter))),
  ].slice(0, threePlayerTables);
  for (const row of shortRows) {
    const letter = [0, 1, 2].find((l) => free(row, l));
    if (letter !== undefined) grid[row * 4 + letter] = grid[row * 4 + 3]!;
    grid[row * 4 + 3] = EMPTY;
  }
  const onGrid = new Uint8Array(n);
  for (const p of grid) if (p !== EMPTY) onGrid[p] = 1;
  const others = random.shuffle(Array.from({ length: n }, (_, p) => p).filter((p) => !onGrid[p]));
  for (let cell = 0; cell < grid.length; cell++) {
    const emptySeat = cell % 4 === 3 && shortRows.includes(cell >> 2);
    if (grid[cell] === EMPTY && !emptySeat) grid[cell] = others.pop() ?? EMPTY;
  }
  return grid;
}

/**
 * The design's rounds, as tables of players, that repeat no earlier meeting (the round that gave the grid repeats
 * them all). Only the first rounds are tried: enough to choose from, cheap for large fields.
 */
function chooseRounds(schedule: Schedule, design: Design, grid: Int32Array): Int32Array[] {
  const { playerCount: n, roundCount, met } = schedule;
  const candidates = Array.from({ length: Math.min(design.rounds, 2 * roundCount + 1) }, (_, w) => {
    const tableOfCell = designTables(design, w);
    const tables = new Int32Array(grid.length).fill(EMPTY);
    grid.forEach((p, cell) => (tables[tableOfCell[cell]! * 4 + (cell % 4)] = p));
    let repeats = 0;
    for (let table = 0; table < tables.length; table += 4) {
      for (let i = table; i < table + 4; i++) {
        for (let j = i + 1; j < table + 4; j++) {
          const [a, b] = [tables[i]!, tables[j]!];
          if (a !== EMPTY && b !== EMPTY && met[a * n + b]! > 0) repeats++;
        }
      }
    }
    return { tables, repeats };
  });
  return candidates
    .filter((c) => c.repeats === 0)
    .slice(0, roundCount)
    .map((c) => c.tables);
}
