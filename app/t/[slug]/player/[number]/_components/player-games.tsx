import { ITEM_INFO, type Seat } from '@/lib/rules';
import { describeGame } from '@/lib/sheets/describe';
import type { PlayerRound } from '@/lib/players/public-queries';
import { signed } from './round-text';

/** The player's games of one round: what happened, their own line items with the rules, and the points that count. */
export function PlayerGames({ round }: { round: PlayerRound }) {
  const nameOf = (seat: Seat) => `${seat} ${round.seats.find((s) => s.seat === seat)?.player.name ?? ''}`;
  if (round.games.length === 0) return <p className="muted">No game entered yet.</p>;
  return (
    <ol className="player-games">
      {round.games.map((game) => (
        <li key={game.number}>
          <div className="player-game-head">
            <span>Game {game.number}</span>
            <strong className="player-points">{signed(game.points)}</strong>
          </div>
          <p className="player-what">{describeGame(game.record, nameOf)}</p>
          {game.lines.length > 0 ? (
            <ul className="line-items">
              {game.lines.map((line, i) => (
                <li key={i}>
                  {ITEM_INFO[line.item].label} {signed(line.points)} <span className="muted">({line.rule})</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted player-no-lines">No points for this seat.</p>
          )}
          {game.overrideReason && (
            <p className="player-override">
              Ruled by the Director, computed {signed(game.computed)}: {game.overrideReason}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
