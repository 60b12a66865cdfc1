import Link from 'next/link';
import type { RoundSeating } from '@/lib/rounds/queries';
import type { LoadedSeating, SeatingView } from './load';
import { SeatFinder } from './seat-finder';

export const ROUND_STATE: Record<RoundSeating['status'], string> = {
  DRAFT: 'Draft',
  PUBLISHED: 'Published, not started',
  STARTED: 'In play',
  TIME_UP: 'Time up',
  CLOSED: 'Closed',
};

type Props = { loaded: LoadedSeating; round: RoundSeating; view: SeatingView };

/** One round's seating: links to the other rounds, who collects the cards, and the searchable seats. */
export function SeatingScreen({ loaded, round, view }: Props) {
  const base = `/t/${loaded.tournament.slug}`;
  return (
    <div className="seating-screen">
      <p className="print-only">{loaded.tournament.name}</p>
      <div className="seating-head">
        <h1>Round {round.number} seating</h1>
        <RoundLinks slug={loaded.tournament.slug} rounds={loaded.rounds} current={round.number} view={view} />
      </div>
      <p className="seating-facts">
        <span className={`badge round-state-${round.status.toLowerCase()}`}>{ROUND_STATE[round.status]}</span>{' '}
        <span className="collector-note">
          Seat <span className="letter collector-letter">{round.collector}</span> collects the score cards and hands
          them in (T25).
        </span>
      </p>
      {round.status === 'DRAFT' && (
        <p className="notice warn no-print">This round is a draft: only Directors see it until it is published.</p>
      )}
      <SeatFinder
        seats={round.seats}
        tables={round.tables.map((t) => t.table)}
        collector={round.collector}
        initialView={view}
        projectorHref={`${base}/rounds/${round.number}/projector`}
        printHref={`${base}/rounds/${round.number}/print/seating`}
        tableBase={round.status === 'DRAFT' ? undefined : `${base}/rounds/${round.number}/tables/`}
        playerBase={`${base}/player/`}
      />
    </div>
  );
}

type LinksProps = { slug: string; rounds: LoadedSeating['rounds']; current: number | null; view: SeatingView };

/** A link to each round's seating; Directors also see drafts, marked as such. */
export function RoundLinks({ slug, rounds, current, view }: LinksProps) {
  if (rounds.length === 0) return null;
  const suffix = view === 'name' ? '?by=name' : '';
  return (
    <nav className="round-links no-print" aria-label="Rounds">
      {rounds.map((r) => (
        <Link
          key={r.number}
          href={`/t/${slug}/rounds/${r.number}/seating${suffix}`}
          aria-current={r.number === current ? 'page' : undefined}
          className={r.status === 'DRAFT' ? 'draft' : undefined}
        >
          Round {r.number}
          {r.status === 'DRAFT' && <span className="draft-mark"> draft</span>}
        </Link>
      ))}
    </nav>
  );
}
