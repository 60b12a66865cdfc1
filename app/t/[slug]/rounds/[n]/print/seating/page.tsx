import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadSeating, roundNumberOf } from '../../seating/_components/load';
import { byName, tablesOf } from '@/lib/seating/seat-search';
import { PrintBar } from '../print-bar';

type Props = { params: Promise<{ slug: string; n: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Round ${roundNumberOf((await params).n) ?? ''} seating to print` };
}

/**
 * A round's seating on paper, for the walls of the hall: every table's seats, then every player by name with their
 * table and seat, in large type. Anyone may print a published round; a Director may print a draft, marked as one.
 */
export default async function PrintSeatingPage({ params }: Props) {
  const { slug, n } = await params;
  const number = roundNumberOf(n);
  const loaded = number === null ? null : await loadSeating(slug, number);
  if (!loaded?.round) notFound();
  const { round, tournament } = loaded;
  const draft = round.status === 'DRAFT';
  const title = (what: string) => (
    <header className="ps-head">
      <p className="ps-event">{tournament.name}</p>
      <h1>
        Round {round.number}: {what}
        {draft && <span className="ps-draft"> Draft, not published</span>}
      </h1>
      <p className="ps-note">
        Seat <span className="ps-collector">{round.collector}</span> collects the score cards and hands them in (T25).
      </p>
    </header>
  );
  return (
    <div className="print-seating">
      <PrintBar
        note={`${round.tableNumbers.length} tables, ${round.seats.length} players: by table, then by name.`}
        back={{ href: `/t/${slug}/rounds/${round.number}/seating`, label: `Round ${round.number} seating` }}
      />
      <section className="ps-part" aria-label="By table">
        {title('seats by table')}
        <div className="ps-tables">
          {tablesOf(round.tableNumbers, round.seats).map((t) => (
            <section key={t.table} className="ps-table" aria-label={`Table ${t.table}`}>
              <h2>Table {t.table}</h2>
              <ol>
                {t.seats.map(({ letter, row }) => (
                  <li key={letter}>
                    <span className={letter === round.collector ? 'ps-letter ps-collector' : 'ps-letter'}>
                      {letter}
                    </span>
                    {row ? (
                      <span className="ps-name">
                        {row.player.name} <span className="ps-number">#{row.player.number}</span>
                      </span>
                    ) : (
                      <span className="ps-name muted">empty seat</span>
                    )}
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </div>
      </section>
      <section className="ps-part" aria-label="By name">
        {title('players by name')}
        <p className="ps-legend">
          Each name is followed by its <b>table</b> and its <span className="ps-letter">seat</span>.
        </p>
        <ol className="ps-names">
          {byName(round.seats).map((r) => (
            <li key={r.player.id}>
              <span className="ps-name">
                {r.player.name} <span className="ps-number">#{r.player.number}</span>
              </span>
              <span className="ps-where">
                <b>{r.table}</b>
                <span className="ps-letter">{r.letter}</span>
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
