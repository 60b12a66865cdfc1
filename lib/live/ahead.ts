import 'server-only';
import type { Db } from '@/lib/db/client';

/** The rounds a hall reads: published ahead, in play, or with time called. */
const READ_ROUNDS = ['PUBLISHED', 'STARTED', 'TIME_UP'] as const;

export type AddressesAhead = { slug: string; addresses: string[] }[];

/**
 * The public addresses a hall loads at a round's start and end, for each tournament with a round published or in
 * play: its overview, clock, seating and standings (and their big screens), each such round's seating and tables,
 * and the page of each player seated in one, in that order. The front cache makes them before the players ask
 * (server/http/made-ahead.ts).
 */
export async function addressesAhead(db: Db): Promise<AddressesAhead> {
  const rounds = await db.round.findMany({
    where: { status: { in: [...READ_ROUNDS] } },
    orderBy: [{ tournamentId: 'asc' }, { number: 'asc' }],
    select: {
      number: true,
      tournament: { select: { slug: true } },
      tables: { select: { table: true }, orderBy: { table: 'asc' } },
      seats: { select: { player: { select: { number: true } } } },
    },
  });
  const bySlug = new Map<string, typeof rounds>();
  for (const round of rounds) bySlug.set(round.tournament.slug, [...(bySlug.get(round.tournament.slug) ?? []), round]);
  return [...bySlug].map(([slug, open]) => ({ slug, addresses: addressesOf(slug, open) }));
}

type OpenRound = { number: number; tables: { table: number }[]; seats: { player: { number: number } }[] };

function addressesOf(slug: string, rounds: readonly OpenRound[]): string[] {
  const t = `/t/${slug}`;
  const shared = [t, `${t}/clock`, `${t}/seating`, `${t}/standings`, `${t}/standings/projector`];
  const players = new Set(rounds.flatMap((round) => round.seats.map((seat) => seat.player.number)));
  return [
    ...shared,
    ...rounds.flatMap(({ number }) => [`${t}/rounds/${number}/seating`, `${t}/rounds/${number}/projector`]),
    ...[...players].sort((a, b) => a - b).map((number) => `${t}/player/${number}`),
    ...rounds.flatMap(({ number, tables }) => tables.map(({ table }) => `${t}/rounds/${number}/tables/${table}`)),
  ];
}
