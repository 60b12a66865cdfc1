import { finiteField, integersMod, type Ring } from './ring';

/**
 * A resolvable transversal design: with players on a grid of T rows by 4 letters, round w seats the player of
 * row i and letter j at table i + w·d_j. Players of letters j ≠ k meet in round w exactly when i − i′ = w·(d_k − d_j),
 * so over `rounds` rounds, where every (w − w′)·(d_k − d_j) ≠ 0, no two players meet twice. Over the field GF(T)
 * (T a prime power) that holds for all T rounds; over the integers mod T for fewer.
 */
export type Design = { readonly ring: Ring; readonly letters: readonly number[]; readonly rounds: number };

/** The design with the most rounds without a repeat for T tables; none below 4 tables. */
export function bestDesign(tableCount: number): Design | null {
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

/** The table of each grid cell (row * 4 + letter) in design round w. */
export function designTables(design: Design, round: number): Int32Array {
  const { ring, letters } = design;
  const tables = new Int32Array(ring.size * 4);
  const moves = letters.map((d) => ring.mul(round, d));
  for (let cell = 0; cell < tables.length; cell++) tables[cell] = ring.add(cell >> 2, moves[cell % 4]!);
  return tables;
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
