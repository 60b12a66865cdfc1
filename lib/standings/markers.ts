// What the live markers and the settled standings' marker are made of, as SQL: read by the app's pages and by the
// front process itself (server/http/database-stamps.ts), so nothing here reaches for the app's client.
import { Prisma } from '@/lib/db/generated/client';
import { msText } from '@/lib/db/sql';

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

/** A tournament in SQL: its id, or a scalar subquery that finds it (by its address). */
export type TournamentKey = string | Prisma.Sql;

/**
 * Round `r`'s sheets summed (`rs`): how many, how many accepted, their versions' sum, their latest change and the latest
 * change of those accepted.
 */
const roundSheets = Prisma.sql`CROSS JOIN LATERAL (
      SELECT count(*) AS "count", count(*) FILTER (WHERE rt."status" = 'ACCEPTED') AS "accepted",
             sum(rt."version") AS "versions", max(rt."changedAt") AS "changedAt",
             max(rt."changedAt") FILTER (WHERE rt."status" = 'ACCEPTED') AS "acceptedAt"
      FROM "RoundTable" rt WHERE rt."roundId" = r."id") rs`;

/**
 * The query of the tournament's `MarkersRow` (also read inside a page's stamps, lib/live/stamps.ts). Each round's sheets
 * are summed apart, found by the round's index (`roundSheets`): a quarter less of PostgreSQL's time than joining them all.
 */
export const markersQuery = (tournamentId: TournamentKey) => Prisma.sql`
    SELECT max(rs."changedAt") AS "sheets",
           max(rs."acceptedAt") AS "accepted",
           coalesce(sum(rs."accepted"), 0)::bigint AS "acceptedCount",
           (SELECT max(p."changedAt") FROM "Player" p WHERE p."tournamentId" = ${tournamentId}) AS "players",
           (SELECT max(c."changedAt") FROM "DirectorCall" c WHERE c."tournamentId" = ${tournamentId}) AS "calls",
           (SELECT t."updatedAt" FROM "Tournament" t WHERE t."id" = ${tournamentId}) AS "tournament",
           (SELECT sum(ro."version") FROM "Round" ro WHERE ro."tournamentId" = ${tournamentId}) AS "rounds"
    FROM "Round" r ${roundSheets}
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

/** A time as text in the settled marker, '-' for none. */
const timeText = (column: Prisma.Sql) => Prisma.sql`coalesce(${msText(column)}, '-')`;

/**
 * A tournament's players as a stamp, their count and latest change (a database trigger moves it at every write to a
 * player), as a scalar subquery: what names and numbers read elsewhere are checked against.
 */
export const rosterStamp = (tournamentId: TournamentKey) => Prisma.sql`
    (SELECT count(*) || ':' || ${timeText(Prisma.sql`max(p."changedAt")`)}
       FROM "Player" p WHERE p."tournamentId" = ${tournamentId})`;

/**
 * The settled marker (`settled`): what the ranks after the last round all accepted are computed from, which a player's
 * own page shows. It moves when that round changes (a round's last sheet accepted, an earlier one reopened), when a
 * sheet of those rounds does, and with the players and the tournament; the next round's sheets being accepted leave
 * it where it is, so neither the players' pages nor their ranks' stamps wait for the whole standings meanwhile. The
 * rounds counted are those `standingsBasis` (lib/standings/compute.ts) counts: published, every sheet accepted, in a
 * row from the first.
 */
export const settledQuery = (tournamentId: TournamentKey) => Prisma.sql`
    SELECT concat_ws('.',
             coalesce(string_agg(s."number" || ':' || s."stamp", ',' ORDER BY s."number") FILTER (WHERE s."done"), '-'),
             ${rosterStamp(tournamentId)},
             (SELECT ${timeText(Prisma.sql`t."updatedAt"`)} FROM "Tournament" t WHERE t."id" = ${tournamentId})) AS "settled"
    FROM (SELECT r."number",
                 concat_ws(':', rs."count", rs."versions", ${timeText(Prisma.sql`rs."changedAt"`)}) AS "stamp",
                 bool_and(rs."count" > 0 AND rs."count" = rs."accepted") OVER (ORDER BY r."number") AS "done"
          FROM "Round" r ${roundSheets}
          WHERE r."tournamentId" = ${tournamentId} AND r."status" <> 'DRAFT') s`;

/** The settled marker now, and that of the kept standings (`kept`: whether any are kept). */
export type SettledRow = { kept: boolean | null; keptSettled: string | null; settledNow: string | null };

/** A player's line of the kept standings (their rank, of how many, after which round) with the settled markers. */
export type KeptLine = SettledRow & { rank: number | null; ranked: number | null; afterRound: number | null };

/**
 * Whether the kept ranks are behind what they are computed from: live standings kept for another settled marker (or
 * none kept); frozen ones never kept; held-back ones are not computed while held.
 */
export function placesBehind(standingsState: 'LIVE' | 'PENDING' | 'FROZEN', row: SettledRow): boolean {
  if (standingsState === 'PENDING') return false;
  if (standingsState === 'FROZEN') return !row.kept;
  return row.keptSettled !== row.settledNow;
}
