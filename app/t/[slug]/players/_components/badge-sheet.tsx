'use client';

import { useEffect, useRef } from 'react';
import type { Badge } from './types';

type Props = { tournamentName: string; badges: readonly Badge[]; onClear: () => void };

/** New PINs, shown this once: on screen with a warning, on paper as badges to cut out (the rest of the page is not printed). */
export function BadgeSheet({ tournamentName, badges, onClear }: Props) {
  const title = useRef<HTMLHeadingElement>(null);
  // New PINs may come from a player far down the list: bring the sheet into view.
  useEffect(() => {
    title.current?.scrollIntoView({ block: 'start' });
    title.current?.focus({ preventScroll: true });
  }, [badges]);
  const count = badges.length === 1 ? '1 new PIN' : `${badges.length} new PINs`;
  const clear = () => {
    if (window.confirm('These PINs will not be shown again. Hide them?')) onClear();
  };
  return (
    <section className="pl-sheet" aria-labelledby="badge-sheet-title">
      <div className="no-print">
        <h2 id="badge-sheet-title" ref={title} tabIndex={-1}>
          Badge sheet: {count}
        </h2>
        <p className="notice warn" role="alert">
          <strong>PINs are shown only this once.</strong> Print this sheet (or write the PINs down) now: they are stored
          scrambled and cannot be shown again. A lost PIN can only be replaced by a new one.
        </p>
        <div className="row">
          <button type="button" onClick={() => window.print()}>
            Print badges
          </button>
          <button type="button" className="secondary" onClick={clear}>
            Done: hide the PINs
          </button>
        </div>
      </div>
      <ul className="pl-badges" aria-label="Badges">
        {badges.map((badge) => (
          <li key={badge.number} className="pl-badge">
            <span className="pl-event">{tournamentName}</span>
            <span className="pl-number">#{badge.number}</span>
            <span className="pl-name">{badge.name}</span>
            <span className="pl-club">{badge.club ?? ''}</span>
            <span className="pl-pin">
              <span className="pl-pin-label">PIN</span> <strong>{badge.pin}</strong>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
