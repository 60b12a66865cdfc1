import type { Metadata } from 'next';
import Link from '@/app/_components/link';
import { notFound } from 'next/navigation';
import { db } from '@/lib/db/client';
import { sheetHistory } from '@/lib/sheets/history';
import { tableSheet } from '@/lib/sheets/queries';
import { tableParams } from '@/lib/sheets/route-params';
import { CardsTable } from '@/app/_components/sheet/cards-table';
import { GamesTable } from '@/app/_components/sheet/games-table';
import { SheetFacts } from '@/app/_components/sheet/sheet-facts';
import { AmendmentList } from '@/app/_components/sheet/amendment-list';
import { LiveRefresh } from '@/app/_components/live-refresh';
import { CacheGrains } from '@/app/_components/cache-grains';
import { tableGrain, type Grain } from '@/lib/live/grains';
import { digestOfSlug } from '@/lib/live/stamps';
import { tournamentTimeZone } from '@/lib/tournaments/time-zone';
import { stampIn } from '@/lib/util/time';
import { ZoneNote } from '@/app/_components/zone-note';
import { CallPanel } from '@/app/_components/calls/call-panel';
import { PinVerifyForm } from './pin-verify-form';

type Props = { params: Promise<{ slug: string; n: string; t: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { n, t } = await params;
  return { title: `Round ${n}, table ${t}` };
}

/** A table's sheet for anyone: seats, games with their rules, cards and who verified them, state, history. */
export default async function TablePage({ params }: Props) {
  const { slug, n, t } = await params;
  const where = tableParams({ n, t });
  if (!where) notFound();
  const { round, table } = where;
  // What the page shows, its stamps read before the sheet: a change made meanwhile moves them, and it renders again.
  const grains: Grain[] = ['frame', tableGrain(round, table)];
  const [digest, zone] = await Promise.all([digestOfSlug(db(), slug, grains), tournamentTimeZone(db(), slug)]);
  const sheet = await tableSheet(db(), slug, round, table, false);
  if (!sheet) notFound();
  const history = await sheetHistory(db(), sheet);
  const api = `/api/tournaments/${slug}/rounds/${round}/tables/${table}`;
  return (
    <>
      <CacheGrains grains={grains} until={null} />
      <LiveRefresh slug={slug} rendered={digest} grains={grains} />
      <h1>
        Round {round}, table {table}
      </h1>
      <ZoneNote zone={zone} />
      <CallPanel slug={slug} roundTableId={sheet.id} />
      <SheetFacts sheet={sheet} zone={zone} />
      <ul className="seat-list">
        {sheet.seats.map((s) => (
          <li key={s.letter}>
            <strong>{s.letter}</strong> <Link href={`/t/${slug}/player/${s.player.number}`}>{s.player.name}</Link>{' '}
            <span className="muted">#{s.player.number}</span>
          </li>
        ))}
      </ul>
      <h2>Games</h2>
      <GamesTable sheet={sheet} />
      <h2>Cards</h2>
      <CardsTable
        zone={zone}
        sheet={sheet}
        action={
          sheet.cardsReady
            ? (card) => (
                <PinVerifyForm
                  slug={slug}
                  roundTableId={sheet.id}
                  sheetVersion={sheet.version}
                  card={card.seat}
                  verifier={sheet.seats.find((s) => s.letter === card.verifier)?.player.name ?? ''}
                />
              )
            : undefined
        }
      />
      <AmendmentList amendments={sheet.amendments} title="Changes and rulings" zone={zone} />
      <h2>Check it yourself</h2>
      <p>
        <a href={`${api}/record`} download>
          Download the record
        </a>{' '}
        (ruleset and game records): <code>npm run score &lt; record.json</code> recomputes the points above. The sheet
        as JSON: <a href={api}>{api}</a>.
      </p>
      <h2>History</h2>
      {history.length === 0 ? (
        <p className="muted">Nothing recorded yet.</p>
      ) : (
        <ol className="history">
          {history.map((h) => (
            <li key={h.id}>
              {stampIn(h.at, zone)} · {h.who} {h.what}
              {h.reason && <span className="muted"> — {h.reason}</span>}
            </li>
          ))}
        </ol>
      )}
      <p className="no-print">
        <Link href={`/t/${slug}/rounds/${round}/seating`}>Round {round} seating</Link> ·{' '}
        <Link href={`/t/${slug}/changes`}>Change log</Link>
      </p>
    </>
  );
}
