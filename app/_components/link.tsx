import type { AnchorHTMLAttributes } from 'react';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A link on a page the public sees: a plain anchor, so that following it loads the page's address, which the front
 * cache answers from memory (staff-only pages link with `StaffLink`). Next's own Link would ask the app for the page's
 * payload for the client router, rendered for that phone (a player's page's link to the standings, from each player's
 * page, is a render per player), and would prefetch every link on screen the same way: a player's page asked for
 * eleven as it loaded, 160 ms of the server's CPU against a fraction of a millisecond for the page itself
 * (docs/PERFORMANCE.md, session 34).
 */
export default function Link(props: Props) {
  return <a {...props} />;
}
