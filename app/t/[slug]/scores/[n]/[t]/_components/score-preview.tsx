import { ITEM_INFO, type Line, type Seat } from '@/lib/rules';

type Props = {
  seats: readonly { letter: Seat; name: string }[];
  scores: Partial<Record<Seat, number>> | null;
  lines: readonly Line[];
  title: string;
};

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** Every seat's points for one game and the line items behind them, each with its rule. */
export function ScorePreview({ seats, scores, lines, title }: Props) {
  return (
    <section className="score-preview" aria-label={title} aria-live="polite">
      <h3>{title}</h3>
      <table>
        <tbody>
          {seats.map((s) => (
            <tr key={s.letter}>
              <th scope="row">
                {s.letter} {s.name}
              </th>
              <td>
                {lines
                  .filter((l) => l.seat === s.letter)
                  .map((l, i) => (
                    <span key={i} className="line-item">
                      {ITEM_INFO[l.item].label} {signed(l.points)} <span className="muted">({l.rule})</span>
                    </span>
                  ))}
              </td>
              <td className="num points">{scores ? signed(scores[s.letter] ?? 0) : '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
