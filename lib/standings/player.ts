import 'server-only';
import type { Db } from '@/lib/db/client';
import { standingIn, type PlayerStanding } from './place';
import { currentStandings } from './queries';
import { placesBehind, type KeptLine } from './markers';

type Tournament = { id: string; standingsState: 'LIVE' | 'PENDING' | 'FROZEN' };

/**
 * The player's place as kept (their line, read with their page's stamps: lib/live/stamps.ts), and whether the kept
 * ranks are behind the settled marker (see settledQuery): a round's last sheet accepted, an earlier sheet changed,
 * since they were kept.
 */
export function keptPlace(tournament: Tournament, line: KeptLine) {
  const place: PlayerStanding | null = line.kept
    ? { rank: line.rank, ranked: line.ranked!, afterRound: line.afterRound }
    : null;
  return { place, behind: placesBehind(tournament.standingsState, line) };
}

/**
 * One player's place in the standings as they are now: their line of the kept standings when these are not behind,
 * without reading the whole standings; computed and kept first otherwise, as the standings page does.
 */
export async function playerStanding(
  db: Db,
  tournament: Tournament,
  number: number,
  line: KeptLine,
): Promise<PlayerStanding> {
  const { place, behind } = keptPlace(tournament, line);
  if (place && !behind) return place;
  return standingIn((await currentStandings(db, tournament)).standings, number);
}
