import { hallOrigins, isLoopback } from './hall-address';

type HeaderReader = { get(name: string): string | null };

const FALLBACK = 'http://localhost';

/** A host name or IP address, with a port or not: all a Host header may hold. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The first of a proxy's comma-separated values ("https, http" → "https"). */
const first = (value: string | null) => value?.split(',')[0]?.trim() || null;

/**
 * The address players reach the app at, for links printed on paper: NEXTAUTH_URL when it is set, otherwise the
 * host and protocol the request came through (behind a proxy, its X-Forwarded-Host and X-Forwarded-Proto); a request
 * made on the laptop itself (localhost) gives the hall's network address instead, which phones can reach.
 */
export function publicOrigin(
  headers: HeaderReader,
  configured: string | undefined = process.env.NEXTAUTH_URL,
  hall: readonly string[] = hallOrigins(Number(process.env.PORT ?? 3000)),
): string {
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      // Not an address: the request's own address still gives a working link.
    }
  }
  const host = first(headers.get('x-forwarded-host')) ?? headers.get('host');
  if (!host || !HOST.test(host)) return hall[0] ?? FALLBACK;
  const proto = first(headers.get('x-forwarded-proto')) === 'https' ? 'https' : 'http';
  const origin = new URL(`${proto}://${host}`).origin;
  return isLoopback(origin) && hall[0] ? hall[0] : origin;
}
