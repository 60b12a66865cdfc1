import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * A link to a page of the app, never prefetched. Next.js prefetches every link a page shows, and each prefetch is a
 * request with its router's headers, which the front cache passes to the app to render for that phone alone: a
 * player's page asked for eleven of them as it loaded, 160 ms of the server's CPU against a fraction of a millisecond
 * for the page itself (docs/PERFORMANCE.md, session 34). Followed, it still navigates in place.
 */
export default function Link(props: Omit<ComponentProps<typeof NextLink>, 'prefetch'>) {
  return <NextLink {...props} prefetch={false} />;
}
