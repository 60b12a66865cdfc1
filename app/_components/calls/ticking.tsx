'use client';

import { useEffect, useState } from 'react';
import { ago, clock } from '@/lib/calls/rules';

type Props = {
  /** When the wait began, as an ISO string (a Date does not cross to the client as one). */
  since: string;
  /** "3 min ago" for the table, or a clock counting up to the second for the Director's queue. */
  as: 'ago' | 'clock';
};

/** A time since a call, counting up by itself in the browser; the server's rendering shows it as at render time. */
export function Ticking({ since, as }: Props) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), as === 'clock' ? 1000 : 15_000);
    return () => clearInterval(timer);
  }, [as]);
  const start = new Date(since);
  const text = as === 'ago' ? ago(start, new Date(now)) : clock(now - start.getTime());
  return (
    <time dateTime={since} className={`ticking ${as}`} suppressHydrationWarning>
      {text}
    </time>
  );
}
