import 'server-only';
import { rows, type Db } from '@/lib/db/client';
import { tournamentBySlug } from '@/lib/db/tournament-by-slug';
import { currentStandings } from '@/lib/standings/queries';
import { digestOf, tableGrain, type Grain, type Stamps } from './grains';
import {
  parsedStamps,
  playerStampsQuery,
  rankOf,
  siteStampsOf,
  siteStampsQuery,
  stampsJson,
  stampsQuery,
  type StampsReading,
  type StampsTournament,
} from './stamps-query';

/** The stamps of `grains` now, or of every grain (null), in one query (lib/live/stamps-query.ts). */
async function read(db: Db, tournament: StampsTournament, grains: readonly Grain[] | null) {
  const { query, reading } = stampsQuery(tournament, grains);
  return reading(await rows(db, query));
}

/**
 * Every stamp now: the front cache checks its answers against all of them. The ranks are those of the standings
 * brought up to date first, as a standings page would, when they are behind the settled marker (a round's last sheet
 * accepted, a sheet of an earlier round changed); while the next round's sheets are accepted, they hold still.
 */
async function everyStamp(db: Db, tournament: StampsTournament): Promise<StampsReading> {
  const now = await read(db, tournament, null);
  if (!now.placesBehind) return now;
  await currentStandings(db, tournament);
  return read(db, tournament, null);
}

/**
 * The stamps of `grains` now, or of every grain (null): a page reads its own grains' before its data, so that a change
 * made meanwhile moves them (ranks as last kept: a page that brings the standings up to date renders once more when
 * that moved its rank).
 */
export async function stampsOf(db: Db, tournament: StampsTournament, grains: readonly Grain[] | null): Promise<Stamps> {
  return parsedStamps(grains ? await read(db, tournament, grains) : await everyStamp(db, tournament));
}

/**
 * A player's page's stamps (see `playerStampsQuery`), read alongside the tournament itself; the grains of the tables
 * the player sits at in the published rounds and the player's line of the kept standings, found in the same statement.
 */
export async function playerStamps(db: Db, slug: string, number: number) {
  const { query, reading } = playerStampsQuery(slug, number);
  const { kept, ...read } = reading(await rows(db, query));
  const stamps = parsedStamps(read);
  const tables = Object.keys(stamps.tables).map((key) => {
    const [round, table] = key.split(':');
    return tableGrain(Number(round), Number(table));
  });
  return { stamps, tables, kept: { ...kept, rank: rankOf(stamps.places[number]) } };
}

/** Every stamp of the tournament as the JSON text the front cache reads (`Stamps`), its two big maps not parsed here. */
export async function everyStampJson(db: Db, tournament: StampsTournament): Promise<string> {
  return stampsJson(await everyStamp(db, tournament));
}

/** The stamps of what the site's own pages show (the list of tournaments): `frame` only. */
export async function siteStamps(db: Db): Promise<Stamps> {
  return siteStampsOf(await rows(db, siteStampsQuery));
}

/** The digest of `grains` of the tournament named by `slug` now (read before a page's data); null when there is none. */
export async function digestOfSlug(db: Db, slug: string, grains: readonly Grain[]): Promise<string | null> {
  const tournament = await tournamentBySlug(db, slug);
  return tournament && digestOf(await stampsOf(db, tournament, grains), grains);
}
