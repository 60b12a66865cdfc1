import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { db } from '@/lib/db/client';
import { playerCard, playerNumberParam } from '@/lib/players/public-queries';
import { currentRound, currentRoundTurnsAt, isUpcoming, todayFirst } from '@/lib/rounds/current-round';
import { roundsOf } from '@/lib/rounds/queries';
import { heldFor } from '@/lib/standings/held';
import { currentAccess } from '@/lib/auth/session';
import { playerStanding } from '@/lib/standings/player';
import { LiveRefresh } from '@/app/_components/live-refresh';
import { CacheGrains } from '@/app/_components/cache-grains';
import { digestOf, playerGrains, type Grain } from '@/lib/live/grains';
import { playerStamps } from '@/lib/live/stamps';
import Link from '@/app/_components/link';
import { PlayerSummary } from './_components/player-summary';
import { CallPanel } from '@/app/_components/calls/call-panel';
import { tableInPlay } from '@/lib/calls/rules';
import { RoundCard } from './_components/round-card';

type Props = { params: Promise<{ slug: string; number: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Player #${(await params).number}` };
}

/**
 * A player's own page for their phone: status, points, and every published round's table, opponents and card. While
 * the standings are held back, no points (results pending): each table's page still shows its games.
 */
export default async function PlayerPage({ params }: Props) {
  const { slug, number } = await params;
  const badge = playerNumberParam(number);
  if (badge === null) notFound();
  // What the page shows: the tournament, the player's tables and rank. Their stamps are read before the card, alongside
  // the tournament, the tables and the player's kept place found with their stamps: a change made meanwhile moves them,
  // and the page renders again.
  const [access, { stamps, tables, kept }] = await Promise.all([currentAccess(slug), playerStamps(db(), slug, badge)]);
  if (!access) notFound();
  const { tournament } = access;
  const grains: Grain[] = [...playerGrains(badge), ...tables];
  const held = heldFor(access);
  // Held back: "results pending" here, for staff too (they check the standings on the standings page).
  const released = tournament.standingsState !== 'PENDING';
  const [card, place, tournamentRounds] = await Promise.all([
    playerCard(db(), slug, badge, { held }),
    released ? playerStanding(db(), tournament, badge, kept) : null,
    roundsOf(db(), tournament.id, false),
  ]);
  if (!card) notFound();
  const playing = tableInPlay(card.rounds);
  const now = Date.now();
  const current = currentRound(tournamentRounds, now);
  const standing = (
    <p className="player-rank">
      <Link href={`/t/${slug}/standings`}>Standings</Link>:{' '}
      {!place
        ? 'results pending'
        : place.afterRound === null
          ? "ranked once a round's results are all in"
          : place.rank
            ? `rank ${place.rank} of ${place.ranked}, after round ${place.afterRound}`
            : 'not ranked'}
    </p>
  );
  return (
    <>
      <CacheGrains grains={grains} until={currentRoundTurnsAt(tournamentRounds, now)} />
      <LiveRefresh slug={slug} rendered={digestOf(stamps, grains)} grains={grains} />
      <PlayerSummary card={card} standing={standing} />
      {playing && (
        <CallPanel
          slug={slug}
          roundTableId={playing.roundTableId}
          title={`Round ${playing.round}, table ${playing.table}`}
          seat={playing.seat}
        />
      )}
      {card.rounds.length === 0 ? (
        <p className="muted">Not seated in a published round yet.</p>
      ) : (
        todayFirst(
          card.rounds.map((r) => ({ ...r, number: r.round, status: r.roundStatus })),
          current?.number ?? null,
        ).map((round, index) => (
          <RoundCard
            key={round.round}
            slug={slug}
            round={round}
            held={held}
            when={round.round === current?.number ? 'now' : isUpcoming(round, current) ? 'upcoming' : null}
            // The round on top and any sheet still to check, told game by game; settled rounds in a line each.
            detailed={index === 0 || round.sheet !== 'ACCEPTED'}
          />
        ))
      )}
    </>
  );
}
