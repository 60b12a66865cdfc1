import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { db } from '@/lib/db/client';
import { playerCard, playerNumberParam } from '@/lib/players/public-queries';
import { currentRound, isUpcoming, todayFirst } from '@/lib/rounds/current-round';
import { roundsOf } from '@/lib/rounds/queries';
import { changeMarkerOf } from '@/lib/standings/live';
import { heldBackFrom } from '@/lib/standings/held';
import { publicStandings } from '@/lib/standings/queries';
import { LiveRefresh } from '@/app/_components/live-refresh';
import Link from 'next/link';
import { PlayerSummary } from './_components/player-summary';
import { CallPanel } from '@/app/_components/calls/call-panel';
import { playerTableInPlay } from '@/lib/calls/queries';
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
  // Read before the card: a change made meanwhile moves the marker, and the page renders again.
  const marker = await changeMarkerOf(db(), slug);
  const held = (await heldBackFrom(db(), slug)) === true;
  const card = await playerCard(db(), slug, badge, { held });
  if (!card) notFound();
  const [view, tournamentRounds, playing] = await Promise.all([
    publicStandings(db(), slug),
    roundsOf(db(), card.tournament.id, false),
    playerTableInPlay(db(), card.tournament.id, badge),
  ]);
  const current = currentRound(tournamentRounds, Date.now());
  const row = view?.standings?.rows.find((r) => r.player.number === badge);
  const after = view?.standings?.afterRound;
  const standing = (
    <p className="player-rank">
      <Link href={`/t/${slug}/standings`}>Standings</Link>:{' '}
      {!view?.released
        ? 'results pending'
        : row?.rank
          ? `rank ${row.rank} of ${view.standings?.rows.filter((r) => r.rank !== null).length}${after ? `, after round ${after}` : ''}`
          : 'not ranked'}
    </p>
  );
  return (
    <>
      <LiveRefresh slug={slug} rendered={marker} />
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
        ).map((round) => (
          <RoundCard
            key={round.round}
            slug={slug}
            round={round}
            held={held}
            when={round.round === current?.number ? 'now' : isUpcoming(round, current) ? 'upcoming' : null}
          />
        ))
      )}
    </>
  );
}
