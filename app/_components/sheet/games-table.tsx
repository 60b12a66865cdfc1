import { ITEM_INFO, type Seat } from '@/lib/rules';
import { describeGame } from '@/lib/sheets/describe';
import type { TableSheet } from '@/lib/sheets/queries';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** Every game of a sheet: what happened, each seat's line items with their rules, and the points that count. */
export function GamesTable({ sheet }: { sheet: TableSheet }) {
  const nameOf = (seat: Seat) => `${seat} ${sheet.seats.find((s) => s.letter === seat)?.player.name ?? ''}`;
  if (sheet.games.length === 0) return <p className="muted">No game entered yet.</p>;
  return (
    <div className="table-wrap">
      <table className="games-table">
        <thead>
          <tr>
            <th>Game</th>
            <th>What happened</th>
            {sheet.seats.map((s) => (
              <th key={s.letter} className="num">
                {s.letter} <span className="seat-name">{s.player.name}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sheet.games.map((game) => (
            <tr key={game.number}>
              <th scope="row">{game.number}</th>
              <td className="what">
                {describeGame(game.record, nameOf)}
                <ul className="line-items">
                  {game.lines.map((line, i) => (
                    <li key={i}>
                      {line.seat}: {ITEM_INFO[line.item].label} {signed(line.points)}{' '}
                      <span className="muted">({line.rule})</span>
                    </li>
                  ))}
                </ul>
              </td>
              {sheet.seats.map((s) => {
                const letter = s.letter as Seat;
                const points = game.points[letter] ?? 0;
                const computed = game.computed[letter] ?? 0;
                const ruled = game.scores.find((score) => score.letter === letter)?.overrideReason;
                return (
                  <td key={s.letter} className="num points" data-seat={`${s.letter} ${s.player.name}`}>
                    {signed(points)}
                    {ruled && (
                      <span className="muted override">
                        {' '}
                        ruled by the Director, computed {signed(computed)}: {ruled}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
