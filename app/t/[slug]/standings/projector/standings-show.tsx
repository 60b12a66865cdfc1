'use client';

import { useEffect, useMemo, useState } from 'react';
import type { ClockPayload } from '@/lib/rounds/public-queries';
import { RoundClock } from '../../clock/round-clock';
import { unpackShowRows } from './show-row';

export const PAGE_SECONDS = 10;
export const CLOCK_SECONDS = 20;
/** Three columns of 25 on a wide screen (the grid in globals.css matches): 2,000 players in about 4½ minutes. */
const ROWS_PER_PAGE = 75;

type Props = {
  slug: string;
  title: string;
  /** The rows packed (`packShowRows`); null while the standings are held back: the show is the clock alone. */
  rows: string | null;
  note: string;
  clock: ClockPayload;
};

/**
 * The hall's big screen, left running: the standings a page at a time, then the round clock, and round again.
 * The page re-renders itself when the standings change (LiveRefresh), and the show carries on where it was.
 */
export function StandingsShow({ slug, title, rows: packed, note, clock }: Props) {
  const rows = useMemo(() => (packed === null ? null : unpackShowRows(packed)), [packed]);
  const pages = rows ? Math.max(1, Math.ceil(rows.length / ROWS_PER_PAGE)) : 0;
  // Steps 0 … pages-1 show standings; step `pages` shows the clock.
  const [step, setStep] = useState(0);
  const current = Math.min(step, pages);
  useEffect(() => {
    const seconds = current === pages ? CLOCK_SECONDS : PAGE_SECONDS;
    const timer = setTimeout(() => setStep((s) => (Math.min(s, pages) + 1) % (pages + 1)), seconds * 1000);
    return () => clearTimeout(timer);
  }, [current, pages]);

  if (!rows || current === pages) return <RoundClock slug={slug} title={title} initial={clock} />;
  const shown = rows.slice(current * ROWS_PER_PAGE, (current + 1) * ROWS_PER_PAGE);
  return (
    <div className="projector standings-show">
      <header className="projector-head">
        <div>
          <p className="projector-title">{title}</p>
          <h1>Standings</h1>
        </div>
        <div className="projector-range">
          <strong>
            Page {current + 1} of {pages}
          </strong>
          <span>{note}</span>
        </div>
      </header>
      <ol className="standings-show-rows" aria-label="Standings">
        {shown.map((row) => (
          <li key={row.number} className={row.disqualified ? 'disqualified' : undefined}>
            <span className="rank">{row.rank ?? '–'}</span>
            <span className="name">
              {row.name} <span className="number">#{row.number}</span>
            </span>
            <span className="mahjongs">{row.mahjongs} MJ</span>
            <span className="total">{row.total}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
