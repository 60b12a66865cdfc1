import 'server-only';
import { rows, type Db } from '@/lib/db/client';
import { standingIn, type PlayerStanding } from './place';
import { currentStandings } from './queries';
import { Prisma } from '@/lib/db/generated/client';

type KeptLine = { rank: number | null; ranked: number; afterRound: number | null };

/** The player's row of the kept standings (see storeStandings), with the basis they were computed from. */
const keptLine = (db: Db, tournamentId: string, number: number) =>
  rows<KeptLine>(
    db,
    Prisma.sql`
    SELECT c."ranked", c."afterRound", p."rank"
    FROM "StandingsCache" c
    LEFT JOIN "StandingsPlace" p ON p."tournamentId" = c."tournamentId" AND p."number" = ${number}
    WHERE c."tournamentId" = ${tournamentId}`,
  );

type Tournament = { id: string; standingsState: 'LIVE' | 'PENDING' | 'FROZEN' };

/**
 * One player's place in the standings as they are now, `placesBehind` saying whether the kept ranks were behind the
 * settled marker when the page read its stamps (lib/live/stamps.ts): their own row of the kept standings when they
 * were not, without reading the whole standings; computed and kept first otherwise, as the standings page does.
 */
export async function playerStanding(
  db: Db,
  tournament: Tournament,
  number: number,
  placesBehind: boolean,
): Promise<PlayerStanding> {
  const [line] = placesBehind ? [] : await keptLine(db, tournament.id, number);
  if (line) return { rank: line.rank, ranked: line.ranked, afterRound: line.afterRound };
  return standingIn((await currentStandings(db, tournament)).standings, number);
}
