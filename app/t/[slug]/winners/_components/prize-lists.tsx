import Link from '@/app/_components/link';
import { prizeKeys } from '@/lib/prizes/circle';
import type { CircleView } from '@/lib/prizes/queries';
import { specialValueText } from '@/lib/prizes/specials';
import { CollectButton } from './collect-button';
import { WinnerName } from './winner-name';

type Circle = NonNullable<CircleView['circle']>;

/** `director`: collect buttons; `staff`: the collected marks. Neither on the printed sheet. */
type Props = { slug: string; view: CircleView; circle: Circle; director: boolean; staff: boolean };

type Mark = Pick<Props, 'slug' | 'view' | 'director' | 'staff'> & {
  prize: string;
  player: { id: string; number: number };
};

function Collected({ slug, view, director, staff, prize, player }: Mark) {
  const collected = view.collected.has(`${prize}:${player.id}`);
  if (director) return <CollectButton slug={slug} prize={prize} playerNumber={player.number} collected={collected} />;
  return staff && collected ? <span className="badge no-print">collected</span> : null;
}

export function PlacesList({ slug, view, circle, ...marks }: Props) {
  if (circle.placesAwarded === 0) return <p className="muted">No places are awarded for a field of this size.</p>;
  if (view.afterRound === null)
    return <p className="muted">Places follow once a round&apos;s sheets are all accepted.</p>;
  return (
    <ol className="prize-places" aria-label="Places">
      {circle.places.map((place) => (
        <li key={place.first} className="card">
          <h3>{place.label}</h3>
          {place.split && <p className="hint prize-split">{place.split}</p>}
          <ul>
            {place.players.map((row) => (
              <li key={row.player.id}>
                <WinnerName slug={slug} player={row.player} details={view.details.get(row.player.id)} />{' '}
                <strong>{row.total}</strong> <span className="muted">points</span>
                <Collected slug={slug} view={view} {...marks} prize={prizeKeys.place()} player={row.player} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

export function RoundWinnersList({ slug, view, circle, ...marks }: Props) {
  if (view.settings.roundWinners === 0) return null;
  return (
    <>
      <h2>Round winners</h2>
      {circle.rounds.length === 0 && <p className="muted">No round has an accepted sheet yet.</p>}
      {circle.rounds.map((round) => (
        <section key={round.round} className="card" aria-label={`Round ${round.round}`}>
          <h3>Round {round.round}</h3>
          {!round.complete && <p className="muted">Sheets are still being checked: its winners follow.</p>}
          <ul>
            {round.places.map((place) => (
              <li key={place.first}>
                <strong>{place.label}</strong>
                {place.split && <span className="hint prize-split"> {place.split}</span>}
                <ul>
                  {place.players.map((score) => (
                    <li key={score.player.id}>
                      <WinnerName slug={slug} player={score.player} details={view.details.get(score.player.id)} />{' '}
                      <strong>{score.points}</strong> <span className="muted">points</span>
                      <Collected
                        slug={slug}
                        view={view}
                        {...marks}
                        prize={prizeKeys.round(round.round)}
                        player={score.player}
                      />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

export function SpecialPrizesList({ slug, view, circle, ...marks }: Props) {
  if (circle.specials.length === 0) return null;
  return (
    <>
      <h2>Special prizes</h2>
      {circle.specials.map((special) => (
        <section key={special.prize} className="card" aria-label={special.label}>
          <h3>
            {special.label}
            {special.value !== null && (
              <span className="muted">: {specialValueText(special.prize, special.value)}</span>
            )}
          </h3>
          {special.winners.length === 0 && <p className="muted">Not won yet.</p>}
          {special.winners.length > 1 && (
            <p className="hint prize-split">
              Shared by {special.winners.length}: the prize split equally, 1/{special.winners.length} each.
            </p>
          )}
          <ul>
            {special.winners.map(({ player, game }) => (
              <li key={player.id}>
                <WinnerName slug={slug} player={player} details={view.details.get(player.id)} />
                {game && (
                  <>
                    {' '}
                    <Link href={`/t/${slug}/rounds/${game.round}/tables/${game.table}`}>
                      round {game.round}, table {game.table}, game {game.game}
                    </Link>
                  </>
                )}
                <Collected
                  slug={slug}
                  view={view}
                  {...marks}
                  prize={prizeKeys.special(special.prize)}
                  player={player}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
