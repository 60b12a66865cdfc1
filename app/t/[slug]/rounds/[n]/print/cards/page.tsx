import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import QRCode from 'qrcode';
import { requireTournamentRole } from '@/lib/auth/require';
import { db } from '@/lib/db/client';
import { scoreCardRound } from '@/lib/exports/queries';
import { roundPresence } from '@/lib/rounds/public-queries';
import { VERIFICATION_LABELS } from '@/lib/rules';
import { tournamentHallOrigin } from '@/lib/tournaments/hall';
import { roundNumberOf } from '../../seating/_components/load';
import { PrintBar } from '../print-bar';
import { ScoreCardSheet } from './score-card-sheet';

type Props = { params: Promise<{ slug: string; n: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Round ${roundNumberOf((await params).n) ?? ''} score cards` };
}

/** A round's score cards to print for scorekeepers: one page per table, to fill in at the table. */
export default async function ScoreCardsPage({ params }: Props) {
  const { slug, n } = await params;
  await requireTournamentRole(slug, 'SCOREKEEPER', `/t/${slug}/rounds/${n}/print/cards`);
  const number = roundNumberOf(n);
  if (number === null) notFound();
  const found = await scoreCardRound(db(), slug, number);
  if (!found) {
    if ((await roundPresence(db(), slug, number)).status !== 'DRAFT') notFound();
    return (
      <>
        <h1>Round {number} score cards</h1>
        <p className="notice warn">Round {number} is a draft: publish it before printing its score cards.</p>
      </>
    );
  }
  const origin = await tournamentHallOrigin(db(), slug, await headers());
  const tableUrl = (table: number) => `${origin}/t/${slug}/rounds/${number}/tables/${table}`;
  // The QR code is drawn from the URL alone: its SVG holds no text from the request.
  const codes = await Promise.all(
    found.cards.map((card) =>
      QRCode.toString(tableUrl(card.table), { type: 'svg', margin: 0, errorCorrectionLevel: 'M' }),
    ),
  );
  return (
    <div className="score-cards">
      <PrintBar
        note={`${found.cards.length} tables, one page each. ${VERIFICATION_LABELS[found.verification]}.`}
        back={{ href: `/t/${slug}/rounds/${number}`, label: `Back to round ${number}` }}
      />
      {found.cards.map((card, i) => (
        <ScoreCardSheet
          key={card.table}
          card={card}
          event={found.tournament.name}
          round={number}
          url={tableUrl(card.table)}
          qrSvg={codes[i] ?? ''}
        />
      ))}
    </div>
  );
}
