import type { ReactNode } from 'react';
import Link from '@/app/_components/link';
import { homeOf } from '@/lib/players/home';
import type { PlayerCard } from '@/lib/players/public-queries';

type Props = {
  card: PlayerCard;
  /**
   * The player's place in the standings (the rank line), shown right under the name. The standings add it here;
   * nothing is shown without it.
   */
  standing?: ReactNode;
};

type Other = { number: number; name: string } | null;

const playerLink = (slug: string, other: NonNullable<Other>) => (
  <Link href={`/t/${slug}/player/${other.number}`}>
    {other.name} <span className="muted">#{other.number}</span>
  </Link>
);

/** Who the player is, whether they still play, and their points: accepted apart from those that may still change. */
export function PlayerSummary({ card, standing }: Props) {
  const { player, totals, tournament } = card;
  const from = [homeOf(player), player.club].filter(Boolean).join(' · ');
  return (
    <header className="player-summary">
      <h1>
        {player.name} <span className="player-number">#{player.number}</span>
        {player.status !== 'ACTIVE' && <span className="badge warn player-status">{player.status.toLowerCase()}</span>}
      </h1>
      {from && <p className="muted player-from">{from}</p>}
      {standing}
      {player.status === 'WITHDRAWN' && (
        <p className="notice warn">
          Withdrawn from the tournament
          {player.substitute && <> · replaced by {playerLink(tournament.slug, player.substitute)}</>}.
        </p>
      )}
      {player.status === 'DISQUALIFIED' && (
        <p className="notice error">Disqualified (T2): listed in the standings, not ranked.</p>
      )}
      {player.substituteFor && (
        <p className="muted">Took the place of {playerLink(tournament.slug, player.substituteFor)}.</p>
      )}
      {totals ? <Totals totals={totals} /> : <p className="notice">Points: results pending.</p>}
    </header>
  );
}

function Totals({ totals: { accepted, notYetAccepted } }: { totals: NonNullable<PlayerCard['totals']> }) {
  return (
    <dl className="player-totals">
      <div>
        <dt>Points, accepted sheets</dt>
        <dd>
          <strong className="player-total">{accepted.points}</strong>{' '}
          <span className="muted">
            {accepted.games} game{accepted.games === 1 ? '' : 's'}
          </span>
        </dd>
      </div>
      {notYetAccepted.games > 0 && (
        <div className="pending">
          <dt>Not yet accepted</dt>
          <dd>
            <strong>{notYetAccepted.points}</strong>{' '}
            <span className="muted">
              {notYetAccepted.games} game{notYetAccepted.games === 1 ? '' : 's'} on sheets still open or handed in
            </span>
          </dd>
        </div>
      )}
    </dl>
  );
}
