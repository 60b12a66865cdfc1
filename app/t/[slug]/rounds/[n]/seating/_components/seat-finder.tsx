'use client';

import { useMemo, useState, type MouseEvent } from 'react';
import type { SeatingView } from './load';
import { byName, fold, matches, tablesOf, type Letter, type SeatRow } from './seat-search';

type Props = {
  seats: SeatRow[];
  tables: number[];
  collector: Letter;
  initialView: SeatingView;
  projectorHref: string;
  /** The round's seating to print: by table and by name. */
  printHref: string;
  /** Where each table's score sheet is (`${tableBase}${table}`); absent while the round is a draft. */
  tableBase?: string;
  /** Where each player's own page is (`${playerBase}${number}`). */
  playerBase?: string;
};

/** A player's name, linked to their own page. */
function PlayerName({ player, base }: { player: SeatRow['player']; base?: string }) {
  return <span className="name">{base ? <a href={`${base}${player.number}`}>{player.name}</a> : player.name}</span>;
}

/** A table's number, linked to its score sheet when it has one. */
function TableName({ table, base }: { table: number; base?: string }) {
  return base ? <a href={`${base}${table}`}>Table {table}</a> : <>Table {table}</>;
}

/** A seat letter, marked when that seat collects the table's score cards. */
export function SeatLetter({ letter, collector }: { letter: Letter; collector: Letter }) {
  if (letter !== collector) return <span className="letter">{letter}</span>;
  return (
    <span className="letter collector-letter" title="This seat collects the score cards">
      {letter}
      <span className="sr-only"> (collects the score cards)</span>
    </span>
  );
}

/**
 * A round's seating by table or by name, with a search that filters as the player types. Rows that do not match are
 * hidden on screen only, so printing always gives the whole list.
 */
export function SeatFinder(props: Props) {
  const { seats, tables, collector, initialView, projectorHref, printHref, tableBase, playerBase } = props;
  const [view, setView] = useState(initialView);
  const [query, setQuery] = useState('');
  const folded = fold(query);
  const shown = useMemo(
    () => new Set(seats.filter((r) => matches(r, folded)).map((r) => r.player.id)),
    [seats, folded],
  );
  const sorted = useMemo(() => byName(seats), [seats]);
  const filtering = folded !== '';

  function choose(next: SeatingView, event: MouseEvent) {
    event.preventDefault();
    setView(next);
    const url = new URL(window.location.href);
    if (next === 'name') url.searchParams.set('by', 'name');
    else url.searchParams.delete('by');
    window.history.replaceState(null, '', url);
  }

  return (
    <>
      <div className="seat-tools no-print">
        <nav className="seat-toggle" aria-label="Seating order">
          <a href="?by=table" aria-current={view === 'table' ? 'page' : undefined} onClick={(e) => choose('table', e)}>
            By table
          </a>
          <a href="?by=name" aria-current={view === 'name' ? 'page' : undefined} onClick={(e) => choose('name', e)}>
            By name
          </a>
        </nav>
        <a className="button secondary wide-only" href={printHref}>
          Print
        </a>
        <a className="button secondary wide-only" href={view === 'name' ? `${projectorHref}?by=name` : projectorHref}>
          Projector
        </a>
      </div>
      <div className="seat-search no-print">
        <label>
          Find your seat
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Your name or number"
            autoComplete="off"
            enterKeyHint="search"
          />
        </label>
        <p className="seat-count" aria-live="polite">
          {!filtering ? null : shown.size === 0 ? (
            <>No player matches “{query.trim()}”. Check the spelling, or ask at the Director’s desk.</>
          ) : (
            `${shown.size} of ${seats.length} players`
          )}
        </p>
      </div>
      {view === 'name' ? (
        <ol className={`name-list${filtering && shown.size <= 3 ? ' few' : ''}`} aria-label="Seats by player name">
          {sorted.map((r) => (
            <li key={r.player.id} className={shown.has(r.player.id) ? undefined : 'filtered-out'}>
              <span className="who">
                <PlayerName player={r.player} base={playerBase} /> <span className="num">#{r.player.number}</span>
              </span>
              <span className="where">
                <b>
                  <TableName table={r.table} base={tableBase} />
                </b>{' '}
                <span aria-hidden="true">·</span> Seat <SeatLetter letter={r.letter} collector={collector} />
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <div className="seat-cards">
          {tablesOf(tables, seats).map((t) => {
            const hit = t.seats.some((s) => s.row && shown.has(s.row.player.id));
            return (
              <section
                key={t.table}
                className={`seat-card${hit ? '' : ' filtered-out'}`}
                aria-label={`Table ${t.table}`}
              >
                <h2>
                  <TableName table={t.table} base={tableBase} />
                </h2>
                <ol>
                  {t.seats.map(({ letter, row }) => (
                    <li key={letter} className={filtering && row && shown.has(row.player.id) ? 'hit' : undefined}>
                      <SeatLetter letter={letter} collector={collector} />
                      {row ? (
                        <>
                          <PlayerName player={row.player} base={playerBase} />
                          <span className="num">#{row.player.number}</span>
                        </>
                      ) : (
                        <span className="name muted">empty seat</span>
                      )}
                    </li>
                  ))}
                </ol>
              </section>
            );
          })}
        </div>
      )}
    </>
  );
}
