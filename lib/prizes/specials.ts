import type { StandingsRow } from '@/lib/rules';
import { byPlay, type GameRef, type PrizeGame } from './games';
import { SPECIAL_PRIZE_INFO, type SpecialPrize } from './settings';

type Player = StandingsRow['player'];

/** A winner of a special prize; `game`: the game that earned it, for the prizes won in one game. */
export type SpecialWinner = { player: Player; game: GameRef | null };

/** A special prize: its best value and everyone who reached it (a tie shares the prize); none before any game. */
export type SpecialAward = { prize: SpecialPrize; label: string; value: number | null; winners: SpecialWinner[] };

type Best = { value: number; game: GameRef | null };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A special prize's value in words: "3 mah jonggs", "75 points". */
export function specialValueText(prize: SpecialPrize, value: number): string {
  switch (prize) {
    case 'mostMahjongs':
      return plural(value, 'mah jongg');
    case 'mostJokerless':
      return plural(value, 'jokerless win');
    case 'highestGame':
    case 'highestHand':
      return `${value} points`;
  }
}

/** Each player's value for a prize, with the first game that reached it for the prizes of one game. */
function bestOf(prize: SpecialPrize, row: StandingsRow, games: readonly PrizeGame[]): Best | null {
  switch (prize) {
    case 'mostMahjongs':
      return { value: row.mahjongs, game: null };
    case 'mostJokerless':
      return { value: games.filter((g) => g.jokerlessWin).length, game: null };
    case 'highestGame':
      return firstHighest(games.map((g) => [g.points, g]));
    case 'highestHand':
      return firstHighest(games.flatMap((g) => (g.won && g.handValue !== null ? [[g.handValue, g]] : [])));
  }
}

function firstHighest(values: readonly (readonly [number, PrizeGame])[]): Best | null {
  let best: Best | null = null;
  for (const [value, game] of [...values].sort(([, a], [, b]) => byPlay(a, b))) {
    if (best === null || value > best.value)
      best = { value, game: { round: game.round, table: game.table, game: game.game } };
  }
  return best;
}

/**
 * A special prize among the ranked players (a disqualified player wins none): the highest value above 0, shared by
 * every player who reached it, listed in standings order.
 */
export function specialAward(
  prize: SpecialPrize,
  rows: readonly StandingsRow[],
  games: readonly PrizeGame[],
): SpecialAward {
  const gamesOf = new Map<string, PrizeGame[]>();
  for (const game of games) gamesOf.set(game.playerId, [...(gamesOf.get(game.playerId) ?? []), game]);
  const bests = rows
    .filter((row) => row.rank !== null)
    .flatMap((row) => {
      const best = bestOf(prize, row, gamesOf.get(row.player.id) ?? []);
      return best && best.value > 0 ? [{ player: row.player, ...best }] : [];
    });
  const value = bests.length > 0 ? Math.max(...bests.map((b) => b.value)) : null;
  const winners = bests.filter((b) => b.value === value).map(({ player, game }) => ({ player, game }));
  return { prize, label: SPECIAL_PRIZE_INFO[prize].label, value, winners };
}
