import type { Metadata } from 'next';
import { PrintBar } from '../../rounds/[n]/print/print-bar';
import { CircleSections } from '../_components/circle-view';
import { loadCircle } from '../_components/load';
import '../_components/winners.css';

export const metadata: Metadata = { title: "Winner's circle: announcement" };

type Props = { params: Promise<{ slug: string }> };

/** The winner's circle as one sheet to read out at the awards table. */
export default async function WinnersPrintPage({ params }: Props) {
  const { slug } = await params;
  const { view } = await loadCircle(slug);
  return (
    <>
      <PrintBar
        back={{ href: `/t/${slug}/winners`, label: "Back to the winner's circle" }}
        note="The announcement sheet"
      />
      <h1>{view.tournament.name}: the winners</h1>
      <CircleSections slug={slug} view={view} director={false} staff={false} />
    </>
  );
}
