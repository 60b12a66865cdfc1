'use client';

import Link from 'next/link';
import { useDeferredValue, useState } from 'react';
import type { StandingsRow } from '@/lib/rules';
import { hasEveryWord } from '@/lib/util/fold';

type Props = { slug: string; rounds: readonly number[]; rows: readonly StandingsRow[] };

const signed = (n: number | null) => (n === null ? '–' : n > 0 ? `+${n}` : String(n));

/** A row matches a search by its badge number, or by every word of the name. */
function matches(row: StandingsRow, query: string) {
  const q = query.trim();
  if (!q) return true;
  if (/^#?\d+$/.test(q)) return row.player.number === Number(q.replace('#', ''));
  return hasEveryWord(row.player.name, q);
}

/** The standings table, searchable by name or number; a row per player, a column per round. */
export function StandingsTable({ slug, rounds, rows }: Props) {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const shown = rows.filter((row) => matches(row, deferred));
  return (
    <>
      <label className="standings-search no-print">
        Find a player{' '}
        <input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Name or number"
          autoComplete="off"
        />
      </label>
      <p className="hint" aria-live="polite">
        {query.trim() ? `${shown.length} of ${rows.length} players match.` : `${rows.length} players.`}
      </p>
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
            {shown.map((row) => (
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
    </>
  );
}
