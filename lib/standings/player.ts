import 'server-only';
import { rows, type Db } from '@/lib/db/client';
import { standingIn, type PlayerStanding } from './place';
import { currentStandings } from './queries';
import { Prisma } from '@/lib/db/generated/client';

type KeptLine = { basis: string; rank: number | null; ranked: number; afterRound: number | null };

/** The player's row of the kept standings (see storeStandings), with the basis they were computed from. */
const keptLine = (db: Db, tournamentId: string, number: number) =>
  rows<KeptLine>(
    db,
    Prisma.sql`
    SELECT c."basis", c."ranked", c."afterRound", p."rank"
    FROM "StandingsCache" c
    LEFT JOIN "StandingsPlace" p ON p."tournamentId" = c."tournamentId" AND p."number" = ${number}
    WHERE c."tournamentId" = ${tournamentId}`,
  );

type Tournament = { id: string; standingsState: 'LIVE' | 'PENDING' | 'FROZEN' };

/**
 * One player's place in the standings as they are now, `marker` being the standings marker read before: their own
 * row of the kept standings when those were computed from that marker (frozen ones: whatever was kept), without
 * reading the whole standings; computed and kept first otherwise, as the standings page does.
 */
export async function playerStanding(
  db: Db,
  tournament: Tournament,
  number: number,
  marker: string,
): Promise<PlayerStanding> {
  const [line] = await keptLine(db, tournament.id, number);
  const wanted = tournament.standingsState === 'FROZEN' ? (line?.basis ?? marker) : marker;
  if (line?.basis === wanted) return { rank: line.rank, ranked: line.ranked, afterRound: line.afterRound };
  return standingIn((await currentStandings(db, tournament)).standings, number);
}
