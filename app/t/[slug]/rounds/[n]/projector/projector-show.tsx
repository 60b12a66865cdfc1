'use client';

import { useEffect, useMemo, useState } from 'react';
import type { SeatingView } from '@/lib/seating/seat-page';
import { byName, tablesOf, type Letter } from '@/lib/seating/seat-search';
import { unpackSeats } from './shown-seat';

export const PAGE_SECONDS = 12;
/**
 * A wide screen's worth: 6 × 4 tables, or 4 columns of 25 names, so that 500 tables or 2,000 names go round in about
 * four minutes (the grids in globals.css match).
 */
const TABLES_PER_PAGE = 24;
const NAMES_PER_COLUMN = 25;
const NAMES_PER_PAGE = 4 * NAMES_PER_COLUMN;
/** Names longer than this are set smaller rather than cut. */
const LONG_NAME = 16;

type Props = {
  title: string;
  roundNumber: number;
  collector: Letter;
  /** Every seat of the round, packed (`packSeats`). */
  seats: string;
  tables: number[];
  view: SeatingView;
  draft: boolean;
  links: { back: string; otherView: string };
};

const pagesOf = <T,>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.max(1, Math.ceil(items.length / size)) }, (_, i) => items.slice(i * size, (i + 1) * size));

function toggleFullScreen() {
  if (document.fullscreenElement) void document.exitFullscreen();
  else void document.documentElement.requestFullscreen?.().catch(() => undefined);
}

/** Large-type seating that fills the screen and turns its pages by itself; arrows and space work from a keyboard. */
export function ProjectorShow({ title, roundNumber, collector, seats: packed, tables, view, draft, links }: Props) {
  const seats = useMemo(() => unpackSeats(packed), [packed]);
  const namePages = useMemo(() => pagesOf(byName(seats), NAMES_PER_PAGE), [seats]);
  const tablePages = useMemo(() => pagesOf(tablesOf(tables, seats), TABLES_PER_PAGE), [tables, seats]);
  const count = view === 'name' ? namePages.length : tablePages.length;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const page = Math.min(index, count - 1);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), PAGE_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [page, paused, count]);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key === 'ArrowRight' || event.key === 'PageDown') setIndex((i) => (i + 1) % count);
      else if (event.key === 'ArrowLeft' || event.key === 'PageUp') setIndex((i) => (i - 1 + count) % count);
      else if (event.key === ' ') setPaused((p) => !p);
      else if (event.key === 'f') toggleFullScreen();
      else return;
      event.preventDefault();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [count]);

  const names = namePages[page] ?? [];
  const cards = tablePages[page] ?? [];
  const range =
    view === 'name'
      ? `${names[0]?.player.name ?? ''} – ${names.at(-1)?.player.name ?? ''}`
      : `Tables ${cards[0]?.table ?? ''}–${cards.at(-1)?.table ?? ''}`;

  return (
    <div className="projector" data-view={view}>
      <header className="projector-head">
        <div>
          <p className="projector-title">{title}</p>
          <h1>
            Round {roundNumber} seating{draft && <span className="projector-draft"> draft, not published</span>}
          </h1>
        </div>
        <div className="projector-range">
          <strong>{range}</strong>
          <span>
            Page {page + 1} of {count} · Seat {collector} collects the cards
          </span>
        </div>
      </header>
      {view === 'name' ? (
        <div className="projector-names">
          {pagesOf(names, NAMES_PER_COLUMN).map((column, i) => (
            <div key={i} className="projector-column">
              <p className="projector-column-head" aria-hidden="true">
                <span>Name</span>
                <span>Table</span>
                <span>Seat</span>
              </p>
              <ol aria-label="Seats by player name">
                {column.map((r) => (
                  <li key={`${r.table}${r.letter}`}>
                    <span className={r.player.name.length > LONG_NAME ? 'name long' : 'name'}>{r.player.name}</span>
                    <span className="where">{r.table}</span>
                    <span className="seat">{r.letter}</span>
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </div>
      ) : (
        <div className="projector-tables">
          {cards.map((t) => (
            <section key={t.table} aria-label={`Table ${t.table}`}>
              <h2>Table {t.table}</h2>
              <ol>
                {t.seats.map(({ letter, row }) => (
                  <li key={letter} className={letter === collector ? 'collector' : undefined}>
                    <span className="letter">{letter}</span>
                    <span className={(row?.player.name.length ?? 0) > LONG_NAME ? 'name long' : 'name'}>
                      {row?.player.name ?? '—'}
                    </span>
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </div>
      )}
      <footer className="projector-foot">
        <div className="projector-progress" aria-hidden="true">
          {count > 1 && !paused && <span key={`${page}`} style={{ animationDuration: `${PAGE_SECONDS}s` }} />}
        </div>
        <nav className="projector-controls" aria-label="Projector">
          <button type="button" onClick={() => setIndex((i) => (i - 1 + count) % count)} aria-label="Previous page">
            ◀
          </button>
          <button type="button" onClick={() => setPaused((p) => !p)}>
            {paused ? 'Play' : 'Pause'}
          </button>
          <button type="button" onClick={() => setIndex((i) => (i + 1) % count)} aria-label="Next page">
            ▶
          </button>
          <button type="button" onClick={toggleFullScreen}>
            Full screen
          </button>
          <a href={links.otherView}>{view === 'name' ? 'By table' : 'By name'}</a>
          <a href={links.back}>Close</a>
        </nav>
      </footer>
    </div>
  );
}
