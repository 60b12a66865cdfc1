import 'server-only';
import { rows, type Db } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';
import { tournamentBySlug } from '@/lib/db/tournament-by-slug';

/**
 * What live pages poll and caches key on. `marker` moves whenever anything public of the tournament does: a sheet, a
 * player or a call to the Director (their `changedAt` is set by database triggers, whatever wrote them), a round's
 * step, or the tournament itself. `standings` moves only when what the standings are computed from does: an accepted
 * sheet (accepted, changed or reopened), a player or the tournament; games saved on sheets still being played, and
 * calls, leave it where it is.
 */
export type LiveMarkers = { marker: string; standings: string };

/** What the markers are made of: one row of `markersQuery`. */
export type MarkersRow = {
  rounds: bigint | null;
  sheets: Date | null;
  accepted: Date | null;
  acceptedCount: bigint;
  players: Date | null;
  calls: Date | null;
  tournament: Date | null;
};

/** A time as a short stamp ('-' for none): the markers and the stamps only have to change when it does. */
export const stamp = (at: Date | null) => at?.getTime().toString(36) ?? '-';

/** The query of the tournament's `MarkersRow` (also read inside a page's stamps, lib/live/stamps.ts). */
export const markersQuery = (tournamentId: string) => Prisma.sql`
    SELECT max(rt."changedAt") AS "sheets",
           max(rt."changedAt") FILTER (WHERE rt."status" = 'ACCEPTED') AS "accepted",
           count(*) FILTER (WHERE rt."status" = 'ACCEPTED') AS "acceptedCount",
           (SELECT max(p."changedAt") FROM "Player" p WHERE p."tournamentId" = ${tournamentId}) AS "players",
           (SELECT max(c."changedAt") FROM "DirectorCall" c WHERE c."tournamentId" = ${tournamentId}) AS "calls",
           (SELECT t."updatedAt" FROM "Tournament" t WHERE t."id" = ${tournamentId}) AS "tournament",
           (SELECT sum(ro."version") FROM "Round" ro WHERE ro."tournamentId" = ${tournamentId}) AS "rounds"
    FROM "RoundTable" rt JOIN "Round" r ON r."id" = rt."roundId"
    WHERE r."tournamentId" = ${tournamentId}`;

/** The markers of a `MarkersRow`. */
export function markersOf({ rounds, sheets, accepted, acceptedCount, players, calls, tournament }: MarkersRow) {
  const common = [stamp(players), stamp(tournament)];
  return {
    // Calls move what table and player pages show, never the standings; every step of a round moves its version.
    marker: [stamp(sheets), stamp(calls), ...common, `${rounds ?? 0}`].join('.'),
    // The count too: reopening a sheet takes it out of the accepted ones without moving their latest change.
    standings: [`${acceptedCount}`, stamp(accepted), ...common].join('.'),
  };
}

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
