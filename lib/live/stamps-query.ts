// The stamps of a tournament's grains (lib/live/grains.ts) as one SQL query, and what its row says: read by the app's
// pages (lib/live/stamps.ts) and by the front process itself (server/http/database-stamps.ts), so nothing here
// reaches for the app's client.
import { Prisma } from '@/lib/db/generated/client';
import { msText } from '@/lib/db/sql';
import {
  markersOf,
  markersQuery,
  placesBehind,
  settledQuery,
  stamp,
  type KeptLine,
  type MarkersRow,
  type TournamentKey,
} from '@/lib/standings/markers';
import { PUBLIC_ROUND_SQL } from '@/lib/sheets/public-rounds';
import { playerGrains, type Grain, type Stamps } from './grains';

/**
 * The tournament row, its roster, every round's step (a round's version moves with each step and each swap) and the
 * extra minutes granted to its tables (which round is current may turn on them).
 */
const frameQuery = (tournamentId: TournamentKey) => Prisma.sql`
    SELECT t."updatedAt" AS "tournamentAt",
           (SELECT count(*) FROM "Player" p WHERE p."tournamentId" = t."id") AS "roster",
           (SELECT max(p."changedAt") FROM "Player" p WHERE p."tournamentId" = t."id") AS "rosterAt",
           (SELECT string_agg(r."number" || '.' || r."version", ',' ORDER BY r."number")
              FROM "Round" r WHERE r."tournamentId" = t."id") AS "steps",
           (SELECT count(*) || ':' || sum(rt."extraMinutes") FROM "RoundTable" rt
              WHERE rt."extraMinutes" <> 0
                AND rt."roundId" IN (SELECT r."id" FROM "Round" r WHERE r."tournamentId" = t."id")) AS "extra"
    FROM "Tournament" t WHERE t."id" = ${tournamentId}`;

type FrameRow = {
  tournamentAt: Date | null;
  roster: bigint | null;
  rosterAt: Date | null;
  steps: string | null;
  extra: string | null;
};

const frameOf = (row: FrameRow) =>
  row.tournamentAt
    ? [stamp(row.tournamentAt), row.roster, stamp(row.rosterAt), row.steps ?? '', row.extra].join('.')
    : '-';

/** A sheet's stamp, from `rt` and its calls' count and last change (`c`): its version, last change and calls'. */
const TABLE_STAMP = Prisma.sql`rt."version" || '.' || ${msText(Prisma.sql`rt."changedAt"`)} ||
  CASE WHEN c."calls" > 0 THEN '.' || c."calls" || '.' || ${msText(Prisma.sql`c."called"`)} ELSE '' END`;

/** Which sheets' stamps are read: every one, those of `keys` (R * 10000 + T), or those a player sits at. */
type Sheets = { every: true } | { keys: number[] } | { player: number };

/**
 * Each sheet's stamp as JSON text (`{"R:T": stamp}`, made by PostgreSQL: the front asks for all 5,500 of a big event
 * twice a second, which cost the app about 30 ms as rows).
 */
const tablesQuery = (tournamentId: TournamentKey, sheets: Sheets) => Prisma.sql`
    SELECT coalesce(json_object_agg(r."number" || ':' || rt."table", ${TABLE_STAMP}), '{}')::text AS "tables"
    FROM ${
      'keys' in sheets
        ? someTables(tournamentId, sheets.keys)
        : 'player' in sheets
          ? playerTables(tournamentId, sheets.player)
          : everyTable(tournamentId)
    }`;

const everyTable = (tournamentId: TournamentKey) => Prisma.sql`"RoundTable" rt
    JOIN "Round" r ON r."id" = rt."roundId"
    LEFT JOIN (SELECT "roundTableId", count(*) AS "calls", max("changedAt") AS "called"
               FROM "DirectorCall" WHERE "tournamentId" = ${tournamentId} GROUP BY 1) c ON c."roundTableId" = rt."id"
    WHERE r."tournamentId" = ${tournamentId}`;

/** A found sheet's calls: how many, and their latest change. */
const TABLE_CALLS = Prisma.sql`CROSS JOIN LATERAL (SELECT count(*) AS "calls", max(dc."changedAt") AS "called"
                        FROM "DirectorCall" dc WHERE dc."roundTableId" = rt."id") c`;

