import type { Db } from '@/lib/db/client';

/**
 * What changes whenever anything public of the tournament does: the latest change to a sheet or a player (set by
 * database triggers, whatever wrote it) and to the tournament itself. Live pages poll it; the standings cache keys on it.
 */
export async function changeMarker(db: Db, tournamentId: string): Promise<string> {
  const [row] = await db.$queryRaw<{ sheets: Date | null; players: Date | null; tournament: Date }[]>`
    SELECT (SELECT max(rt."changedAt") FROM "RoundTable" rt JOIN "Round" r ON r."id" = rt."roundId"
             WHERE r."tournamentId" = ${tournamentId}) AS "sheets",
           (SELECT max(p."changedAt") FROM "Player" p WHERE p."tournamentId" = ${tournamentId}) AS "players",
           (SELECT t."updatedAt" FROM "Tournament" t WHERE t."id" = ${tournamentId}) AS "tournament"`;
  const stamp = (at: Date | null | undefined) => at?.getTime().toString(36) ?? '-';
  return [stamp(row?.sheets), stamp(row?.players), stamp(row?.tournament)].join('.');
}

/** The change marker of the tournament named by `slug`; null when there is none. */
export async function changeMarkerOf(db: Db, slug: string): Promise<string | null> {
  const tournament = await db.tournament.findUnique({ where: { slug }, select: { id: true } });
  return tournament && changeMarker(db, tournament.id);
}
