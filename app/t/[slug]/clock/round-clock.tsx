'use client';

import { useEffect, useRef, useState } from 'react';
import { clockFace, offsetFromDate, type ClockFace } from '@/lib/rounds/clock';
import type { ClockPayload, ClockState } from '@/lib/rounds/public-queries';
import { timeIn, zoneLabel } from '@/lib/util/time';

const POLL_MS = 10_000;
const TICK_MS = 250;

type Props = { slug: string; title: string; initial: ClockPayload };

function note(
  timeOfDay: (ms: number) => string,
  face: ClockFace | null,
  number: number | undefined,
  durationMinutes: number | undefined,
  mounted: boolean,
) {
  if (!face || number === undefined) return 'No round has been published yet.';
  switch (face.phase) {
    case 'waiting':
      return `Round ${number} has not started: ${durationMinutes} minutes once the Director starts the clock.`;
    case 'running':
      return mounted && face.endsAt !== null ? `Ends at ${timeOfDay(face.endsAt)}` : '\u00a0';
    case 'time':
      return face.tables.length > 0
        ? `Round ${number} time is up. Tables with extra minutes play on.`
        : `Round ${number} time is up.`;
    case 'closed':
      return `Round ${number} is closed.`;
  }
}

/**
 * The round clock: time left counted here from the server's start time and length, on the server's clock (the
 * offset measured at every poll), so a laptop whose clock is wrong still shows the right time.
 */
export function RoundClock({ slug, title, initial }: Props) {
  const [payload, setPayload] = useState(initial);
  const [offline, setOffline] = useState(false);
  // Until mounted the clock shows the server's moment, so that the first render matches the server's HTML.
  const [now, setNow] = useState<number | null>(null);
  const offset = useRef(0);
  const panel = useRef<HTMLElement>(null);
  const timeOfDay = (ms: number) => timeIn(new Date(ms), payload.timeZone);

  useEffect(() => {
    offset.current = initial.serverNow - Date.now();
    let stopped = false;
    async function poll() {
      const sentAt = Date.now();
      try {
        const response = await fetch(`/api/tournaments/${encodeURIComponent(slug)}/clock`, { cache: 'no-store' });
        if (!response.ok) throw new Error(`clock answered ${response.status}`);
        const next = (await response.json()) as ClockState;
        if (stopped) return;
        offset.current = offsetFromDate(response.headers.get('date'), sentAt, Date.now(), offset.current);
        setPayload((shown) => ({ ...shown, ...next }));
        setOffline(false);
      } catch {
        if (!stopped) setOffline(true);
      }
    }
    void poll();
    const polling = setInterval(poll, POLL_MS);
    const ticking = setInterval(() => setNow(Date.now() + offset.current), TICK_MS);
    setNow(Date.now() + offset.current);
    return () => {
      stopped = true;
      clearInterval(polling);
      clearInterval(ticking);
    };
  }, [slug, initial.serverNow]);

  const round = payload.round;
  const face = round ? clockFace(round, now ?? payload.serverNow) : null;
  const tone = face?.tone ?? 'idle';

  function fullScreen() {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void panel.current?.requestFullscreen?.().catch(() => undefined);
  }

  return (
    <section
      ref={panel}
      className={`round-clock tone-${tone}${face?.tables.length ? ' has-tables' : ''}`}
      aria-label="Round clock"
    >
      <h1 className="clock-title">
        {title}
        {round && <strong> · Round {round.number}</strong>}
      </h1>
      <div className="clock-body">
        <div className="clock-main">
          <p className="clock-time" role="timer" aria-atomic="true">
            {face?.display ?? '--:--'}
          </p>
          <p className="clock-note">{note(timeOfDay, face, round?.number, round?.durationMinutes, now !== null)}</p>
        </div>
        {face && face.tables.length > 0 && (
          <aside className="clock-tables" aria-label="Tables with extra minutes">
            <h2>Extra time</h2>
            <ul>
              {face.tables.map((t) => (
                <li key={t.table} className={`tone-${t.tone}`}>
                  <span className="clock-table">Table {t.table}</span>
                  <span className="clock-extra">+{t.extraMinutes} min</span>
                  <span className="clock-table-time">{t.display}</span>
                  <span className="clock-ends">
                    {now !== null && t.tone !== 'time' ? `ends ${timeOfDay(t.endsAt)}` : '\u00a0'}
                  </span>
                </li>
              ))}
            </ul>
          </aside>
        )}
      </div>
      <div className="clock-foot">
        <span className="clock-offline" aria-live="polite">
          {offline ? 'Cannot reach the server: the clock keeps counting from the last news.' : ''}
        </span>
        <span className="muted clock-zone">Times in {zoneLabel(payload.timeZone, new Date(initial.serverNow))}</span>
        <button type="button" className="secondary" onClick={fullScreen}>
          Full screen
        </button>
      </div>
    </section>
  );
}
