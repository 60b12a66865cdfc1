import type { Random } from '@/lib/random';
import { fillGreedily } from './greedy';
import { finiteField, integersMod, type Ring } from './ring';
import { EMPTY, type Schedule } from './schedule';

/** A resolvable transversal design: in round w, the player on row i with letter j sits at table i + w·d_j. */
type Design = { readonly ring: Ring; readonly letters: readonly number[]; readonly rounds: number };

/**
 * A starting plan from a design rather than from chance (the seeding idea of Dotú and Van Hentenryck, "Scheduling
 * social tournaments locally"). Players are put at random on a grid of T rows by 4 letters, the empty seats on
 * letter D of the last rows. Two players of letters j ≠ k meet in round w exactly when i − i′ = w·(d_k − d_j), so
 * they meet at most once while (w − w′)·(d_k − d_j) ≠ 0 for every two rounds: for all T rounds over the field GF(T)
 * when T is a prime power, for fewer over the integers mod T. Players of one letter never meet, and neither do two
 * empty seats. Later rounds are filled greedily.
 */
export function patternStart(schedule: Schedule, random: Random): Int32Array {
  const { playerCount: n, tableCount, roundCount, threePlayerTables } = schedule;
  const slots = new Int32Array(roundCount * tableCount * 4).fill(EMPTY);
  const design = bestDesign(tableCount);
  const rounds = design === null ? 0 : Math.min(roundCount, design.rounds);
  const grid = new Int32Array(tableCount * 4).fill(EMPTY);
  const players = random.shuffle(Array.from({ length: n }, (_, p) => p));
  let next = 0;
  for (let cell = 0; cell < grid.length; cell++) {
    if (cell % 4 === 3 && cell >> 2 >= tableCount - threePlayerTables) continue;
    grid[cell] = players[next++]!;
  }
  for (let round = 0; round < rounds && design !== null; round++) {
    const { ring, letters } = design;
    const tables = new Int32Array(tableCount * 4).fill(EMPTY);
    for (let cell = 0; cell < grid.length; cell++) {
      const letter = cell % 4;
      const table = ring.add(cell >> 2, ring.mul(round, letters[letter]!));
      tables[table * 4 + letter] = grid[cell]!;
    }
    // The plan's empty seats are on the last tables: put the tables with one there.
    const order = Array.from({ length: tableCount }, (_, t) => t);
    const full = order.filter((t) => tables[t * 4 + 3] !== EMPTY);
    const short = order.filter((t) => tables[t * 4 + 3] === EMPTY);
    [...full, ...short].forEach((t, position) => {
      slots.set(tables.subarray(t * 4, t * 4 + 4), (round * tableCount + position) * 4);
    });
  }
  return fillGreedily(schedule, slots, rounds, random);
}

/** The design with the most rounds without a repeat for T tables; none below 4 tables. */
function bestDesign(tableCount: number): Design | null {
  if (tableCount < 4) return null;
  const field = finiteField(tableCount);
  if (field !== null) return { ring: field, letters: [0, 1, 2, 3], rounds: tableCount };
  let best: Design = { ring: integersMod(tableCount), letters: [0, 1, 2, 3], rounds: 0 };
  const limit = Math.min(tableCount - 1, 16);
  for (let b = 1; b <= limit; b++) {
    for (let c = b + 1; c <= limit; c++) {
      for (let d = c + 1; d <= limit; d++) {
        const letters = [0, b, c, d];
        const rounds = cyclicRounds(tableCount, letters);
        if (rounds > best.rounds) best = { ...best, letters, rounds };
      }
    }
  }
  return best;
}

/** Over the integers mod T, letters j and k part for good after T / gcd(T, d_k − d_j) rounds. */
function cyclicRounds(tableCount: number, letters: readonly number[]): number {
  let rounds = tableCount;
  for (let j = 0; j < letters.length; j++) {
    for (let k = j + 1; k < letters.length; k++) {
      rounds = Math.min(rounds, tableCount / gcd(tableCount, letters[k]! - letters[j]!));
    }
  }
  return rounds;
}

function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b);
}
