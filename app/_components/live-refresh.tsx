'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { Grain } from '@/lib/live/grains';
import type { LiveMarkers } from '@/lib/standings/markers';

type Props = {
  slug: string;
  /** The marker (or digest of `grains`) the page was rendered from, read before its data; null: the first poll's. */
  rendered: string | null;
  /** Which marker to follow: any change to the tournament (the default), or only to its standings. */
  watch?: keyof LiveMarkers;
  /** Follow only these grains of the tournament (lib/live/grains.ts) instead: what the page shows. */
  grains?: readonly Grain[];
  seconds?: number;
};

/**
 * Keeps a server page current without a reload: polls the tournament's change marker (or the digest of the grains
 * the page shows) every `seconds` and re-renders the page while it differs from the one the page was rendered from.
 * Polling, not a push, so it works the same on every app instance and on the embedded database.
 */
export function LiveRefresh({ slug, rendered, watch = 'marker', grains, seconds = 2 }: Props) {
  const router = useRouter();
  const seen = useRef<string | null>(rendered);
  useEffect(() => {
    seen.current = rendered;
  }, [rendered]);
  const asked = grains?.join(',');
  useEffect(() => {
    const address = `/api/tournaments/${slug}/live${asked ? `?grains=${asked}` : ''}`;
    let stopped = false;
    const poll = async () => {
      try {
        const response = await fetch(address, { cache: 'no-store' });
        if (!response.ok || stopped) return;
        const answer = (await response.json()) as LiveMarkers & { digest: string };
        const marker = asked ? answer.digest : answer[watch];
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
  }, [router, slug, watch, asked, seconds]);
  return null;
}
