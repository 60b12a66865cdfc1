import { db } from '@/lib/db/client';
import { listTournaments } from '@/lib/tournaments/queries';
import { TournamentCard } from './_components/tournament-card';
import { CacheGrains } from '@/app/_components/cache-grains';

export default async function HomePage() {
  const tournaments = await listTournaments(db());
  return (
    <>
      <CacheGrains grains={['frame']} until={null} />
      <h1>Tournaments</h1>
      <p className="muted">Seating, standings and every table&apos;s scores are public: no sign-in needed.</p>
      {tournaments.length === 0 ? (
        <p>No tournaments yet. A Director signs in to create one.</p>
      ) : (
        <div className="cards">
          {tournaments.map((t) => (
            <TournamentCard key={t.id} tournament={t} />
          ))}
        </div>
      )}
    </>
  );
}
