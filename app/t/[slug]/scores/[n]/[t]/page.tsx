import type { Metadata } from 'next';
import StaffLink from '@/app/_components/staff-link';
import { notFound } from 'next/navigation';
import { grants } from '@/lib/auth/access';
import { requireTournamentRole } from '@/lib/auth/require';
import { db } from '@/lib/db/client';
import { amendGameAction, saveGameAction } from '@/lib/sheets/actions';
import { tableIncidents } from '@/lib/incidents/queries';
import { leftToFix } from '@/lib/players/left-to-fix';
import { nextTableAfter } from '@/lib/sheets/next-table';
import { tableSheet } from '@/lib/sheets/queries';
import { tournamentTimeZone } from '@/lib/tournaments/time-zone';
import { ZoneNote } from '@/app/_components/zone-note';
import { tableParams } from '@/lib/sheets/route-params';
import { CardsTable } from '@/app/_components/sheet/cards-table';
import { GamesTable } from '@/app/_components/sheet/games-table';
import { IncidentList } from '@/app/_components/incidents/incident-list';
import { LeftToFixList } from '@/app/_components/players/left-to-fix-list';
import { SheetFacts } from '@/app/_components/sheet/sheet-facts';
import { GameEntry } from './_components/game-entry';
import { InitialsForm } from './_components/initials-form';
import { SheetSteps } from './_components/sheet-steps';
import { OverrideForm } from './_components/override-form';

type Props = { params: Promise<{ slug: string; n: string; t: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { n, t } = await params;
  return { title: `Sheet: round ${n}, table ${t}` };
}

/** A scorekeeper's sheet for one table: enter the games, record verifications, hand in and accept; the Director amends. */
export default async function SheetPage({ params }: Props) {
  const { slug, n, t } = await params;
  const where = tableParams({ n, t });
  if (!where) notFound();
  const { round, table } = where;
  const { role, tournament } = await requireTournamentRole(slug, 'SCOREKEEPER', `/t/${slug}/scores/${n}/${t}`);
  const sheet = await tableSheet(db(), slug, round, table, true);
  if (!sheet) notFound();
  const seats = sheet.seats.map((s) => ({ letter: s.letter, name: s.player.name }));
  const director = grants(role, 'DIRECTOR');
  const editable = sheet.status !== 'ACCEPTED' || director;
  const publicPath = `/t/${slug}/rounds/${round}/tables/${table}`;
  const [incidents, stale, zone] = await Promise.all([
    tableIncidents(db(), sheet.id),
    director ? leftToFix(db(), tournament.id) : [],
    tournamentTimeZone(db(), slug),
  ]);
  const next = sheet.status === 'ACCEPTED' ? await nextTableAfter(db(), sheet.round.id, table) : undefined;
  // Verification follows the last game: focus goes to the first card still to verify.
  const firstUnverified = sheet.cards.find((c) => !c.verification)?.seat;
  const atThisTable = stale.filter((item) => sheet.seats.some((s) => s.player.id === item.player.id));
  return (
    <>
      <p className="no-print">
        <StaffLink href={`/t/${slug}/scores/${round}`}>← Round {round} results</StaffLink> ·{' '}
        <StaffLink href={publicPath}>public table page</StaffLink>
      </p>
      <h1>
        Round {round}, table {table}
      </h1>
      <ZoneNote zone={zone} />
      <SheetFacts sheet={sheet} zone={zone} />
      <LeftToFixList slug={slug} items={atThisTable} />
      {incidents.some((i) => i.open) && (
        <p className="notice warn">
          A disputed challenge is open: the Director settles it when the game ends, before the sheet is handed in.{' '}
          <a href="#incidents">See the incidents</a>.
        </p>
      )}
      {sheet.round.status === 'DRAFT' ? (
        <p className="notice warn">
          This round is not published yet: its seating may still change, so no game is taken.
        </p>
      ) : (
        editable && (
          <GameEntry
            key={sheet.status}
            slug={slug}
            roundTableId={sheet.id}
            seats={seats}
            gamesPerRound={sheet.tournament.gamesPerRound}
            games={sheet.games.map((g) => ({ number: g.number, version: g.version, record: g.record }))}
            ruleset={sheet.ruleset}
            mode={sheet.status === 'ACCEPTED' ? 'amend' : 'entry'}
            save={sheet.status === 'ACCEPTED' ? amendGameAction : saveGameAction}
          />
        )
      )}
      <h2 id="cards">Cards</h2>
      <CardsTable
        zone={zone}
        sheet={sheet}
        action={
          sheet.cardsReady
            ? (card) =>
                !card.verification && (
                  <InitialsForm
                    autoFocus={card.seat === firstUnverified}
                    slug={slug}
                    roundTableId={sheet.id}
                    sheetVersion={sheet.version}
                    card={card.seat}
                    verifier={card.verifier}
                  />
                )
            : undefined
        }
      />
      <SheetSteps
        slug={slug}
        roundTableId={sheet.id}
        version={sheet.version}
        status={sheet.status}
        next={typeof next === 'number' ? { href: `/t/${slug}/scores/${round}/${next}`, table: next } : next}
      />
      <h2>Games</h2>
      <GamesTable sheet={sheet} />
      <h2 id="incidents">Incidents</h2>
      {director && sheet.round.status !== 'DRAFT' && (
        <p className="no-print">
          <StaffLink className="button" href={`/t/${slug}/scores/${round}/${table}/incident`}>
            Record an incident
          </StaffLink>
        </p>
      )}
      <IncidentList incidents={incidents} settle={director ? { slug } : undefined} zone={zone} />
      {director && (
        <details className="no-print">
          <summary>Rule a seat’s points otherwise (T27)</summary>
          <OverrideForm slug={slug} games={sheet.games} seats={seats} accepted={sheet.status === 'ACCEPTED'} />
        </details>
      )}
    </>
  );
}
