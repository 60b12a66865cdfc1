import 'server-only';
import type { Db } from '@/lib/db/client';

export type Staff = { id: string; name: string; email: string; isAdmin: boolean };

/** A signed-in account, staff rights or not: one with a password someone else made must choose its own first. */
export type Account = Staff & { passwordChangeRequired: boolean };

/** What a session cookie says: the account and the session version it was signed in at. */
export type SessionClaims = { userId: string; sessionVersion: number };

/**
 * The account a session belongs to, read from the database on every request: null when the account is gone or
 * disabled, or its session version has moved on since (password changed or reset, "sign out everywhere"), so that
 * every app instance ends the session at once. Administrator rights come from here, never from the cookie.
 */
export async function accountOfSession(db: Db, claims: SessionClaims | null): Promise<Account | null> {
  if (!claims) return null;
  const user = await db.user.findUnique({
    where: { id: claims.userId },
    select: {
      id: true,
      name: true,
      email: true,
      isAdmin: true,
      sessionVersion: true,
      disabledAt: true,
      passwordChangeRequired: true,
    },
  });
  if (!user || user.disabledAt !== null || user.sessionVersion !== claims.sessionVersion) return null;
  const { sessionVersion: _version, disabledAt: _disabled, ...account } = user;
  return account;
}

/** The staff member of a session: its account, unless that must choose its own password first (no rights until then). */
export async function staffOfSession(db: Db, claims: SessionClaims | null): Promise<Staff | null> {
  const account = await accountOfSession(db, claims);
  if (!account || account.passwordChangeRequired) return null;
  const { passwordChangeRequired: _required, ...staff } = account;
  return staff;
}
