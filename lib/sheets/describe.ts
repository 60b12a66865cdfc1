import { OUTCOME_INFO, type GameRecord, type Seat, type SeatListField } from '@/lib/rules';

const LIST_WORDS = {
  dead: 'dead',
  foundDead: 'found dead at the end',
  charlestonPeek: 'peeked in the Charleston',
  erroneousChallengers: 'challenged in error',
  mahjongInError: 'mah jongg in error',
  threwIn: 'exposed after the error',
} as const satisfies Record<SeatListField, string>;

/** One game in a scorekeeper's words, with seats named: "B Ann: mah jongg 30 on C Bea's discard, 2 exposures". */
export function describeGame(game: GameRecord, nameOf: (seat: Seat) => string): string {
  const parts: string[] = [];
  if (game.outcome === 'mahjong' && game.winner) {
    const how = game.heavenly
      ? 'heavenly hand'
      : game.selfPicked
        ? 'self-picked'
        : game.discarder
          ? `on ${nameOf(game.discarder)}'s ${game.misnamedDiscard ? 'misnamed ' : ''}discard, ${game.winnerExposures ?? 0} exposure${game.winnerExposures === 1 ? '' : 's'}`
          : '';
    const kinds = [
      game.jokerless && 'jokerless',
      game.concealed && 'concealed',
      game.singlesAndPairs && 'singles and pairs',
    ];
    const extra = kinds.filter(Boolean).join(', ');
    parts.push(
      `${nameOf(game.winner)}: mah jongg ${game.handValue ?? ''} ${how}${extra ? ` (${extra})` : ''}`
        .replace(/\s+/g, ' ')
        .trim(),
    );
  } else {
    parts.push(OUTCOME_INFO[game.outcome].label);
  }
  for (const [field, words] of Object.entries(LIST_WORDS) as [keyof typeof LIST_WORDS, string][]) {
    if (game[field].length > 0) parts.push(`${game[field].map(nameOf).join(', ')} ${words}`);
  }
  return parts.join('; ');
}
