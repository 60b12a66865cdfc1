import type { Metadata } from 'next';
import Link from '@/app/_components/link';
import { CircleSections } from './_components/circle-view';
import { loadCircle } from './_components/load';
import './_components/winners.css';

export const metadata: Metadata = { title: "Winner's circle" };

type Props = { params: Promise<{ slug: string }> };

/** The winner's circle: public once the standings are released, staff only while they are held back. */
export default async function WinnersPage({ params }: Props) {
  const { slug } = await params;
  const { view, staff, director } = await loadCircle(slug);
  return (
    <>
      <h1>Winner&apos;s circle</h1>
      {!view.released && staff && (
        <p className="notice warn">Held back: only staff see this until the Director releases the standings.</p>
      )}
      {view.circle && (
        <p className="row no-print">
          <Link href={`/t/${slug}/winners/print`}>Print the announcement</Link>
          <Link href={`/t/${slug}/winners/certificates`}>Print a certificate per winner</Link>
          {view.released && (
            <>
              <a href={`/api/tournaments/${slug}/results.csv`}>Results CSV</a>
              <a href={`/api/tournaments/${slug}/results`}>Results JSON</a>
            </>
          )}
          {director && <Link href={`/t/${slug}/settings/prizes`}>Prize settings</Link>}
        </p>
      )}
      <CircleSections slug={slug} view={view} director={director} staff={staff} />
    </>
  );
}
