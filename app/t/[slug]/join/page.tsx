import type { Metadata } from 'next';
import { headers } from 'next/headers';
import QRCode from 'qrcode';
import { requireTournamentRole } from '@/lib/auth/require';
import { db } from '@/lib/db/client';
import { tournamentHallOrigin } from '@/lib/tournaments/hall';
import { PrintBar } from '../rounds/[n]/print/print-bar';

export const metadata: Metadata = { title: 'Join poster' };

/** A poster for the hall's walls and tables: the tournament's address, large, and its QR code. */
export default async function JoinPosterPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const { tournament } = await requireTournamentRole(slug, 'SCOREKEEPER', `/t/${slug}/join`);
  const origin = await tournamentHallOrigin(db(), slug, await headers());
  const address = `${origin}/t/${slug}`;
  // The QR code is drawn from the address alone: its SVG holds no text from the request.
  const qr = await QRCode.toString(address, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
  return (
    <div className="join-poster">
      <PrintBar note="One page, to print as a poster." back={{ href: `/t/${slug}`, label: 'Back to the tournament' }} />
      <h1>{tournament.name}</h1>
      <p className="join-lead">Your seat, the clock, your scores and the standings, on your phone:</p>
      <div className="join-qr" dangerouslySetInnerHTML={{ __html: qr }} />
      <p className="join-address">{address}</p>
    </div>
  );
}
