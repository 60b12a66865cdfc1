import Link from '@/app/_components/link';
import { isUpcoming, type RoundPhase } from '@/lib/rounds/current-round';
import type { RoundSeating } from '@/lib/rounds/queries';
import type { LoadedSeating } from './load';
import { seatingHref, seatPage, type SeatingView, type SeatPage } from '@/lib/seating/seat-page';
import type { SearchPage } from '@/lib/util/search-page';
import { SeatFinder } from './seat-finder';
import { CacheGrains } from '@/app/_components/cache-grains';

export const ROUND_STATE: Record<RoundSeating['status'], string> = {
  DRAFT: 'Draft',
  PUBLISHED: 'Published, not started',
  STARTED: 'In play',
  TIME_UP: 'Time up',
  CLOSED: 'Closed',
};

type Props = {
  loaded: LoadedSeating;
  round: RoundSeating;
  view: SeatingView;
  asked: SearchPage;
  /** This page's address without its query. */
  path: string;
};

/**
 * One round's seating: links to the other rounds, who collects the cards, and the searchable seats, a page of them
 * at a time.
 */
export function SeatingScreen({ loaded, round, view, asked, path }: Props) {
  const base = `/t/${loaded.tournament.slug}`;
  const shown = seatPage(round.seats, round.tableNumbers, view, asked);
  const whole = shown.pages === 1 && !asked.q.trim();
  const upcoming = isUpcoming(round, loaded.current);
  return (
    <div className="seating-screen">
      <CacheGrains grains={['frame']} until={loaded.turnsAt} />
      <p className="print-only">{loaded.tournament.name}</p>
      <div className="seating-head">
        <h1>Round {round.number} seating</h1>
        <RoundLinks
          slug={loaded.tournament.slug}
          rounds={loaded.rounds}
          shown={round.number}
          current={loaded.current}
          view={view}
        />
      </div>
      {upcoming && loaded.current && <UpcomingNotice base={base} current={loaded.current} view={view} />}
      <p className="seating-facts">
        <span className={`badge round-state-${upcoming ? 'upcoming' : round.status.toLowerCase()}`}>
          {upcoming ? 'Upcoming: not started' : ROUND_STATE[round.status]}
        </span>{' '}
        <span className="collector-note">
          Seat <span className="letter collector-letter">{round.collector}</span> collects the score cards and hands
          them in (T25).
        </span>
      </p>
      {round.status === 'DRAFT' && (
        <p className="notice warn no-print">This round is a draft: only Directors see it until it is published.</p>
      )}
      <SeatFinder
        seats={shown.seats}
        tables={shown.tables}
        total={round.seats.length}
        whole={whole}
        q={asked.q}
        matched={shown.matched}
        path={path}
        collector={round.collector}
        initialView={view}
        projectorHref={`${base}/rounds/${round.number}/projector`}
        printHref={`${base}/rounds/${round.number}/print/seating`}
        tableBase={round.status === 'DRAFT' ? undefined : `${base}/rounds/${round.number}/tables/`}
        playerBase={`${base}/player/`}
        seatsUrl={
          round.status === 'DRAFT'
            ? undefined
            : `/api/tournaments/${loaded.tournament.slug}/rounds/${round.number}/seating`
        }
        pager={shown.pages > 1 && <SeatPager path={path} view={view} q={asked.q} shown={shown} />}
      />
    </div>
  );
}

/** Said first on a round seated ahead: a player who lands here is not to sit there yet. */
function UpcomingNotice({ base, current, view }: { base: string; current: RoundPhase; view: SeatingView }) {
  const suffix = view === 'name' ? '?by=name' : '';
  const now = current.status === 'PUBLISHED' ? 'is the next to start' : 'is being played now';
  return (
    <p className="notice warn upcoming-notice" role="status">
      This round has not started: these are later seats. Round {current.number} {now}:{' '}
      <Link href={`${base}/rounds/${current.number}/seating${suffix}`}>round {current.number} seating</Link>.
    </p>
  );
}

type LinksProps = {
  slug: string;
  rounds: LoadedSeating['rounds'];
  /** The round on screen, and the round players should be at now. */
  shown: number | null;
  current: RoundPhase | null;
  view: SeatingView;
};

/** A link to each round's seating, the current one and those to come marked; Directors also see drafts. */
export function RoundLinks({ slug, rounds, shown, current, view }: LinksProps) {
  if (rounds.length === 0) return null;
  const suffix = view === 'name' ? '?by=name' : '';
  return (
    <nav className="round-links no-print" aria-label="Rounds">
      {rounds.map((r) => (
        <Link
          key={r.number}
          href={`/t/${slug}/rounds/${r.number}/seating${suffix}`}
          aria-current={r.number === shown ? 'page' : undefined}
          className={r.status === 'DRAFT' ? 'draft' : undefined}
        >
          Round {r.number}
          {r.status === 'DRAFT' && <span className="draft-mark"> draft</span>}
          {r.number === current?.number && <span className="now-mark"> now</span>}
          {isUpcoming(r, current) && <span className="upcoming-mark"> upcoming</span>}
        </Link>
      ))}
    </nav>
  );
}

type PagerProps = { path: string; view: SeatingView; q: string; shown: SeatPage };

/** Which page of the seating this is, and links to the pages before and after. */
function SeatPager({ path, view, q, shown }: PagerProps) {
  const { page, pages, tables, seats } = shown;
  const what =
    view === 'name'
      ? `${seats[0]?.player.name ?? ''} – ${seats.at(-1)?.player.name ?? ''}`
      : `Tables ${tables[0] ?? ''}–${tables.at(-1) ?? ''}`;
  return (
    <nav className="pager no-print" aria-label="Seating pages">
      <p>
        {page > 1 ? <Link href={seatingHref(path, view, q, page - 1)}>← Previous</Link> : <span>← Previous</span>}
        {` · ${what} · page ${page} of ${pages} · `}
        {page < pages ? <Link href={seatingHref(path, view, q, page + 1)}>Next →</Link> : <span>Next →</span>}
      </p>
    </nav>
  );
}
