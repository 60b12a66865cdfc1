import { getServerSession } from 'next-auth';
import { authOptions } from './options';

export type Staff = { id: string; name: string; email: string; isAdmin: boolean };

/** The signed-in staff member, from the signed session cookie, or null. */
export async function currentStaff(): Promise<Staff | null> {
  const session = await getServerSession(authOptions);
  const user = session?.user;
  if (!user?.id) return null;
  return { id: user.id, name: user.name ?? '', email: user.email ?? '', isAdmin: user.isAdmin };
}
