import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { db } from '@/lib/db/client';
import { tournamentBySlug } from '@/lib/db/tournament-by-slug';
import { changeLogOf } from '@/lib/sheets/queries';
import { serverTimeZone } from '@/lib/tournaments/time-zone';
import { AmendmentList } from '@/app/_components/sheet/amendment-list';
import { ZoneNote } from '@/app/_components/zone-note';

type Props = { params: Promise<{ slug: string }> };

export const metadata: Metadata = { title: 'Change log' };

/**
 * The public change log: every change made to an accepted sheet, and every Director's ruling that changed a score,
 * accepted or not: who made it, when, why, before and after.
 */
export default async function ChangesPage({ params }: Props) {
  const { slug } = await params;
  const tournament = await tournamentBySlug(db(), slug);
  if (!tournament) notFound();
  const zone = tournament.timeZone ?? serverTimeZone();
  const changes = await changeLogOf(db(), tournament.id);
  const amendments = changes.map(({ round, table, ...a }) => ({
    ...a,
    table: { href: `/t/${slug}/rounds/${round}/tables/${table}`, label: `Round ${round}, table ${table}` },
  }));
  return (
    <>
      <h1>Change log</h1>
      <p className="muted">
        Once a sheet is accepted only the Director can change it, with the reason and all the table&apos;s players
        present (T26). The Director&apos;s rulings that change a score are listed too, before or after acceptance (T27).
        Newest first.
      </p>
      {amendments.length === 0 ? (
        <p>No score has been changed after acceptance or by a ruling.</p>
      ) : (
        <>
          <ZoneNote zone={zone} />
          <AmendmentList amendments={amendments} zone={zone} />
        </>
      )}
    </>
  );
}
