import 'server-only';
import { rows, type Db } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';

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
  // One SQL query, not the ORM's: every staff page and action reads it first.
  const [user] = await rows<Account & { sessionVersion: number; disabledAt: Date | null }>(
    db,
    Prisma.sql`
    SELECT "id", "name", "email", "isAdmin", "sessionVersion", "disabledAt", "passwordChangeRequired"
    FROM "User" WHERE "id" = ${claims.userId}`,
  );
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
