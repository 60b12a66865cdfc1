import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { db } from '@/lib/db/client';
import { AmendmentList } from '@/app/_components/sheet/amendment-list';

type Props = { params: Promise<{ slug: string }> };

export const metadata: Metadata = { title: 'Changes after acceptance' };

/** The public change log: every change made to an accepted sheet, who made it, when, why, before and after. */
export default async function ChangesPage({ params }: Props) {
  const { slug } = await params;
  const tournament = await db().tournament.findUnique({
    where: { slug },
    select: {
      amendments: {
        orderBy: { at: 'desc' },
        include: { roundTable: { select: { table: true, round: { select: { number: true } } } } },
      },
    },
  });
  if (!tournament) notFound();
  const amendments = tournament.amendments.map((a) => ({
    ...a,
    table: {
      href: `/t/${slug}/rounds/${a.roundTable.round.number}/tables/${a.roundTable.table}`,
      label: `Round ${a.roundTable.round.number}, table ${a.roundTable.table}`,
    },
  }));
  return (
    <>
      <h1>Changes after acceptance</h1>
      <p className="muted">
        Once a sheet is accepted only the Director can change it, with the reason and all the table&apos;s players
        present (T26, T27). Every such change is listed here, newest first.
      </p>
      {amendments.length === 0 ? <p>No accepted sheet has been changed.</p> : <AmendmentList amendments={amendments} />}
    </>
  );
}
