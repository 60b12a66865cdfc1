import type { Db } from '@/lib/db/client';

export type Staff = { id: string; name: string; email: string; isAdmin: boolean };

/** What a session cookie says: the account and the session version it was signed in at. */
export type SessionClaims = { userId: string; sessionVersion: number };

/**
 * The staff member a session belongs to, read from the database on every request: null when the account is gone or
 * disabled, or its session version has moved on since (password changed or reset, "sign out everywhere"), so that
 * every app instance ends the session at once. Administrator rights come from here, never from the cookie.
 */
export async function staffOfSession(db: Db, claims: SessionClaims | null): Promise<Staff | null> {
  if (!claims) return null;
  const user = await db.user.findUnique({
    where: { id: claims.userId },
    select: { id: true, name: true, email: true, isAdmin: true, sessionVersion: true, disabledAt: true },
  });
  if (!user || user.disabledAt !== null || user.sessionVersion !== claims.sessionVersion) return null;
  return { id: user.id, name: user.name, email: user.email, isAdmin: user.isAdmin };
}
