import { decodeSession } from './session-cookie';
import type { SessionClaims } from './session-staff';

/** A request's headers, as `next/headers` gives them. */
type Headers = { get: (name: string) => string | null };

/** The session cookie's name, as next-auth names it: `__Secure-` prefixed when the app's address is https. */
export function sessionCookieName(headers: Headers): string {
  return secureAddress(headers) ? '__Secure-next-auth.session-token' : 'next-auth.session-token';
}

/**
 * Whether the app's address is https, as next-auth decides it (next-auth/utils/detect-origin): NEXTAUTH_URL's, or
 * with AUTH_TRUST_HOST the request's X-Forwarded-Proto (anything but "http" counts as https).
 */
function secureAddress(headers: Headers): boolean {
  if (process.env.NEXTAUTH_URL) return process.env.NEXTAUTH_URL.startsWith('https://');
  if (process.env.VERCEL ?? process.env.AUTH_TRUST_HOST) return headers.get('x-forwarded-proto') !== 'http';
  return false;
}

/** The account and session version a session cookie carries; null when it is missing, forged or expired. */
export async function claimsOfToken(token: string | undefined, secret: string): Promise<SessionClaims | null> {
  if (!token) return null;
  const jwt = await decodeSession({ token, secret }).catch(() => null);
  const { uid, sv } = jwt ?? {};
  return typeof uid === 'string' && typeof sv === 'number' ? { userId: uid, sessionVersion: sv } : null;
}
