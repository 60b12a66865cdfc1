/** The header the app's own server sets, on every request, to the address it believes the client has. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address';

/**
 * The client's address: the socket's, unless `trustedProxies` proxies stand before the app. Each of them appends the
 * address it received the request from to X-Forwarded-For, so the client is the `trustedProxies`-th entry from the
 * end; entries further left were written by the client and prove nothing. With fewer entries than proxies, the first.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedProxies: number,
): string | null {
  if (trustedProxies === 0) return socketAddress ?? null;
  const entries = [forwardedFor ?? []]
    .flat()
    .join(',')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - trustedProxies)] ?? socketAddress ?? null;
}

/** TRUSTED_PROXIES as a count, or why it is not one. */
export function trustedProxiesOf(
  value: string | undefined,
): { ok: true; count: number } | { ok: false; message: string } {
  if (value === undefined || value.trim() === '') return { ok: true, count: 0 };
  const count = Number(value);
  if (Number.isInteger(count) && count >= 0 && count <= 10) return { ok: true, count };
  return { ok: false, message: `TRUSTED_PROXIES must be a whole number of proxies from 0 to 10, not "${value}".` };
}
