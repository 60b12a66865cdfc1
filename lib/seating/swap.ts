import type { Seating, SeatingProblem, SeatingResult } from './types';

/** The Director's last-minute change before publishing: two seated players trade seats. */
export function swapPlayers(seating: Seating, playerA: string, playerB: string): SeatingResult {
  if (playerA === playerB) {
    return {
      ok: false,
      problems: [{ code: 'SAME_PLAYER', playerId: playerA, message: 'Choose two different players.' }],
    };
  }
  const problems: SeatingProblem[] = [playerA, playerB]
    .filter((playerId) => !seating.some((s) => s.playerId === playerId))
    .map((playerId) => ({ code: 'NOT_SEATED', playerId, message: `${playerId} has no seat in this round.` }));
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    seating: seating.map((s) =>
      s.playerId === playerA ? { ...s, playerId: playerB } : s.playerId === playerB ? { ...s, playerId: playerA } : s,
    ),
  };
}
