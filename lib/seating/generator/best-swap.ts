import type { Random } from '@/lib/random';
import { EMPTY, type Schedule } from './schedule';
import type { TabuList } from './tabu-list';

export type Swap = { readonly round: number; readonly x: number; readonly y: number };

/**
 * The best swap that moves a player out of a conflicted table: of the conflicted tables, all of them when few,
 * else `sampleTables` picked at random (so a move stays cheap with thousands of players); each player there who
 * meets someone twice is tried against every player of another table of that round. A tabu swap is skipped
 * unless it would beat `bestRepeats` (aspiration). Ties are broken at random. A swap's change in repeats counts
 * only the pairs it parts and makes: x leaves its tablemates and meets y's, and y the other way round.
 */
export function bestSwap(
  schedule: Schedule,
  tabu: TabuList,
  iteration: number,
  bestRepeats: number,
  sampleTables: number,
  random: Random,
): Swap | null {
  const { playerCount: n, tableCount, slots, met, conflicted, repeats } = schedule;
  const sampled = conflicted.size > sampleTables;
  const tablesToTry = sampled ? sampleTables : conflicted.size;
  let bestDelta = Number.POSITIVE_INFINITY;
  let bestRound = -1;
  let bestX = -1;
  let bestY = -1;
  let ties = 0;
  for (let t = 0; t < tablesToTry; t++) {
    const home = conflicted.at(sampled ? random.int(conflicted.size) : t);
    const round = Math.floor(home / tableCount);
    for (let i = home * 4; i < home * 4 + 4; i++) {
      const x = slots[i]!;
      if (x === EMPTY) continue;
      let xLeaves = 0;
      for (let k = home * 4; k < home * 4 + 4; k++) {
        const a = slots[k]!;
        if (a !== EMPTY && a !== x && met[x * n + a]! > 1) xLeaves++;
      }
      if (xLeaves === 0) continue;
      for (let away = round * tableCount; away < (round + 1) * tableCount; away++) {
        if (away === home) continue;
        let xJoins = 0;
        for (let k = away * 4; k < away * 4 + 4; k++) {
          const b = slots[k]!;
          if (b !== EMPTY && met[x * n + b]! > 0) xJoins++;
        }
        for (let j = away * 4; j < away * 4 + 4; j++) {
          const y = slots[j]!;
          if (y === EMPTY) continue;
          let delta = xJoins - (met[x * n + y]! > 0 ? 1 : 0) - xLeaves;
          for (let k = home * 4; k < home * 4 + 4; k++) {
            const a = slots[k]!;
            if (a !== EMPTY && a !== x && met[y * n + a]! > 0) delta++;
          }
          for (let k = away * 4; k < away * 4 + 4; k++) {
            const b = slots[k]!;
            if (b !== EMPTY && b !== y && met[y * n + b]! > 1) delta--;
          }
          if (delta > bestDelta) continue;
          if (repeats + delta >= bestRepeats && tabu.isTabu(round, x, y, iteration)) continue;
          if (delta < bestDelta) {
            bestDelta = delta;
            ties = 0;
          }
          if (random.int(++ties) !== 0) continue;
          bestRound = round;
          bestX = x;
          bestY = y;
        }
      }
    }
  }
  return bestRound < 0 ? null : { round: bestRound, x: bestX, y: bestY };
}
