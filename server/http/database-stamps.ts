import type pg from 'pg';
import { rowsOn } from '@/lib/db/pool';
import type { Stamps } from '@/lib/live/grains';
import {
  parsedStamps,
  siteStampsOf,
  siteStampsQuery,
  stampsQuery,
  stampsTournamentQuery,
  type StampsTournament,
} from '@/lib/live/stamps-query';

/** The stamps of a tournament (by slug), or of the site's own pages (''); null when there is none. */
export type StampsSource = (scope: string) => Promise<Stamps | null>;

/**
 * The stamps read by the front from the database itself, with the app's own query (lib/live/stamps-query.ts): a hall's
 * readers no longer wait behind the pages the app is rendering (under a rush with sheets being accepted, the app's
 * answer took up to a second). Only when the kept ranks are behind (a round's last sheet accepted) is the app asked
 * (`fromApp`), which brings the standings up to date first, as every app instance would.
 */
export function databaseStamps(pool: pg.Pool, fromApp: StampsSource): StampsSource {
  return async (scope) => {
    if (scope === '') return siteStampsOf(await rowsOn(pool, siteStampsQuery));
    const [tournament] = await rowsOn<StampsTournament>(pool, stampsTournamentQuery(scope));
    if (!tournament) return null;
    const { query, reading } = stampsQuery(tournament, null);
    const now = reading(await rowsOn(pool, query));
    return now.placesBehind ? fromApp(scope) : parsedStamps(now);
  };
}
