import type { Metadata } from 'next';
import { requireTournamentRole } from '@/lib/auth/require';
import { db } from '@/lib/db/client';
import { tournamentSettings } from '@/lib/tournaments/queries';
import { updateTournamentAction } from '@/lib/tournaments/actions';
import { defaultHallOrigin } from '@/lib/tournaments/hall';
import { timeZones } from '@/lib/tournaments/time-zone';
import { TournamentForm } from '../../../_components/tournament-form';

export const metadata: Metadata = { title: 'Tournament settings' };

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ created?: string }> };

export default async function SettingsPage({ params, searchParams }: Props) {
  const { slug } = await params;
  await requireTournamentRole(slug, 'DIRECTOR', `/t/${slug}/settings`);
  const settings = await tournamentSettings(db(), slug);
  const { created } = await searchParams;
  return (
    <>
      <h1>Settings: {settings.name}</h1>
      {created && <p className="notice">Tournament created. Check the ruleset, then add players.</p>}
      {settings.recordedGames > 0 && (
        <p className="notice warn">
          {settings.recordedGames} games are recorded: a new ruleset re-scores all of them, after you confirm.
        </p>
      )}
      <TournamentForm
        action={updateTournamentAction}
        submitLabel="Save settings"
        values={settings}
        hallDefault={defaultHallOrigin()}
        timeZones={timeZones()}
      />
      <h2>Prizes</h2>
      <p>
        <a href={`/t/${slug}/settings/prizes`}>Places, round winners and special prizes</a> ·{' '}
        <a href={`/t/${slug}/winners`}>the winner&apos;s circle</a>
      </p>
      <h2>Backup and exports</h2>
      <p>
        <a href={`/api/tournaments/${slug}/backup`}>Download a backup</a> of the whole tournament (players, rounds,
        sheets, incidents, audit log), to keep or to import into another installation ·{' '}
        <a href={`/api/tournaments/${slug}/games.csv`}>all games as CSV</a> ·{' '}
        <a href={`/api/tournaments/${slug}/standings.csv`}>standings as CSV</a> ·{' '}
        <a href={`/api/tournaments/${slug}/results.csv`}>results for a ranking body (CSV)</a>
      </p>
    </>
  );
}
