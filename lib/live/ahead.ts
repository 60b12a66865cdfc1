import 'server-only';
import { rows, type Db } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';

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
  // One query (five through the ORM's compiler before, 2,500 rows mapped every 2 s while a hall reads its pages).
  const rounds = await rows<OpenRound & { slug: string }>(
    db,
    Prisma.sql`
    SELECT t."slug", r."number",
      coalesce((SELECT array_agg(rt."table" ORDER BY rt."table") FROM "RoundTable" rt WHERE rt."roundId" = r."id"),
               '{}') AS "tables",
      coalesce((SELECT array_agg(p."number") FROM "Seat" s JOIN "Player" p ON p."id" = s."playerId"
                WHERE s."roundId" = r."id"), '{}') AS "players"
    FROM "Round" r JOIN "Tournament" t ON t."id" = r."tournamentId"
    WHERE r."status"::text IN (${Prisma.join([...READ_ROUNDS])})
    ORDER BY r."tournamentId", r."number"`,
  );
  const bySlug = new Map<string, OpenRound[]>();
  for (const round of rounds) bySlug.set(round.slug, [...(bySlug.get(round.slug) ?? []), round]);
  return [...bySlug].map(([slug, open]) => ({ slug, addresses: addressesOf(slug, open) }));
}

type OpenRound = { number: number; tables: number[]; players: number[] };

function addressesOf(slug: string, rounds: readonly OpenRound[]): string[] {
  const t = `/t/${slug}`;
  const shared = [t, `${t}/clock`, `${t}/seating`, `${t}/standings`, `${t}/standings/projector`];
  const players = new Set(rounds.flatMap((round) => round.players));
  return [
    ...shared,
    ...rounds.flatMap(({ number }) => [`${t}/rounds/${number}/seating`, `${t}/rounds/${number}/projector`]),
    ...[...players].sort((a, b) => a - b).map((number) => `${t}/player/${number}`),
    ...rounds.flatMap(({ number, tables }) => tables.map((table) => `${t}/rounds/${number}/tables/${table}`)),
  ];
}
