import 'server-only';
import { rows, type Db } from '@/lib/db/client';
import { tournamentBySlug } from '@/lib/db/tournament-by-slug';
import { markersOf, markersQuery, type LiveMarkers, type MarkersRow } from './markers';

/** The tournament's live markers, in one query. */
export async function liveMarkers(db: Db, tournamentId: string): Promise<LiveMarkers> {
  const [row] = await rows<MarkersRow>(db, markersQuery(tournamentId));
  return markersOf(row!);
}

/** The marker that moves whenever anything public of the tournament does. */
export async function changeMarker(db: Db, tournamentId: string): Promise<string> {
  return (await liveMarkers(db, tournamentId)).marker;
}

/** The live markers of the tournament named by `slug`; null when there is none. */
export async function liveMarkersOf(db: Db, slug: string): Promise<LiveMarkers | null> {
  const tournament = await tournamentBySlug(db, slug);
  return tournament && liveMarkers(db, tournament.id);
}

/** The change marker of the tournament named by `slug`; null when there is none. */
export async function changeMarkerOf(db: Db, slug: string): Promise<string | null> {
  return (await liveMarkersOf(db, slug))?.marker ?? null;
}
