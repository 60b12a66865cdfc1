import type { Metadata } from 'next';
import { forbidden, redirect } from 'next/navigation';
import { currentStaff } from '@/lib/auth/session';
import { DEFAULT_RULESET } from '@/lib/rules';
import { createTournamentAction } from '@/lib/tournaments/actions';
import { serverTimeZone, timeZones } from '@/lib/tournaments/time-zone';
import { TournamentForm } from '../../../_components/tournament-form';

export const metadata: Metadata = { title: 'New tournament' };

export default async function NewTournamentPage() {
  const staff = await currentStaff();
  if (!staff) redirect('/signin?callbackUrl=/staff/tournaments/new');
  if (!staff.isAdmin) forbidden();
  const today = new Date().toISOString().slice(0, 10);
  return (
    <>
      <h1>New tournament</h1>
      <TournamentForm
        action={createTournamentAction}
        submitLabel="Create tournament"
        timeZones={timeZones()}
        values={{
          name: '',
          slug: '',
          startsOn: today,
          endsOn: today,
          roundCount: 4,
          gamesPerRound: 4,
          roundMinutes: 60,
          timeZone: serverTimeZone(),
          ruleset: DEFAULT_RULESET,
          rotation: { kind: 'standard' },
        }}
      />
    </>
  );
}