/** A page's few tables, each found by its round and number (the sheet's unique index). */
const someTables = (tournamentId: TournamentKey, keys: number[]) => Prisma.sql`unnest(${keys}::int[]) AS k("key")
    JOIN "Round" r ON r."tournamentId" = ${tournamentId} AND r."number" = k."key" / 10000
    JOIN "RoundTable" rt ON rt."roundId" = r."id" AND rt."table" = k."key" % 10000
    ${TABLE_CALLS}`;

/** The tables a player sits at in the published rounds (never a draft's), found from their seats. */
const playerTables = (tournamentId: TournamentKey, number: number) => Prisma.sql`"Player" p
    JOIN "Seat" s ON s."playerId" = p."id"
    JOIN "Round" r ON r."id" = s."roundId" AND ${PUBLIC_ROUND_SQL}
    JOIN "RoundTable" rt ON rt."roundId" = r."id" AND rt."table" = s."table"
    ${TABLE_CALLS}
    WHERE p."tournamentId" = ${tournamentId} AND p."number" = ${number}`;

/**
 * The kept standings' shape, the settled marker they were kept for, and each player's rank in them as JSON text
 * (`{"N": rank or "x"}`); only `numbers` when given.
 */
const placesQuery = (tournamentId: TournamentKey, numbers?: number[]) => Prisma.sql`
    SELECT c."ranked", c."afterRound", c."settled" AS "keptSettled", c."tournamentId" IS NOT NULL AS "kept",
      (SELECT coalesce(json_object_agg(p."number", coalesce(p."rank"::text, 'x')), '{}')::text
       FROM "StandingsPlace" p
       WHERE p."tournamentId" = t."id"
         AND (${numbers ?? null}::int[] IS NULL OR p."number" = ANY(${numbers ?? null}::int[]))) AS "places"
    FROM "Tournament" t LEFT JOIN "StandingsCache" c ON c."tournamentId" = t."id"
    WHERE t."id" = ${tournamentId}`;

type PlacesRow = {
  ranked: number | null;
  afterRound: number | null;
  keptSettled: string | null;
  kept: boolean | null;
  places: string | null;
};

/** A part of the stamps' one query, read only when `wanted` (a constant: PostgreSQL does not run the part otherwise). */
const part = (query: Prisma.Sql, alias: string, wanted: boolean) =>
  Prisma.sql`LEFT JOIN (${query}) ${Prisma.raw(alias)} ON ${Prisma.raw(String(wanted))}`;

/** Of the grains `grains`, the tables and the players they name. */
function named(grains: readonly Grain[]) {
  const tables: number[] = [];
  const players: number[] = [];
  for (const grain of grains) {
    const [kind, a, b] = grain.split(':');
    if (kind === 'table') tables.push(Number(a) * 10000 + Number(b));
    if (kind === 'place') players.push(Number(a));
  }
  return { tables, players };
}

export type StampsTournament = { id: string; standingsState: 'LIVE' | 'PENDING' | 'FROZEN' };

/** The stamps, with the tables' and the places' as the JSON text PostgreSQL made of them. */
export type StampParts = Omit<Stamps, 'tables' | 'places'> & { tables: string; places: string };

type StampsRow = FrameRow & Partial<MarkersRow> & PlacesRow & { tables: string | null; settledNow: string | null };

/** What one reading of the stamps says: the stamps, and whether the kept ranks are behind (when it read every stamp). */
export type StampsReading = StampParts & { placesBehind: boolean };

/**
 * The stamps of `grains` now, or of every grain (null), as one query. Reading every stamp, it says also whether the kept
 * ranks are behind the settled marker (see `settledQuery`): the ranks' stamps are then those of ranks about to change,
 * and whoever wants every stamp brings the standings up to date first (a page's few grains do not: the settled marker
 * reads every sheet, and only a player's page reads it with its own, `playerStampsQuery`).
 */
export function stampsQuery(tournament: StampsTournament, grains: readonly Grain[] | null) {
  const sheets: Sheets = grains ? { keys: named(grains).tables } : { every: true };
  return composed(tournament.id, grains, sheets, tournament.standingsState);
}

/**
 * A player's page's stamps, the tournament found by its address (so they are read alongside it, not after): its frame,
 * the ranking, the player's place and each table they sit at in a published round, the tables themselves found in the
 * same statement as their stamps. The tables' grains are the keys of the stamps' `tables`. With them, the kept
 * standings' line of the player and the settled marker now, which say whether the player's kept place may be shown.
 */
