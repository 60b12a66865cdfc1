import type { Metadata } from 'next';
import { grants } from '@/lib/auth/access';
import { requireTournamentRole } from '@/lib/auth/require';
import { db } from '@/lib/db/client';
import { homeOf } from '@/lib/players/home';
import { playersOf, roundInPlay } from '@/lib/players/queries';
import { PlayersWorkspace } from './_components/players-workspace';
import type { PlayerView } from './_components/types';

export const metadata: Metadata = { title: 'Players' };

type Props = { params: Promise<{ slug: string }> };

export default async function PlayersPage({ params }: Props) {
  const { slug } = await params;
  const { tournament, role } = await requireTournamentRole(slug, 'SCOREKEEPER', `/t/${slug}/players`);
  const canEdit = grants(role, 'DIRECTOR');
  const [rows, inPlay] = await Promise.all([playersOf(db(), tournament.id), roundInPlay(db(), tournament.id)]);
  const players: PlayerView[] = rows.map((p) => ({
    id: p.id,
    number: p.number,
    name: p.name,
    club: p.club,
    home: homeOf(p),
    email: canEdit ? p.email : null,
    status: p.status,
    substitute: p.substitute && { number: p.substitute.number, name: p.substitute.name },
    substituteFor: p.substituteFor && { number: p.substituteFor.number, name: p.substituteFor.name },
  }));
  return (
    <PlayersWorkspace
      slug={slug}
      tournamentName={tournament.name}
      players={players}
      canEdit={canEdit}
      roundInPlay={inPlay?.number ?? null}
    />
  );
}
