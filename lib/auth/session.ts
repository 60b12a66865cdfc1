import { getServerSession } from 'next-auth';
import { db } from '@/lib/db/client';
import { authOptions } from './options';
import { staffOfSession, type Staff } from './session-staff';

export type { Staff };

/** The signed-in staff member: the signed session cookie, checked against the account as it is now. */
export async function currentStaff(): Promise<Staff | null> {
  const user = (await getServerSession(authOptions))?.user;
  const claims =
    user?.id && typeof user.sessionVersion === 'number'
      ? { userId: user.id, sessionVersion: user.sessionVersion }
      : null;
  return staffOfSession(db(), claims);
}
