'use client';

import { useEffect, useRef } from 'react';
import { PIN_SLIP_PURPOSE } from '@/lib/players/pin';
import type { PinSlip } from './types';

type Props = { tournamentName: string; slips: readonly PinSlip[]; onClear: () => void };

/**
 * New PINs, shown on this page until hidden: on screen with a warning, on paper as slips to cut out and hand to each
 * player (the rest of the page is not printed). PINs are stored scrambled only: new slips come with new PINs.
 */
export function PinSlipSheet({ tournamentName, slips, onClear }: Props) {
  const title = useRef<HTMLHeadingElement>(null);
  // New PINs may come from a player far down the list: bring the sheet into view.
  useEffect(() => {
    title.current?.scrollIntoView({ block: 'start' });
    title.current?.focus({ preventScroll: true });
  }, [slips]);
  const count = slips.length === 1 ? '1 new PIN' : `${slips.length} new PINs`;
  const clear = () => {
    if (window.confirm('These PINs will not be shown again. Hide them?')) onClear();
  };
  return (
    <section className="pl-sheet" aria-labelledby="pin-slips-title">
      <div className="no-print">
        <h2 id="pin-slips-title" ref={title} tabIndex={-1}>
          PIN slips: {count}
        </h2>
        <p className="notice warn" role="alert">
          <strong>Print these slips now.</strong> PINs are stored scrambled, so this page cannot show them again once
          hidden or reloaded. Lost slips: print new ones (a new PIN for one player from their row, or new slips for
          everyone from the tools); the old PINs then stop working.
        </p>
        <div className="row">
          <button type="button" onClick={() => window.print()}>
            Print PIN slips
          </button>
          <button type="button" className="secondary" onClick={clear}>
            Done: hide the PINs
          </button>
        </div>
      </div>
      <ul className="pl-slips" aria-label="PIN slips">
        {slips.map((slip) => (
          <li key={slip.number} className="pl-slip">
            <span className="pl-event">{tournamentName}</span>
            <span className="pl-number">#{slip.number}</span>
            <span className="pl-name">{slip.name}</span>
            <span className="pl-club">{slip.club ?? ''}</span>
            <span className="pl-pin">
              <span className="pl-pin-label">PIN</span> <strong>{slip.pin}</strong>
            </span>
            <span className="pl-purpose">{PIN_SLIP_PURPOSE}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
