import { createRandom } from '@/lib/random';
import { isEmptySeat, tablePlan, type TablePlan } from './table-plan';
import { SEATS, type SeatAssignment, type SeatingProblem, type SeatingResult } from './types';

/** Round 1 drawn at random: the same players and seed always give the same seating. */
export function randomSeating(playerIds: readonly string[], seed: string): SeatingResult {
  const duplicates = duplicatePlayers(playerIds);
  if (duplicates.length > 0) return { ok: false, problems: duplicates };
  const planned = tablePlan(playerIds.length);
  if (!planned.ok) return { ok: false, problems: [planned.problem] };
  // Sorting first makes the draw depend on who plays, not on the order the caller listed them in.
  const sorted = [...playerIds].sort();
  return { ok: true, seating: seatInOrder(planned.plan, createRandom(seed).shuffle(sorted)) };
}

/** Fills tables 1..T, seats A..D, with the players in order, leaving the plan's empty seats empty. */
export function seatInOrder(plan: TablePlan, players: readonly string[]): SeatAssignment[] {
  const seating: SeatAssignment[] = [];
  let next = 0;
  for (let table = 1; table <= plan.tableCount; table++) {
    for (const seat of SEATS) {
      const playerId = isEmptySeat(plan, table, seat) ? null : (players[next++] ?? null);
      seating.push({ table, seat, playerId });
    }
  }
  return seating;
}

export function duplicatePlayers(playerIds: readonly string[]): SeatingProblem[] {
  const seen = new Set<string>();
  const problems: SeatingProblem[] = [];
  for (const playerId of playerIds) {
    if (seen.has(playerId)) {
      problems.push({ code: 'DUPLICATE_PLAYER', playerId, message: `Player ${playerId} is listed twice.` });
    }
    seen.add(playerId);
  }
  return problems;
}
