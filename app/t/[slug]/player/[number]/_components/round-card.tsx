import Link from 'next/link';
import type { PlayerRound } from '@/lib/players/public-queries';
import { GamePoints, PlayerGames } from './player-games';

const SHEET_WORDS = { OPEN: 'open', SUBMITTED: 'handed in', ACCEPTED: 'accepted' } as const;

/**
 * `now`: the round the player should be at; `upcoming`: seated ahead, not started; `held`: results pending;
 * `detailed`: each game told with its line items and rules, else its points only (the table's page tells the rest).
 */
type Props = { slug: string; round: PlayerRound; held: boolean; when: 'now' | 'upcoming' | null; detailed: boolean };

/** One round of the player: where they sat, against whom, each game's points (with its rules), and their card. */
export function RoundCard({ slug, round, held, when, detailed }: Props) {
  const tableHref = `/t/${slug}/rounds/${round.round}/tables/${round.table}`;
  return (
    <section className="card player-round" id={`round-${round.round}`} aria-label={`Round ${round.round}`}>
      <h2>
        Round {round.round}{' '}
        {when && <span className={`badge status round-${when}`}>{when === 'now' ? 'now' : 'upcoming'}</span>}{' '}
        {round.sheet ? (
          <span className={`badge status sheet-${round.sheet.toLowerCase()}`}>{SHEET_WORDS[round.sheet]}</span>
        ) : (
          <span className="badge status">no sheet</span>
        )}
      </h2>
      <p className="player-where">
        <Link href={tableHref}>Table {round.table}</Link> · Seat <strong>{round.seat}</strong>
      </p>
      <ul className="player-opponents" aria-label="Opponents">
        {round.opponents.map((o) => (
          <li key={o.seat}>
            <span className="letter">{o.seat}</span>
            <Link href={`/t/${slug}/player/${o.player.number}`}>{o.player.name}</Link>
            <span className="muted">#{o.player.number}</span>
          </li>
        ))}
      </ul>
      {held ? (
        <p className="muted">
          Results pending: the games and the card are on <Link href={tableHref}>the table’s page</Link>.
        </p>
      ) : detailed ? (
        <PlayerGames round={round} />
      ) : (
        <GamePoints round={round} tableHref={tableHref} />
      )}
      {round.games.length > 0 && <CardTotal card={round.card} />}
    </section>
  );
}

/** The card's total and whether the player who checks it has verified it (T4). */
function CardTotal({ card }: { card: PlayerRound['card'] }) {
  return (
    <p className="player-card-total">
      <span>
        Card total <strong>{card.total}</strong>
      </span>
      <span className="player-verified">
        {card.verification ? (
          <>
            ✓ verified by {card.verification.verifiedByLetter} {card.verification.verifiedBy?.name}{' '}
            <span className="muted">
              ({card.verification.initials},{' '}
              {card.verification.method === 'PIN' ? 'PIN at the table' : 'initials on the card'})
            </span>
          </>
        ) : (
          <span className="muted">
            not yet verified{card.verifier && `: ${card.verifier.seat} ${card.verifier.player?.name ?? ''} checks it`}
          </span>
        )}
      </span>
    </p>
  );
}
