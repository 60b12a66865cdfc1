import 'server-only';
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { db } from '@/lib/db/client';
import { tournamentAccess } from './access';
import { authOptions } from './options';
import { claimsOfToken, sessionCookieName } from './session-token';
import { accountOfSession, staffOfSession, type Account, type SessionClaims, type Staff } from './session-staff';

export type { Account, Staff };

// Each is read once per request (React's cache): the layouts and the page of one answer share them.
const claims = cache(async (): Promise<SessionClaims | null> => {
  const [jar, asked] = await Promise.all([cookies(), headers()]);
  return claimsOfToken(jar.get(sessionCookieName(asked))?.value, authOptions.secret!);
});

/** The signed-in staff member: the signed session cookie, checked against the account as it is now. */
export const currentStaff = cache(async (): Promise<Staff | null> => staffOfSession(db(), await claims()));

/** The signed-in account, also one that must choose its own password first: for its account page only. */
export const currentAccount = cache(async (): Promise<Account | null> => accountOfSession(db(), await claims()));

/** The tournament named by `slug` and the signed-in staff member's role in it (see tournamentAccess). */
export const currentAccess = cache(async (slug: string) => tournamentAccess(db(), await currentStaff(), slug));
