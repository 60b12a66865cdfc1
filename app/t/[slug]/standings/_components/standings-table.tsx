import Link from 'next/link';
import type { StandingsRow } from '@/lib/rules';

type Props = { slug: string; rounds: readonly number[]; rows: readonly StandingsRow[] };

const signed = (n: number | null) => (n === null ? '–' : n > 0 ? `+${n}` : String(n));

/** The standings table: a row per player, a column per round. */
export function StandingsTable({ slug, rounds, rows }: Props) {
  return (
    <div className="table-wrap">
      <table className="standings-table">
        <thead>
          <tr>
            <th className="num">Rank</th>
            <th>Player</th>
            {rounds.map((r) => (
              <th key={r} className="num wide-col">
                R{r}
              </th>
            ))}
            <th className="num wide-col" title="Games played">
              Games
            </th>
            <th className="num" title="Mah jonggs">
              MJ
            </th>
            <th className="num wide-col" title="Best single game">
              Best
            </th>
            <th className="num">Total</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.player.id} className={row.status === 'ACTIVE' ? undefined : row.status.toLowerCase()}>
              <td className="num rank">{row.rank ?? '–'}</td>
              <th scope="row">
                <Link href={`/t/${slug}/player/${row.player.number}`}>{row.player.name}</Link>{' '}
                <span className="muted">#{row.player.number}</span>
                {row.status !== 'ACTIVE' && <span className="badge warn">{row.status.toLowerCase()}</span>}
              </th>
              {row.rounds.map((points, i) => (
                <td key={rounds[i]} className="num wide-col">
                  {signed(points)}
                </td>
              ))}
              <td className="num wide-col">{row.games}</td>
              <td className="num">{row.mahjongs}</td>
              <td className="num wide-col">{signed(row.bestGame)}</td>
              <td className="num total">{row.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
