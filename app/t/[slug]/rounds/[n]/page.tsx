import type { Metadata } from 'next';
import StaffLink from '@/app/_components/staff-link';
import { notFound } from 'next/navigation';
import { randomBytes } from 'node:crypto';
import { requireTournamentRole } from '@/lib/auth/require';
import { db } from '@/lib/db/client';
import { leftToFix } from '@/lib/players/left-to-fix';
import { rotationLabel } from '@/lib/rounds/labels';
import { roundReview } from '@/lib/rounds/review';
import { tournamentSettings } from '@/lib/tournaments/queries';
import { LeftToFixList } from '@/app/_components/players/left-to-fix-list';
import { GoToTable } from '@/app/_components/go-to-table';
import { DraftForms } from '../draft-form';
import { GeneratorProgress } from './generator-progress';
import { tablesPlaying, tablesWithTime } from '@/lib/rounds/mutations/lifecycle';
import { LifecycleButtons } from './lifecycle-buttons';
import { RepeatList } from './repeat-list';
import { SeatingCards } from './seating-cards';
import { SwapForm } from './swap-form';
import { TableClockControls } from './table-clock-controls';
import { TablePlan } from '@/app/_components/table-plan';
import { activePlayerCount } from '@/lib/players/queries';

type Props = { params: Promise<{ slug: string; n: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Round ${(await params).n}` };
}

export default async function RoundPage({ params }: Props) {
  const { slug, n } = await params;
  const number = Number(n);
  if (!Number.isInteger(number) || number < 1) notFound();
  const { tournament } = await requireTournamentRole(slug, 'DIRECTOR', `/t/${slug}/rounds/${n}`);
  const [review, stale] = await Promise.all([
    roundReview(db(), slug, number, new Date()),
    leftToFix(db(), tournament.id),
  ]);
  if (!review) notFound();
  const { round, repeats, threeAgain, job } = review;
  const settings = await tournamentSettings(db(), slug);
  const playing = round ? tablesPlaying(round.tables, round.tournament.gamesPerRound) : [];
  return (
    <>
      <h1>
        Round {number} {round && <span className="badge status">{round.status.toLowerCase().replace('_', ' ')}</span>}
      </h1>
      <LeftToFixList slug={slug} items={stale} />
      {job && (job.status !== 'DONE' || round?.seatingMethod === 'generator') && <GeneratorProgress job={job} />}
      {!round ? (
        <>
          <TablePlan playerCount={await activePlayerCount(db(), tournament.id)} />
          <p>
            Not seated yet. <StaffLink href={`/t/${slug}/rounds`}>Seat it from the rounds page.</StaffLink>
          </p>
        </>
      ) : (
        <>
          <p>
            {round.tables.length} tables · seat <strong>{round.collector}</strong> collects the score cards (T25) ·
            seated by {round.seatingMethod}
            {round.seed && ` (seed ${round.seed})`} ·{' '}
            <StaffLink href={`/t/${slug}/rounds/${number}/seating`}>public seating page</StaffLink>
            {round.status !== 'DRAFT' && (
              <>
                {' '}
                · <StaffLink href={`/t/${slug}/rounds/${number}/print/cards`}>Print score cards</StaffLink>
              </>
            )}
          </p>
          <LifecycleButtons
            slug={slug}
            roundId={round.id}
            version={round.version}
            status={round.status}
            open={playing.length}
            withTime={tablesWithTime(round, playing, new Date()).length}
          />
          {round.status === 'DRAFT' && <RepeatList repeats={repeats} threeAgain={threeAgain} />}
          {(round.status === 'STARTED' || round.status === 'TIME_UP') && (
            <TableClockControls slug={slug} roundId={round.id} status={round.status} tables={round.tables} />
          )}
          <h2>Seating</h2>
          <GoToTable tables={round.tables.map((t) => t.table)} to="here" />
          <SeatingCards
            seats={round.seats}
            tables={round.tables.map((t) => t.table)}
            sheets={round.status === 'DRAFT' ? undefined : `/t/${slug}/scores/${number}`}
          />
          {round.status === 'DRAFT' && (
            <>
              <h2>Swap two players</h2>
              <SwapForm slug={slug} roundId={round.id} version={round.version} />
              <h2>Seat this round another way</h2>
              <TablePlan playerCount={await activePlayerCount(db(), tournament.id)} />
              <DraftForms
                slug={slug}
                number={number}
                rotationLabel={rotationLabel(settings.rotation)}
                defaultSeed={randomBytes(3).toString('hex')}
              />
            </>
          )}
        </>
      )}
    </>
  );
}
