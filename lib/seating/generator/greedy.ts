import type { Random } from '@/lib/random';
import { EMPTY, type Schedule } from './schedule';

/** How many unseated players the greedy fill looks at for each seat; enough to find a new face. */
const CANDIDATES_PER_SEAT = 64;

/** A starting plan filled greedily from the first round. */
export function greedyStart(schedule: Schedule, random: Random): Int32Array {
  const slots = new Int32Array(schedule.roundCount * schedule.tableCount * 4).fill(EMPTY);
  return fillGreedily(schedule, slots, 0, random);
}

/**
 * Fills rounds `fromRound` onwards, table by table: each seat goes to the first of a few random unseated players
 * who has met nobody already at the table (or, failing that, the one who has met the fewest). Earlier rounds of
 * `slots` count as met. Returns `slots`; the schedule must be loaded afterwards.
 */
export function fillGreedily(schedule: Schedule, slots: Int32Array, fromRound: number, random: Random): Int32Array {
  const { playerCount: n, tableCount, roundCount, met } = schedule;
  const pool = new Int32Array(n);
  slots.fill(EMPTY, fromRound * tableCount * 4);
  schedule.load(slots);
  for (let round = fromRound; round < roundCount; round++) {
    for (let p = 0; p < n; p++) pool[p] = p;
    let left = n;
    for (let table = 0; table < tableCount; table++) {
      const key = round * tableCount + table;
      for (let seat = 0; seat < 4; seat++) {
        const slot = key * 4 + seat;
        if (schedule.isEmptySeat(slot)) continue;
        let chosen = 0;
        let fewest = Number.POSITIVE_INFINITY;
        for (let tried = 0; tried < Math.min(left, CANDIDATES_PER_SEAT); tried++) {
          const at = tried + random.int(left - tried);
          const p = pool[at]!;
          pool[at] = pool[tried]!;
          pool[tried] = p;
          let known = 0;
          for (let other = key * 4; other < slot; other++) known += met[p * n + slots[other]!]! > 0 ? 1 : 0;
          if (known < fewest) [chosen, fewest] = [tried, known];
          if (known === 0) break;
        }
        slots[slot] = pool[chosen]!;
        pool[chosen] = pool[--left]!;
      }
      for (let i = key * 4; i < key * 4 + 4; i++) {
        for (let j = i + 1; j < key * 4 + 4; j++) {
          const a = slots[i]!;
          const b = slots[j]!;
          if (a === EMPTY || b === EMPTY) continue;
          met[a * n + b]!++;
          met[b * n + a]!++;
        }
      }
    }
  }
  return slots;
}
