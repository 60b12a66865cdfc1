import type { Metadata } from 'next';
import StaffLink from '@/app/_components/staff-link';
import { randomBytes } from 'node:crypto';
import { requireTournamentRole } from '@/lib/auth/require';
import { db } from '@/lib/db/client';
import { roundsOf } from '@/lib/rounds/queries';
import { rotationLabel } from '@/lib/rounds/labels';
import { tournamentSettings } from '@/lib/tournaments/queries';
import { DraftForms } from './draft-form';
import { TablePlan } from '@/app/_components/table-plan';
import { activePlayerCount } from '@/lib/players/queries';

export const metadata: Metadata = { title: 'Rounds' };

export default async function RoundsPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const { tournament } = await requireTournamentRole(slug, 'DIRECTOR', `/t/${slug}/rounds`);
  const [rounds, settings] = await Promise.all([roundsOf(db(), tournament.id, true), tournamentSettings(db(), slug)]);
  const last = rounds.at(-1);
  const next = last?.status === 'DRAFT' ? null : (last?.number ?? 0) + 1;
  return (
    <>
      <h1>Rounds</h1>
      <p>
        <StaffLink href={`/t/${slug}/join`}>Print the Join poster</StaffLink> (the tournament’s address and QR code for
        the hall)
      </p>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th>Round</th>
              <th>State</th>
              <th className="num">Repeat pairs</th>
            </tr>
          </thead>
          <tbody>
            {rounds.map((round) => (
              <tr key={round.id}>
                <td>
                  <StaffLink href={`/t/${slug}/rounds/${round.number}`}>Round {round.number}</StaffLink>
                </td>
                <td className="status">{round.status.toLowerCase().replace('_', ' ')}</td>
                <td className="num">{round.repeatPairs}</td>
              </tr>
            ))}
            {rounds.length === 0 && (
              <tr>
                <td colSpan={3}>No round is seated yet.</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {last?.status === 'DRAFT' && (
        <p className="notice warn">
          Round {last.number} is drafted:{' '}
          <StaffLink href={`/t/${slug}/rounds/${last.number}`}>check and publish it</StaffLink>.
        </p>
      )}
      {next !== null && next <= settings.roundCount && (
        <>
          <h2>Seat round {next}</h2>
          <TablePlan playerCount={await activePlayerCount(db(), tournament.id)} />
          <DraftForms
            slug={slug}
            number={next}
            rotationLabel={rotationLabel(settings.rotation)}
            defaultSeed={randomBytes(3).toString('hex')}
          />
        </>
      )}
    </>
  );
}