export function playerStampsQuery(slug: string, number: number) {
  const tournamentId = Prisma.sql`(SELECT "id" FROM "Tournament" WHERE "slug" = ${slug})`;
  const { query, reading } = composed(tournamentId, playerGrains(number), { player: number }, null);
  return { query, reading: (rows: StampsRow[]) => ({ ...reading(rows), kept: keptLineOf(rows[0]!) }) };
}

/** The kept standings' shape and marker in a row of the stamps (the player's rank is in its `places`: `rankOf`). */
function keptLineOf({ kept, keptSettled, settledNow, ranked, afterRound }: StampsRow): Omit<KeptLine, 'rank'> {
  return { kept, keptSettled, settledNow, ranked, afterRound };
}

/** A player's rank from their place's stamp (`placesQuery`: 'x' for none), null when they have none. */
export const rankOf = (place: string | undefined) => (place && place !== 'x' ? Number(place) : null);

/** The query of `grains` (every one: null) and what its row says; the kept ranks said behind only when every one. */
function composed(
  tournamentId: TournamentKey,
  grains: readonly Grain[] | null,
  sheets: Sheets,
  standingsState: StampsTournament['standingsState'] | null,
) {
  const wants = (grain: Grain) => grains === null || grains.includes(grain);
  const players = grains ? named(grains).players : undefined;
  const ranks = players === undefined || players.length > 0 || wants('ranking');
  const shown = wants('standings') || wants('all');
  const anySheet = !('keys' in sheets) || sheets.keys.length > 0;
  const settled = Prisma.sql`SELECT "settled" AS "settledNow" FROM (${settledQuery(tournamentId)}) s`;
  const query = Prisma.sql`
    SELECT f.*, m.*, tb.*, pl.*, st.* FROM (SELECT 1) one
    ${part(frameQuery(tournamentId), 'f', wants('frame'))}
    ${part(markersQuery(tournamentId), 'm', shown)}
    ${part(tablesQuery(tournamentId, sheets), 'tb', anySheet)}
    ${part(placesQuery(tournamentId, players), 'pl', ranks)}
    ${part(settled, 'st', grains === null || 'player' in sheets)}`;
  const reading = (row: StampsRow): StampsReading => {
    const live = shown ? markersOf(row as MarkersRow) : null;
    return {
      frame: wants('frame') ? frameOf(row) : '',
      standings: shown ? live!.standings : '',
      all: shown ? live!.marker : '',
      ranking: ranks ? (row.ranked != null ? `${row.ranked}.${row.afterRound ?? '-'}` : '-') : '',
      tables: row.tables ?? '{}',
      places: row.places ?? '{}',
      placesBehind: grains === null && standingsState !== null && placesBehind(standingsState, row),
    };
  };
  return { query, reading: (rows: StampsRow[]) => reading(rows[0]!) };
}

/** Stamps whose big maps are still the JSON text PostgreSQL made of them, read. */
export const parsedStamps = ({ tables, places, frame, standings, ranking, all }: StampParts): Stamps => ({
  frame,
  standings,
  ranking,
  all,
  tables: JSON.parse(tables),
  places: JSON.parse(places),
});

/** Every stamp as the JSON text the front cache reads (`Stamps`), its two big maps not parsed. */
export const stampsJson = ({ tables, places, frame, standings, ranking, all }: StampParts): string =>
  `${JSON.stringify({ frame, standings, ranking, all }).slice(0, -1)},"tables":${tables},"places":${places}}`;

/** The query of the stamps of what the site's own pages show (the list of tournaments): `frame` only. */
export const siteStampsQuery = Prisma.sql`
    SELECT count(*) AS "tournaments", max("updatedAt") AS "changedAt" FROM "Tournament"`;

/** The site's stamps from the row of `siteStampsQuery`. */
export function siteStampsOf(rows: { tournaments: bigint; changedAt: Date | null }[]): Stamps {
  const [row] = rows;
  const frame = `${row?.tournaments ?? 0}.${stamp(row?.changedAt ?? null)}`;
  return { frame, standings: '', ranking: '', all: frame, tables: {}, places: {} };
}

/** The query of a tournament by its address, with what the stamps need of it; no row when there is none. */
export const stampsTournamentQuery = (slug: string) => Prisma.sql`
    SELECT "id", "standingsState" FROM "Tournament" WHERE "slug" = ${slug}`;
