import type { Metadata } from 'next';
import { forbidden, redirect } from 'next/navigation';
import { currentStaff } from '@/lib/auth/session';
import { ImportTournamentForm } from './import-form';

export const metadata: Metadata = { title: 'Import a tournament' };

export default async function ImportTournamentPage() {
  const staff = await currentStaff();
  if (!staff) redirect('/signin?callbackUrl=/staff/tournaments/import');
  if (!staff.isAdmin) forbidden();
  return (
    <>
      <h1>Import a tournament</h1>
      <p>
        A tournament moved from another installation, or restored, from its backup file: every player, round, sheet,
        ruling and the audit log, exactly as they were. Its staff keep their roles here when they have an account with
        the same email; if none of its Directors has one, you become its Director. Nothing is imported unless the whole
        file is sound.
      </p>
      <ImportTournamentForm />
    </>
  );
}
