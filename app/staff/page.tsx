import type { Metadata } from 'next';
import StaffLink from '@/app/_components/staff-link';
import { redirect } from 'next/navigation';
import { currentStaff } from '@/lib/auth/session';
import { db } from '@/lib/db/client';
import { backupStatus, type BackupStatus } from '@/lib/backup/queries';
import { staffTournaments } from '@/lib/tournaments/queries';
import { TournamentCard } from '../_components/tournament-card';

const time = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** The tournament's last automatic backup, and a failure since it: the Director must see a backup that stopped. */
function BackupLine({ status }: { status: BackupStatus | undefined }) {
  if (!status) return <p className="muted">Automatic backup: none yet (written within minutes of the first change).</p>;
  return (
    <>
      {status.last && (
        <p className="muted">
          Last automatic backup {time.format(status.last.at)}: <code>{status.last.path}</code> (
          {megabytes(status.last.bytes)})
        </p>
      )}
      {status.failure && (
        <p className="error" role="alert">
          The automatic backup failed at {time.format(status.failure.at)}: {status.failure.message}
        </p>
      )}
    </>
  );
}

/** With no tournament yet: an administrator creates one; anyone else is added by a tournament's Director. */
function NoTournamentYet({ admin }: { admin: boolean }) {
  if (!admin) return <p>You are not on the staff of any tournament yet: ask its Director to add you.</p>;
  return (
    <div className="card">
      <p>No tournament yet. Create the first one: its dates, rounds and ruleset, then its players.</p>
      <StaffLink className="button" href="/staff/tournaments/new">
        Create a tournament
      </StaffLink>
    </div>
  );
}

export const metadata: Metadata = { title: 'My tournaments' };

export default async function StaffPage() {
  const staff = await currentStaff();
  if (!staff) redirect('/signin?callbackUrl=/staff');
  const assignments = await staffTournaments(db(), staff.id);
  const backups = await backupStatus(
    db(),
    assignments.map(({ tournament }) => tournament.id),
  );
  return (
    <>
      <h1>My tournaments</h1>
      {staff.isAdmin && (
        <p>
          <StaffLink className="button" href="/staff/tournaments/new">
            New tournament
          </StaffLink>{' '}
          <StaffLink href="/staff/tournaments/import">Import a tournament from its backup</StaffLink>{' '}
          <StaffLink href="/staff/accounts">Accounts</StaffLink>
        </p>
      )}
      {assignments.length === 0 ? (
        <NoTournamentYet admin={staff.isAdmin} />
      ) : (
        <div className="cards">
          {assignments.map(({ tournament, role }) => (
            <div key={tournament.id}>
              <TournamentCard tournament={tournament} role={role} />
              {role === 'DIRECTOR' && <BackupLine status={backups.get(tournament.id)} />}
            </div>
          ))}
        </div>
      )}
    </>
  );
}
