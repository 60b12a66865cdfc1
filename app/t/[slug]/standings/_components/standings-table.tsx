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

const row = (slug: string, { player, status, rank, rounds, games, mahjongs, bestGame, total }: ShownRow) => {
  const active = status === 'ACTIVE';
  return html`<tr${active ? '' : html` class="${status.toLowerCase()}"`}>
  <td class="num rank">${rank ?? '–'}</td>
  <th scope="row"><a href="/t/${slug}/player/${player.number}">${player.name}</a> <span class="muted">#${player.number}</span>${
    !active && html`<span class="badge warn">${status.toLowerCase()}</span>`
  }</th>
  ${rounds.map((points) => html`<td class="num wide-col">${signed(points)}</td>`)}
  <td class="num wide-col">${games}</td><td class="num">${mahjongs}</td>
  <td class="num wide-col">${signed(bestGame)}</td><td class="num total">${total}</td>
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
