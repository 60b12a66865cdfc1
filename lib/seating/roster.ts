import { rebalance, type RebalanceResult } from './rebalance';
import { seatedPlayers, type Seating, type SeatingProblem } from './types';

export type Substitution = { readonly out: string; readonly in: string };
export type RosterChanges = {
  readonly withdrawn?: readonly string[];
  readonly substitutes?: readonly Substitution[];
};

/**
 * Applies withdrawals and substitutes between rounds: a substitute takes the seat of the player they replace, a
 * withdrawal leaves the seat empty; then the tables are re-balanced (see `rebalance`).
 */
export function applyRosterChanges(seating: Seating, changes: RosterChanges): RebalanceResult {
  const withdrawn = changes.withdrawn ?? [];
  const substitutes = changes.substitutes ?? [];
  const seated = new Set(seatedPlayers(seating));
  const problems: SeatingProblem[] = [];
  const leaving = new Set<string>();
  const arriving = new Set<string>();
  for (const playerId of [...withdrawn, ...substitutes.map((s) => s.out)]) {
    if (!seated.has(playerId)) {
      problems.push({ code: 'NOT_SEATED', playerId, message: `${playerId} has no seat to leave.` });
    } else if (leaving.has(playerId)) {
      problems.push({ code: 'DUPLICATE_PLAYER', playerId, message: `${playerId} is listed twice as leaving.` });
    }
    leaving.add(playerId);
  }
  for (const { in: playerId } of substitutes) {
    if (seated.has(playerId)) {
      problems.push({ code: 'ALREADY_SEATED', playerId, message: `${playerId} already has a seat.` });
    } else if (arriving.has(playerId)) {
      problems.push({ code: 'DUPLICATE_PLAYER', playerId, message: `${playerId} substitutes for two players.` });
    }
    arriving.add(playerId);
  }
  if (problems.length > 0) return { ok: false, problems };
  const gone = new Set(withdrawn);
  const replacement = new Map(substitutes.map((s) => [s.out, s.in]));
  return rebalance(
    seating.map((s) => {
      if (s.playerId === null) return s;
      if (gone.has(s.playerId)) return { ...s, playerId: null };
      return { ...s, playerId: replacement.get(s.playerId) ?? s.playerId };
    }),
  );
}
