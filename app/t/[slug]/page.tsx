import type { Metadata } from 'next';
import Link from '@/app/_components/link';
import { notFound } from 'next/navigation';
import { currentAccess } from '@/lib/auth/session';
import { db } from '@/lib/db/client';
import { currentRound, isUpcoming } from '@/lib/rounds/current-round';
import { playerCount } from '@/lib/players/queries';
import { roundsOf } from '@/lib/rounds/queries';
import { tournamentBySlug } from '@/lib/db/tournament-by-slug';
import { formatDates } from '../../_components/tournament-card';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tournament = await tournamentBySlug(db(), (await params).slug);
  return { title: tournament?.name ?? 'No such tournament' };
}

export default async function TournamentPage({ params }: Props) {
  const { slug } = await params;
  const [tournament, access] = await Promise.all([tournamentBySlug(db(), slug), currentAccess(slug)]);
  if (!tournament) notFound();
  const [rounds, players] = await Promise.all([
    roundsOf(db(), tournament.id, access?.role === 'DIRECTOR'),
    playerCount(db(), tournament.id),
  ]);
  const current = currentRound(rounds, Date.now());
  return (
    <>
      <h1>{tournament.name}</h1>
      <p className="muted">
        {formatDates(tournament.startsOn, tournament.endsOn)} · {players} players · {tournament.roundCount} rounds of{' '}
        {tournament.gamesPerRound} games, {tournament.roundMinutes} minutes each
      </p>
      {access?.role && (
        <p className="notice">
          You are this tournament&apos;s {access.role === 'DIRECTOR' ? 'Director' : 'scorekeeper'}.
        </p>
      )}
      <h2>Rounds</h2>
      {rounds.length === 0 ? (
        <p>No round is seated yet.</p>
      ) : (
        <ul>
          {rounds.map((round) => (
            <li key={round.id}>
              <Link href={`/t/${slug}/rounds/${round.number}/seating`}>Round {round.number}</Link>{' '}
              <span className="badge status">
                {isUpcoming(round, current) ? 'upcoming' : round.status.toLowerCase().replace('_', ' ')}
              </span>
              {round.number === current?.number && <strong className="now-mark"> now</strong>}
            </li>
          ))}
        </ul>
      )}
      <nav className="row" aria-label="Tournament">
        <Link className="button" href={`/t/${slug}/seating`}>
          Find your seat
        </Link>
        <Link className="button secondary" href={`/t/${slug}/clock`}>
          Round clock
        </Link>
        <Link className="button secondary" href={`/t/${slug}/rules`}>
          Rulebook for this tournament
        </Link>
      </nav>
    </>
  );
}
