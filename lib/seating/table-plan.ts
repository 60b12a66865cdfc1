import type { Seat, SeatingProblem } from './types';

/** How many tables a round needs and how many of them seat only 3 players. */
export type TablePlan = {
  readonly playerCount: number;
  readonly tableCount: number;
  readonly threePlayerTables: number;
};

export type TablePlanResult =
  { readonly ok: true; readonly plan: TablePlan } | { readonly ok: false; readonly problem: SeatingProblem };

/**
 * T = ceil(N/4) tables, 4T − N of them with 3 players. Fewer tables would need 5-player tables, more would need
 * four or more 3-player tables; so 1, 2 and 5 players cannot be seated at all (a 2-player table would be needed).
 */
export function tablePlan(playerCount: number): TablePlanResult {
  if (!Number.isInteger(playerCount) || playerCount <= 0) {
    return { ok: false, problem: { code: 'NO_PLAYERS', message: 'There are no players to seat.' } };
  }
  const tableCount = Math.ceil(playerCount / 4);
  const threePlayerTables = tableCount * 4 - playerCount;
  if (threePlayerTables > tableCount) {
    return {
      ok: false,
      problem: {
        code: 'CANNOT_SEAT',
        message: `${playerCount} players cannot be seated at tables of 3 or 4: add or remove a player.`,
      },
    };
  }
  return { ok: true, plan: { playerCount, tableCount, threePlayerTables } };
}

/**
 * The seat of a plan left empty: seat D of the last tables. One letter for every empty seat means a rotation,
 * which moves all seats of one letter by the same offset, can never bring two empty seats to one table.
 */
export const EMPTY_SEAT: Seat = 'D';

export function isEmptySeat(plan: TablePlan, table: number, seat: Seat): boolean {
  return seat === EMPTY_SEAT && table > plan.tableCount - plan.threePlayerTables;
}

const tablesOf = (count: number, size: number) => `${count} ${count === 1 ? 'table' : 'tables'} of ${size}`;

/** The plan in words, for the Director before seating: "30 players: 6 tables of 4 and 2 tables of 3". */
export function tablePlanWords(playerCount: number): string {
  const planned = tablePlan(playerCount);
  if (!planned.ok) return planned.problem.message;
  const { tableCount, threePlayerTables } = planned.plan;
  const four = tableCount - threePlayerTables;
  const parts = [four > 0 ? tablesOf(four, 4) : null, threePlayerTables > 0 ? tablesOf(threePlayerTables, 3) : null];
  return `${playerCount} ${playerCount === 1 ? 'player' : 'players'}: ${parts.filter(Boolean).join(' and ')}`;
}
