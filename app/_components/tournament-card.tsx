import Link from '@/app/_components/link';
import type { TournamentSummary } from '@/lib/tournaments/queries';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export function formatDates(startsOn: Date, endsOn: Date): string {
  const start = dateFormat.format(startsOn);
  return startsOn.getTime() === endsOn.getTime() ? start : `${start} – ${dateFormat.format(endsOn)}`;
}

export function TournamentCard({ tournament, role }: { tournament: TournamentSummary; role?: string }) {
  return (
    <article className="card">
      <h2 style={{ marginTop: 0 }}>
        <Link href={`/t/${tournament.slug}`}>{tournament.name}</Link>
      </h2>
      <p className="muted" style={{ margin: 0 }}>
        {formatDates(tournament.startsOn, tournament.endsOn)} · {tournament.players} players · {tournament.roundCount}{' '}
        rounds
      </p>
      {role && <span className="badge">{role === 'DIRECTOR' ? 'Director' : 'Scorekeeper'}</span>}
    </article>
  );
}
