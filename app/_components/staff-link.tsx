import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * A link to a staff page: followed in place by Next's router, so that the page it opens (a sheet a scorekeeper keys
 * games into at once) takes the keyboard as soon as it shows, where a page loaded anew drops the keys pressed before
 * its script runs. Never prefetched: each prefetch is a render by the app. Public pages are linked with `Link` (plain
 * anchors, answered by the front cache).
 */
export default function StaffLink(props: Omit<ComponentProps<typeof NextLink>, 'prefetch'>) {
  return <NextLink {...props} prefetch={false} />;
}
