import type { StandingsRow } from '@/lib/rules';

/** A standings row of player `n`: `rank` as the standings module gave it, points per round, mah jonggs. */
export function row(n: number, rank: number | null, rounds: (number | null)[], mahjongs = 0): StandingsRow {
  const played = rounds.filter((p): p is number => p !== null);
  return {
    rank,
    player: { id: `p${n}`, number: n, name: `Player ${n}` },
    total: played.reduce((a, b) => a + b, 0),
    rounds,
    games: played.length,
    mahjongs,
    bestGame: null,
    status: rank === null ? 'DISQUALIFIED' : 'ACTIVE',
  };
}

export const numbers = (players: readonly { player: { number: number } }[]) => players.map((p) => p.player.number);
