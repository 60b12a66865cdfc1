import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { currentStaff } from '@/lib/auth/session';
import { db } from '@/lib/db/client';
import { staffTournaments } from '@/lib/tournaments/queries';
import { TournamentCard } from '../_components/tournament-card';

export const metadata: Metadata = { title: 'My tournaments' };

export default async function StaffPage() {
  const staff = await currentStaff();
  if (!staff) redirect('/signin?callbackUrl=/staff');
  const assignments = await staffTournaments(db(), staff.id);
  return (
    <>
      <h1>My tournaments</h1>
      {staff.isAdmin && (
        <p>
          <Link className="button" href="/staff/tournaments/new">
            New tournament
          </Link>{' '}
          <Link href="/staff/tournaments/import">Import a tournament from its backup</Link>{' '}
          <Link href="/staff/accounts">Accounts</Link>
        </p>
      )}
      {assignments.length === 0 ? (
        <p>You are not on the staff of any tournament yet: ask its Director to add you.</p>
      ) : (
        <div className="cards">
          {assignments.map(({ tournament, role }) => (
            <TournamentCard key={tournament.id} tournament={tournament} role={role} />
          ))}
        </div>
      )}
    </>
  );
}
