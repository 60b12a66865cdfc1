import Link from '@/app/_components/link';
import type { PlayerRound } from '@/lib/players/public-queries';
import { html } from '@/lib/util/html';
import { PlayerGames } from './player-games';
import { cardTotal, gamePoints, roundHead, tableHref } from './round-text';

/**
 * `now`: the round the player should be at; `upcoming`: seated ahead, not started; `held`: results pending;
 * `detailed`: each game told with its line items and rules, else its points only (the table's page tells the rest).
 */
type Props = { slug: string; round: PlayerRound; held: boolean; when: 'now' | 'upcoming' | null; detailed: boolean };

/** One round of the player: where they sat, against whom, each game's points (with its rules), and their card. */
export function RoundCard({ slug, round, held, when, detailed }: Props) {
  const section = { className: 'card player-round', id: `round-${round.round}`, 'aria-label': `Round ${round.round}` };
  const head = roundHead(slug, round, when);
  if (!held && !detailed) {
    const text = html`${head}${gamePoints(slug, round)}${cardTotal(round)}`;
    return <section {...section} dangerouslySetInnerHTML={{ __html: text.text }} />;
  }
  const total = cardTotal(round);
  return (
    <section {...section}>
      <div dangerouslySetInnerHTML={{ __html: head.text }} />
      {held ? (
        <p className="muted">
          Results pending: the games and the card are on <Link href={tableHref(slug, round)}>the table’s page</Link>.
        </p>
      ) : (
        <PlayerGames round={round} />
      )}
      {total && <div dangerouslySetInnerHTML={{ __html: total.text }} />}
    </section>
  );
}
