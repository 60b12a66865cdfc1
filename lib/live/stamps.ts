import 'server-only';
import type { Db } from '@/lib/db/client';
import { tournamentBySlug } from '@/lib/db/tournament-by-slug';
import { liveMarkers } from '@/lib/standings/live';
import { currentStandings } from '@/lib/standings/queries';
import { digestOf, type Grain, type Stamps } from './grains';

const stamp = (at: Date | null) => at?.getTime().toString(36) ?? '-';

type FrameRow = {
  updatedAt: Date;
  players: bigint;
  playersAt: Date | null;
  rounds: string | null;
  extra: string | null;
};

/**
 * The tournament row, its roster, every round's step (a round's version moves with each step and each swap) and the
 * extra minutes granted to its tables (which round is current may turn on them).
 */
async function frameOf(db: Db, tournamentId: string): Promise<string> {
  const [row] = await db.$queryRaw<FrameRow[]>`
    SELECT t."updatedAt",
           (SELECT count(*) FROM "Player" p WHERE p."tournamentId" = t."id") AS "players",
           (SELECT max(p."changedAt") FROM "Player" p WHERE p."tournamentId" = t."id") AS "playersAt",
           (SELECT string_agg(r."number" || '.' || r."version", ',' ORDER BY r."number")
              FROM "Round" r WHERE r."tournamentId" = t."id") AS "rounds",
           (SELECT count(*) || ':' || sum(rt."extraMinutes") FROM "RoundTable" rt
              WHERE rt."extraMinutes" <> 0
                AND rt."roundId" IN (SELECT r."id" FROM "Round" r WHERE r."tournamentId" = t."id")) AS "extra"
    FROM "Tournament" t WHERE t."id" = ${tournamentId}`;
  return row ? [stamp(row.updatedAt), row.players, stamp(row.playersAt), row.rounds ?? '', row.extra].join('.') : '-';
}

type TableRow = { round: number; table: number; version: number; changedAt: Date; calls: bigint; called: Date | null };

/** Each sheet's stamp (its version and last change) with its calls'; only `keys` (R * 10000 + T) when given. */
async function tablesOf(db: Db, tournamentId: string, keys?: number[]): Promise<Record<string, string>> {
  const rows = await (keys ? someTables(db, tournamentId, keys) : everyTable(db, tournamentId));
  const calls = (row: TableRow) => (row.calls > 0n ? `.${row.calls}.${stamp(row.called)}` : '');
  return Object.fromEntries(
    rows.map((row) => [`${row.round}:${row.table}`, `${row.version}.${stamp(row.changedAt)}${calls(row)}`]),
  );
}

const everyTable = (db: Db, tournamentId: string) =>
  db.$queryRaw<TableRow[]>`
    SELECT r."number" AS "round", rt."table", rt."version", rt."changedAt",
           coalesce(c."calls", 0) AS "calls", c."called"
    FROM "RoundTable" rt
    JOIN "Round" r ON r."id" = rt."roundId"
    LEFT JOIN (SELECT "roundTableId", count(*) AS "calls", max("changedAt") AS "called"
               FROM "DirectorCall" WHERE "tournamentId" = ${tournamentId} GROUP BY 1) c ON c."roundTableId" = rt."id"
    WHERE r."tournamentId" = ${tournamentId}`;

/** A page's few tables, each found by its round and number (the sheet's unique index). */
const someTables = (db: Db, tournamentId: string, keys: number[]) =>
  db.$queryRaw<TableRow[]>`
    SELECT r."number" AS "round", rt."table", rt."version", rt."changedAt",
           (SELECT count(*) FROM "DirectorCall" c WHERE c."roundTableId" = rt."id") AS "calls",
           (SELECT max(c."changedAt") FROM "DirectorCall" c WHERE c."roundTableId" = rt."id") AS "called"
    FROM unnest(${keys}::int[]) AS k("key")
    JOIN "Round" r ON r."tournamentId" = ${tournamentId} AND r."number" = k."key" / 10000
    JOIN "RoundTable" rt ON rt."roundId" = r."id" AND rt."table" = k."key" % 10000`;

type PlaceRow = { number: number; rank: number | null };
type RankingRow = { ranked: number; afterRound: number | null; basis: string };

/** The kept standings' shape and each player's rank in them; only `numbers` when given. */
async function placesOf(db: Db, tournamentId: string, numbers?: number[]) {
  const [[ranking], places] = await Promise.all([
    db.$queryRaw<RankingRow[]>`
      SELECT "ranked", "afterRound", "basis" FROM "StandingsCache" WHERE "tournamentId" = ${tournamentId}`,
    db.$queryRaw<PlaceRow[]>`
      SELECT "number", "rank" FROM "StandingsPlace"
      WHERE "tournamentId" = ${tournamentId}
        AND (${numbers ?? null}::int[] IS NULL OR "number" = ANY(${numbers ?? null}::int[]))`,
  ]);
  return {
    ranking: ranking ? `${ranking.ranked}.${ranking.afterRound ?? '-'}` : '-',
    places: Object.fromEntries(places.map((p) => [String(p.number), p.rank === null ? 'x' : String(p.rank)])),
  };
}

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

type Tournament = { id: string; standingsState: 'LIVE' | 'PENDING' | 'FROZEN' };

/**
 * The stamps of `grains` now, or of every grain (null): the front cache checks its answers against all of them, and
 * reads the ranks from the standings brought up to date first, as a standings page would; a page reads its own
 * grains' before its data, so that a change made meanwhile moves them (ranks as last kept: a page that brings the
 * standings up to date renders once more when that moved its rank).
 */
export async function stampsOf(db: Db, tournament: Tournament, grains: readonly Grain[] | null): Promise<Stamps> {
  const wants = (grain: Grain) => grains === null || grains.includes(grain);
  const { tables, players } = grains ? named(grains) : { tables: undefined, players: undefined };
  const ranks = players === undefined || players.length > 0 || wants('ranking');
  if (grains === null && tournament.standingsState !== 'PENDING') await currentStandings(db, tournament);
  const [frame, markers, tableStamps, places] = await Promise.all([
    wants('frame') ? frameOf(db, tournament.id) : '',
    wants('standings') || wants('all') ? liveMarkers(db, tournament.id) : null,
    tables === undefined || tables.length > 0 ? tablesOf(db, tournament.id, tables) : {},
    ranks ? placesOf(db, tournament.id, players) : null,
  ]);
  return {
    frame,
    standings: markers?.standings ?? '',
    all: markers?.marker ?? '',
    ranking: places?.ranking ?? '',
    tables: tableStamps,
    places: places?.places ?? {},
  };
}

type SiteRow = { tournaments: bigint; changedAt: Date | null };

/** The stamps of what the site's own pages show (the list of tournaments): `frame` only. */
export async function siteStamps(db: Db): Promise<Stamps> {
  const [row] = await db.$queryRaw<SiteRow[]>`
    SELECT count(*) AS "tournaments", max("updatedAt") AS "changedAt" FROM "Tournament"`;
  const frame = `${row?.tournaments ?? 0}.${stamp(row?.changedAt ?? null)}`;
  return { frame, standings: '', ranking: '', all: frame, tables: {}, places: {} };
}

/** The digest of `grains` of the tournament named by `slug` now (read before a page's data); null when there is none. */
export async function digestOfSlug(db: Db, slug: string, grains: readonly Grain[]): Promise<string | null> {
  const tournament = await tournamentBySlug(db, slug);
  return tournament && digestOf(await stampsOf(db, tournament, grains), grains);
}
