import 'server-only';
import { rows, type Db } from '@/lib/db/client';
import { standingIn, type PlayerStanding } from './place';
import { currentStandings } from './queries';
import { placesBehind, settledQuery, type SettledRow } from './markers';
import { Prisma } from '@/lib/db/generated/client';

type KeptLine = SettledRow & { rank: number | null; ranked: number | null; afterRound: number | null };

/** The player's row of the kept standings (see storeStandings), with the settled marker now and theirs. */
const keptLine = (db: Db, tournamentId: string, number: number) =>
  rows<KeptLine>(
    db,
    Prisma.sql`
    SELECT c."ranked", c."afterRound", p."rank", c."settled" AS "keptSettled", c."tournamentId" IS NOT NULL AS "kept",
           s."settled" AS "settledNow"
    FROM (${settledQuery(tournamentId)}) s
    LEFT JOIN "StandingsCache" c ON c."tournamentId" = ${tournamentId}
    LEFT JOIN "StandingsPlace" p ON p."tournamentId" = ${tournamentId} AND p."number" = ${number}`,
  );

type Tournament = { id: string; standingsState: 'LIVE' | 'PENDING' | 'FROZEN' };

/**
 * The player's place as kept, and whether the kept ranks are behind the settled marker (see settledQuery): a round's
 * last sheet accepted, an earlier sheet changed, since they were kept.
 */
export async function keptPlace(db: Db, tournament: Tournament, number: number) {
  // One row always: the settled marker's.
  const line = (await keptLine(db, tournament.id, number))[0]!;
  const place: PlayerStanding | null = line.kept
    ? { rank: line.rank, ranked: line.ranked!, afterRound: line.afterRound }
    : null;
  return { place, behind: placesBehind(tournament.standingsState, line) };
}

/**
 * One player's place in the standings as they are now: their own row of the kept standings when these are not behind,
 * without reading the whole standings; computed and kept first otherwise, as the standings page does.
 */
export async function playerStanding(db: Db, tournament: Tournament, number: number): Promise<PlayerStanding> {
  const { place, behind } = await keptPlace(db, tournament, number);
  if (place && !behind) return place;
  return standingIn((await currentStandings(db, tournament)).standings, number);
}
