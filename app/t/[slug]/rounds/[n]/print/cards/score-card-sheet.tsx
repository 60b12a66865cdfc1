import type { CSSProperties } from 'react';
import type { ScoreCard } from '@/lib/exports/score-cards';
import type { Seat } from '@/lib/rules';

type Props = { card: ScoreCard; event: string; round: number; url: string; qrSvg: string };

/** One table's score card, one printed page: seats, East of each game, empty boxes for points, totals and initials. */
export function ScoreCardSheet({ card, event, round, url, qrSvg }: Props) {
  const player = (letter: Seat | null) => card.seats.find((s) => s.letter === letter)?.player ?? null;
  const columns = card.seats.filter((s) => s.player !== null);
  const empty = card.seats.find((s) => s.player === null);
  return (
    <article
      className="score-card"
      aria-label={`Table ${card.table}`}
      style={{ '--sc-games': card.easts.length } as CSSProperties}
    >
      <header className="sc-head">
        <div className="sc-title">
          <p className="sc-event">{event}</p>
          <h2>
            Round {round} · Table {card.table}
          </h2>
          <p className="sc-note">
            Seat <strong>{card.collector}</strong> collects the cards and hands them in (T25).
            {empty && ` Seat ${empty.letter} is empty: a 3-player table.`}
          </p>
        </div>
        <figure className="sc-qr">
          <div className="sc-qr-code" dangerouslySetInnerHTML={{ __html: qrSvg }} />
          <figcaption>
            Scores online
            <span className="sc-url">{url}</span>
          </figcaption>
        </figure>
      </header>
      <table className="sc-grid">
        <thead>
          <tr>
            <th scope="col" className="sc-game">
              Game
            </th>
            <th scope="col" className="sc-east-col">
              East
            </th>
            {columns.map((s) => (
              <th key={s.letter} scope="col">
                <span className="sc-letter">{s.letter}</span>
                <span className="sc-name">{s.player?.name}</span>
                <span className="sc-number">#{s.player?.number}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {card.easts.map((east, i) => (
            <tr key={i}>
              <th scope="row" className="sc-game">
                {i + 1}
              </th>
              <td className="sc-east-col">
                <strong>{east}</strong> <span className="sc-east-name">{player(east)?.name}</span>
              </td>
              {columns.map((s) => (
                <td key={s.letter} className={s.letter === east ? 'sc-box sc-is-east' : 'sc-box'}>
                  {s.letter === east && <span className="sc-east-mark">East</span>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="sc-total">
            <th scope="row" colSpan={2}>
              Total
            </th>
            {columns.map((s) => (
              <td key={s.letter} className="sc-box" />
            ))}
          </tr>
          <tr className="sc-verify">
            <th scope="row" colSpan={2}>
              Verified by (initials, T4)
            </th>
            {columns.map((s) => (
              <td key={s.letter} className="sc-box">
                <span className="sc-verifier">
                  {s.verifier} {player(s.verifier)?.name}
                </span>
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </article>
  );
}
