import type { Db } from '@/lib/db/client';
import { computeStandings, type Standings } from './compute';
import { changeMarker } from './live';

/** A burst of accepted sheets recomputes the standings at most this often; a change still shows within seconds. */
const FRESH_MS = 2000;

type Tournament = { id: string; standingsState: 'LIVE' | 'PENDING' | 'FROZEN' };

/**
 * The standings as they are now, computed once per change (not per request) and kept in the database, so that every
 * app instance serves the same. Frozen standings stay as they were frozen.
 */
export async function currentStandings(db: Db, tournament: Tournament): Promise<KeptStandings> {
  const cache = await db.standingsCache.findUnique({ where: { tournamentId: tournament.id } });
  const kept = cache && { standings: cache.body as unknown as Standings, basis: cache.basis };
  if (kept && tournament.standingsState === 'FROZEN') return kept;
  const marker = await changeMarker(db, tournament.id);
  const fresh = cache && Date.now() - cache.computedAt.getTime() < FRESH_MS;
  if (kept && (kept.basis === marker || fresh)) return kept;
  return storeStandings(db, tournament.id, marker);
}

/** Standings and the change marker they were computed from: a live page polls until the marker moves on. */
export type KeptStandings = { standings: Standings; basis: string };

/** Computes the standings and keeps them, with the change marker read before they were computed. */
export async function storeStandings(db: Db, tournamentId: string, marker?: string): Promise<KeptStandings> {
  const basis = marker ?? (await changeMarker(db, tournamentId));
  const standings = await computeStandings(db, tournamentId);
  const data = { basis, body: standings as object, computedAt: new Date() };
  await db.standingsCache.upsert({ where: { tournamentId }, create: { tournamentId, ...data }, update: data });
  return { standings, basis };
}

export type PublicStandings = {
  tournament: { id: string; slug: string; name: string };
  state: Tournament['standingsState'];
  /** False while the Director holds them back ("results pending"): no rows, except for staff checking them. */
  released: boolean;
  standings: Standings | null;
  /** The change marker the standings shown were computed from; null when none are shown. */
  basis: string | null;
};

/** The standings page and API: the tournament's standings, unless held back and the reader is not staff. */
export async function publicStandings(db: Db, slug: string, staff = false): Promise<PublicStandings | null> {
  const tournament = await db.tournament.findUnique({
    where: { slug },
    select: { id: true, slug: true, name: true, standingsState: true },
  });
  if (!tournament) return null;
  const { standingsState: state, ...about } = tournament;
  const released = state !== 'PENDING';
  const kept = released || staff ? await currentStandings(db, tournament) : null;
  return { tournament: about, state, released, standings: kept?.standings ?? null, basis: kept?.basis ?? null };
}
