import type { ShownRow } from '@/lib/standings/page';
import { html } from '@/lib/util/html';

type Props = { slug: string; rounds: readonly number[]; rows: readonly ShownRow[] };

const signed = (n: number | null) => (n === null ? '–' : n > 0 ? `+${n}` : String(n));

const head = (rounds: readonly number[]) =>
  html`<thead>
    <tr>
      <th class="num">Rank</th>
      <th>Player</th>
      ${rounds.map((r) => html`<th class="num wide-col">R${r}</th>`)}
      <th class="num wide-col" title="Games played">Games</th>
      <th class="num" title="Mah jonggs">MJ</th>
      <th class="num wide-col" title="Best single game">Best</th>
      <th class="num">Total</th>
    </tr>
  </thead>`;

/**
 * A player's row. Its cells carry no classes but the rank's and the total's (a page of 100 rows was half classes, sent
 * twice: in its HTML and in its data): globals.css sets them by their place, the rounds, games and best game off a phone.
 */
const row = (slug: string, { player, status, rank, rounds, games, mahjongs, bestGame, total }: ShownRow) => {
  const active = status === 'ACTIVE';
  return html`<tr${active ? '' : html` class="${status.toLowerCase()}"`}>
  <td class="rank">${rank ?? '–'}</td>
  <th scope="row"><a href="/t/${slug}/player/${player.number}">${player.name}</a> <span class="muted">#${player.number}</span>${
    !active && html`<span class="badge warn">${status.toLowerCase()}</span>`
  }</th>
  ${rounds.map((points) => html`<td>${signed(points)}</td>`)}
  <td>${games}</td><td>${mahjongs}</td><td>${signed(bestGame)}</td><td class="total">${total}</td>
</tr>`;
};

/**
 * The standings table: a row per player, a column per round. Made as text (`lib/util/html.ts`): a page of 100 players
 * is some 2,000 cells, which React rendered in about 12 ms.
 */
export function StandingsTable({ slug, rounds, rows }: Props) {
  const table = html`<table class="standings-table">
    ${head(rounds)}
    <tbody>
      ${rows.map((r) => row(slug, r))}
    </tbody>
  </table>`;
  return <div className="table-wrap" dangerouslySetInnerHTML={{ __html: table.text }} />;
}
