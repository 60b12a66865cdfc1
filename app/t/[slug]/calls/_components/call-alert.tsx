'use client';

import { useEffect, useRef, useState } from 'react';

/** Two short notes: audible across a ballroom, not an alarm. */
function chime(context: AudioContext) {
  [880, 660].forEach((frequency, i) => {
    const at = context.currentTime + i * 0.18;
    const tone = context.createOscillator();
    const gain = context.createGain();
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.25, at);
    gain.gain.exponentialRampToValueAtTime(0.001, at + 0.16);
    tone.connect(gain).connect(context.destination);
    tone.start(at);
    tone.stop(at + 0.17);
  });
}

/**
 * Chimes and vibrates when a call appears that this page had not shown before. Browsers let a page make a sound only
 * after a tap, so the Director turns it on once per visit.
 */
export function CallAlert({ ids }: { ids: readonly string[] }) {
  const [on, setOn] = useState(false);
  const [alerts, setAlerts] = useState(0);
  const audio = useRef<AudioContext | null>(null);
  const seen = useRef<Set<string> | null>(null);
  const key = ids.join(' ');

  useEffect(() => {
    const known = seen.current;
    const current = key ? key.split(' ') : [];
    seen.current = new Set(current);
    if (!known || !on || !current.some((id) => !known.has(id))) return;
    if (audio.current) chime(audio.current);
    navigator.vibrate?.([200, 100, 200]);
    setAlerts((n) => n + 1);
  }, [key, on]);

  const toggle = () => {
    if (!on) {
      audio.current ??= new AudioContext();
      void audio.current.resume();
      chime(audio.current);
    }
    setOn(!on);
  };
  return (
    <button type="button" className="secondary queue-alert" aria-pressed={on} onClick={toggle} data-alerts={alerts}>
      {on ? 'Chime on' : 'Turn on the chime'}
    </button>
  );
}
