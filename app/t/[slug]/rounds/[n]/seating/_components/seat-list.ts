import { html, type Html } from '@/lib/util/html';
import { tablesOf, type Letter, type SeatRow } from '@/lib/seating/seat-search';

/**
 * A round's seats as HTML text, made the same way on the server and in the browser (the finder's list, whose items
 * React neither makes nor compares): 200 seats as text cost the server a fraction of them as elements.
 */
export type SeatList = {
  collector: Letter;
  /** Where each table's score sheet is (`${tableBase}${table}`); absent while the round is a draft. */
  tableBase?: string;
  /** Where each player's own page is (`${playerBase}${number}`). */
  playerBase?: string;
  /** The players the search finds (their ids); `filtering` whether anything is searched. */
  shown: ReadonlySet<string>;
  filtering: boolean;
};

const playerName = (player: SeatRow['player'], base?: string) =>
  html`<span class="name">${base ? html`<a href="${base}${player.number}">${player.name}</a>` : player.name}</span>`;

const tableName = (table: number, base?: string) =>
  base ? html`<a href="${base}${table}">Table ${table}</a>` : html`Table ${table}`;

/** A seat letter, marked when that seat collects the table's score cards. */
const seatLetter = (letter: Letter, collector: Letter) =>
  letter === collector
    ? html`<span class="letter collector-letter" title="This seat collects the score cards"
        >${letter}<span class="sr-only"> (collects the score cards)</span></span
      >`
    : html`<span class="letter">${letter}</span>`;

const classOf = (name: string | false) => (name ? html` class="${name}"` : '');

/** The items of the list by player name: each player's table and seat, those the search does not find hidden. */
export function nameItems(sorted: readonly SeatRow[], list: SeatList): Html {
  return html`${sorted.map(
    (r) =>
      html`<li${classOf(!list.shown.has(r.player.id) && 'filtered-out')}
        ><span class="who">${playerName(r.player, list.playerBase)} <span class="num">#${r.player.number}</span></span
        ><span class="where"
          ><b>${tableName(r.table, list.tableBase)}</b> <span aria-hidden="true">·</span> Seat
          ${seatLetter(r.letter, list.collector)}</span
        ></li
      >`,
  )}`;
}

/** The cards of the list by table: each table's four seats, those of the players the search finds marked. */
export function tableCards(tables: readonly number[], seats: readonly SeatRow[], list: SeatList): Html {
  return html`${tablesOf(tables, seats).map((t) => {
    const hit = t.seats.some((s) => s.row && list.shown.has(s.row.player.id));
    return html`<section class="seat-card${hit ? '' : ' filtered-out'}" aria-label="Table ${t.table}">
      <h2>${tableName(t.table, list.tableBase)}</h2>
      <ol>
        ${t.seats.map(
          ({ letter, row }) =>
            html`<li${classOf(list.filtering && row !== null && list.shown.has(row.player.id) && 'hit')}
              >${seatLetter(letter, list.collector)}${
                row
                  ? html`${playerName(row.player, list.playerBase)}<span class="num">#${row.player.number}</span>`
                  : html`<span class="name muted">empty seat</span>`
              }</li
            >`,
        )}
      </ol>
    </section>`;
  })}`;
}
