import { getServerSession } from 'next-auth';
import { db } from '@/lib/db/client';
import { authOptions } from './options';
import { accountOfSession, staffOfSession, type Account, type SessionClaims, type Staff } from './session-staff';

export type { Account, Staff };

async function claims(): Promise<SessionClaims | null> {
  const user = (await getServerSession(authOptions))?.user;
  return user?.id && typeof user.sessionVersion === 'number'
    ? { userId: user.id, sessionVersion: user.sessionVersion }
    : null;
}

/** The signed-in staff member: the signed session cookie, checked against the account as it is now. */
export async function currentStaff(): Promise<Staff | null> {
  return staffOfSession(db(), await claims());
}

/** The signed-in account, also one that must choose its own password first: for its account page only. */
export async function currentAccount(): Promise<Account | null> {
  return accountOfSession(db(), await claims());
}
