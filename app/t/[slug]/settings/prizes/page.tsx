import type { Metadata } from 'next';
import StaffLink from '@/app/_components/staff-link';
import { notFound } from 'next/navigation';
import { requireTournamentRole } from '@/lib/auth/require';
import { db } from '@/lib/db/client';
import { prizeSettingsOf } from '@/lib/prizes/queries';
import { PrizeSettingsForm } from './prize-settings-form';

export const metadata: Metadata = { title: 'Prizes' };

type Props = { params: Promise<{ slug: string }> };

/** The Director's prize settings: places by field size, round winners, special prizes. */
export default async function PrizeSettingsPage({ params }: Props) {
  const { slug } = await params;
  await requireTournamentRole(slug, 'DIRECTOR', `/t/${slug}/settings/prizes`);
  const tournament = await prizeSettingsOf(db(), slug);
  if (!tournament) notFound();
  return (
    <>
      <h1>Prizes: {tournament.name}</h1>
      <p>
        <StaffLink href={`/t/${slug}/winners`}>The winner&apos;s circle</StaffLink> ·{' '}
        <StaffLink href={`/t/${slug}/settings`}>Settings</StaffLink> ·{' '}
        <StaffLink href={`/t/${slug}/rules#prizes`}>defaults in the rulebook</StaffLink>
      </p>
      <PrizeSettingsForm slug={slug} version={tournament.version} settings={tournament.prizes} />
    </>
  );
}
