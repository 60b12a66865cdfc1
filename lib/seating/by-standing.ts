import { meetings } from './meetings';
import { EMPTY_SEAT, tablePlan } from './table-plan';
import { SEATS, type Seating, type SeatingResult } from './types';

const pairKey = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

/** Every pair of players who shared a table in `history`. */
const metPairs = (history: readonly Seating[]) => new Set(meetings(history).map((m) => pairKey(m.a, m.b)));

const repeatsIn = (group: readonly string[], met: Set<string>) =>
  group.reduce((n, a, i) => n + group.slice(i + 1).filter((b) => met.has(pairKey(a, b))).length, 0);

type Swap = { h: number; i: number; j: number; gain: number };

/**
 * The swap between group `g` and the group below that removes the most repeats from the two, if any, else the same
 * with the group above (the last group has no other): the lowest-placed of `g` with the highest-placed of the group
 * below first, so that the groups stay close to the standings and the better-placed groups are kept as they are.
 */
function bestSwap(groups: string[][], g: number, met: Set<string>): Swap | null {
  return swapWith(groups, g, g + 1, met) ?? swapWith(groups, g, g - 1, met);
}

function swapWith(groups: string[][], g: number, h: number, met: Set<string>): Swap | null {
  const [group, other] = [groups[g] as string[], groups[h]];
  if (!other) return null;
  let best: Swap | null = null;
  const before = repeatsIn(group, met) + repeatsIn(other, met);
  const js = h > g ? other.map((_, j) => j) : other.map((_, j) => other.length - 1 - j);
  for (let i = group.length - 1; i >= 0; i--) {
    for (const j of js) {
      const gain =
        before - repeatsIn(group.with(i, other[j] as string), met) - repeatsIn(other.with(j, group[i] as string), met);
      if (gain > 0 && (best === null || gain > best.gain)) best = { h, i, j, gain };
    }
  }
  return best;
}

/**
 * Seating by standing ("winners play winners", as Swiss events do): `ranked` (the active players, best first) in
 * groups from the top, four to a table, the 3-player tables at the bottom. Where a group holds a pair who already met
 * in `history`, a swap with a neighbouring group (the one below first) that seats fewer such pairs is made; each swap removes at least one
 * repeat, so this ends. Within a table the better-placed player takes the earlier seat (A is East).
 */
export function seatingByStanding(ranked: readonly string[], history: readonly Seating[]): SeatingResult {
  const planned = tablePlan(ranked.length);
  if (!planned.ok) return { ok: false, problems: [planned.problem] };
  const { tableCount, threePlayerTables } = planned.plan;
  const groups: string[][] = [];
  let next = 0;
  for (let t = 1; t <= tableCount; t++) {
    const size = t > tableCount - threePlayerTables ? 3 : 4;
    groups.push(ranked.slice(next, next + size));
    next += size;
  }
  const met = metPairs(history);
  for (let improved = true; improved;) {
    improved = false;
    for (let g = 0; g < groups.length; g++) {
      const swap = repeatsIn(groups[g] as string[], met) > 0 ? bestSwap(groups, g, met) : null;
      if (!swap) continue;
      const [group, other] = [groups[g] as string[], groups[swap.h] as string[]];
      [group[swap.i], other[swap.j]] = [other[swap.j] as string, group[swap.i] as string];
      improved = true;
    }
  }
  const place = new Map(ranked.map((id, i) => [id, i]));
  const seating = groups.flatMap((group, t) => {
    const players = [...group].sort((a, b) => (place.get(a) ?? 0) - (place.get(b) ?? 0));
    const seats = group.length === 3 ? SEATS.filter((s) => s !== EMPTY_SEAT) : SEATS;
    return SEATS.map((seat) => ({ table: t + 1, seat, playerId: players[seats.indexOf(seat)] ?? null }));
  });
  return { ok: true, seating };
}
