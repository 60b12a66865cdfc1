import type { Metadata } from 'next';
import { homeOf } from '@/lib/players/home';
import { PrintBar } from '../../rounds/[n]/print/print-bar';
import { loadCircle } from '../_components/load';
import { certificatesOf } from '@/lib/prizes/certificates';
import '../_components/winners.css';

export const metadata: Metadata = { title: "Winner's circle: certificates" };

type Props = { params: Promise<{ slug: string }> };

/** A certificate per winner per prize, one to a printed page. */
export default async function CertificatesPage({ params }: Props) {
  const { slug } = await params;
  const { view } = await loadCircle(slug);
  const certificates = view.circle ? certificatesOf(view.circle) : [];
  return (
    <>
      <PrintBar
        back={{ href: `/t/${slug}/winners`, label: "Back to the winner's circle" }}
        note={`${certificates.length} certificates, one to a page`}
      />
      {!view.circle && <p className="notice">Results pending: the Director releases them after checking.</p>}
      {certificates.map((c) => {
        const details = view.details.get(c.player.id);
        const from = details ? homeOf(details) : null;
        return (
          <section key={c.key} className="certificate" aria-label={`Certificate: ${c.player.name}, ${c.prize}`}>
            <p className="muted">{view.tournament.name}</p>
            <h2>Certificate of achievement</h2>
            <p>awarded to</p>
            <p className="certificate-name">{c.player.name}</p>
            {from && <p className="muted">{from}</p>}
            <p className="certificate-prize">{c.prize}</p>
            {c.detail && <p>{c.detail}</p>}
          </section>
        );
      })}
    </>
  );
}
