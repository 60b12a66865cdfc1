'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { LiveMarkers } from '@/lib/standings/live';

type Props = {
  slug: string;
  /** The marker the page was rendered from (read before its data); null: the first poll's. */
  rendered: string | null;
  /** Which marker to follow: any change to the tournament (the default), or only to its standings. */
  watch?: keyof LiveMarkers;
  seconds?: number;
};

/**
 * Keeps a server page current without a reload: polls the tournament's change marker every `seconds` and re-renders
 * the page while it differs from the one the page was rendered from. Polling, not a push, so it works the same on
 * every app instance and on the embedded database.
 */
export function LiveRefresh({ slug, rendered, watch = 'marker', seconds = 2 }: Props) {
  const router = useRouter();
  const seen = useRef<string | null>(rendered);
  useEffect(() => {
    seen.current = rendered;
  }, [rendered]);
  useEffect(() => {
    let stopped = false;
    const poll = async () => {
      try {
        const response = await fetch(`/api/tournaments/${slug}/live`, { cache: 'no-store' });
        if (!response.ok || stopped) return;
        const marker = ((await response.json()) as LiveMarkers)[watch];
        if (seen.current === null) seen.current = marker;
        else if (seen.current !== marker) router.refresh();
      } catch {
        // Offline for a moment: the next poll tries again.
      }
    };
    void poll();
    const timer = setInterval(poll, seconds * 1000);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [router, slug, watch, seconds]);
  return null;
}
