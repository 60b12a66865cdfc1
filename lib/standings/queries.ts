import 'server-only';
import { execute, rows, type Db } from '@/lib/db/client';
import { tournamentBySlug } from '@/lib/db/tournament-by-slug';
import { computeStandings, type Standings } from './compute';
import { liveMarkers } from './live';
import { settledQuery } from './markers';
import { rankedIn } from './place';
import { processMap } from '@/lib/util/process-map';
import { Prisma } from '@/lib/db/generated/client';

type Tournament = { id: string; standingsState: 'LIVE' | 'PENDING' | 'FROZEN' };

/** Standings and the standings marker they were computed from: a live page polls until the marker moves on. */
export type KeptStandings = { standings: Standings; basis: string };

/**
 * The standings last read in this process, per tournament: a cache only, checked against the database's marker on
 * every use, so every app instance still serves the same standings.
 */
const lastRead = processMap<string, KeptStandings>('standings.lastRead');

/** What the standings are computed from now: the standings marker, and the settled marker a player's rank follows. */
type Basis = { basis: string; settled: string };

async function basisNow(db: Db, tournamentId: string): Promise<Basis> {
  const [markers, [settled]] = await Promise.all([
    liveMarkers(db, tournamentId),
    rows<{ settled: string }>(db, settledQuery(tournamentId)),
  ]);
  return { basis: markers.standings, settled: settled!.settled };
}

/**
 * The standings marker now, and the one the kept standings were computed from. Not the settled marker (it reads every
 * sheet): it is read only when the standings are computed again.
 */
async function keptBasis(db: Db, tournamentId: string) {
  const [markers, [kept]] = await Promise.all([
    liveMarkers(db, tournamentId),
    rows<{ basis: string }>(
      db,
      Prisma.sql`SELECT "basis" FROM "StandingsCache" WHERE "tournamentId" = ${tournamentId}`,
    ),
  ]);
  return { now: markers.standings, kept: kept?.basis ?? null };
}

/**
 * The standings as they are now, computed once per change of what they are computed from (not per request) and kept
 * in the database, so that every app instance serves the same. Frozen standings stay as they were frozen.
 */
export async function currentStandings(db: Db, tournament: Tournament): Promise<KeptStandings> {
  const { now, kept } = await keptBasis(db, tournament.id);
  const wanted = tournament.standingsState === 'FROZEN' ? (kept ?? now) : now;
  const memo = lastRead.get(tournament.id);
  if (memo?.basis === wanted) return memo;
  if (kept !== wanted) return storeOnce(db, tournament.id, wanted);
  const [cache] = await rows<{ basis: string; body: string }>(
    db,
    Prisma.sql`
    SELECT "basis", "body"::text AS "body" FROM "StandingsCache" WHERE "tournamentId" = ${tournament.id}`,
  );
  if (cache?.basis !== wanted) return storeOnce(db, tournament.id, wanted);
  return remember(tournament.id, { standings: JSON.parse(cache.body) as Standings, basis: cache.basis });
}

/** The standings being computed in this process, per tournament and marker. */
const computing = processMap<string, Promise<KeptStandings>>('standings.computing');

/**
 * Computes and keeps the standings once however many requests ask at the same time for those of the standings marker
 * `basis` (a full hall's player pages after a sheet is accepted): they all wait for the one computation (about 300 ms
 * for 2,000 players × 10 rounds).
 */
function storeOnce(db: Db, tournamentId: string, basis: string): Promise<KeptStandings> {
  const key = `${tournamentId} ${basis}`;
  const under = computing.get(key);
  if (under) return under;
  const made = storeStandings(db, tournamentId).finally(() => computing.delete(key));
  computing.set(key, made);
  return made;
}

function remember(tournamentId: string, kept: KeptStandings): KeptStandings {
  lastRead.set(tournamentId, kept);
  return kept;
}

/**
 * Computes the standings and keeps them, with the standings marker and the settled marker read before they were
 * computed, and each player's place apart (see playerStanding).
 */
export async function storeStandings(db: Db, tournamentId: string): Promise<KeptStandings> {
  const { basis, settled } = await basisNow(db, tournamentId);
  const standings = await computeStandings(db, tournamentId);
  const [ranked, body] = [rankedIn(standings), JSON.stringify(standings)];
  const numbers = standings.rows.map((row) => row.player.number);
  const ranks = numbers.map((number) => standings.settled[number] ?? null);
  // One statement, so one round trip (a busy app waits its turn for each): the body as JSON text (its column is
  // `json`, only checked, where `jsonb` took three times as long to write), and only the places that moved (while a
  // round's sheets are checked, the settled ranks hold still); the places deleted and those written are apart.
  await execute(
    db,
    Prisma.sql`
    WITH "kept" AS (
      INSERT INTO "StandingsCache" ("tournamentId", "basis", "settled", "body", "computedAt", "ranked", "afterRound")
      VALUES (${tournamentId}, ${basis}, ${settled}, ${body}::json, now(), ${ranked}, ${standings.afterRound})
      ON CONFLICT ("tournamentId") DO UPDATE SET "basis" = EXCLUDED."basis", "settled" = EXCLUDED."settled",
        "body" = EXCLUDED."body", "computedAt" = EXCLUDED."computedAt", "ranked" = EXCLUDED."ranked",
        "afterRound" = EXCLUDED."afterRound"
      RETURNING 1),
    "gone" AS (
      DELETE FROM "StandingsPlace" WHERE "tournamentId" = ${tournamentId} AND NOT ("number" = ANY(${numbers}::int[]))
      RETURNING 1)
    INSERT INTO "StandingsPlace" ("tournamentId", "number", "rank")
    SELECT ${tournamentId}, p."number", p."rank" FROM unnest(${numbers}::int[], ${ranks}::int[]) AS p("number", "rank")
    ON CONFLICT ("tournamentId", "number") DO UPDATE SET "rank" = EXCLUDED."rank"
      WHERE "StandingsPlace"."rank" IS DISTINCT FROM EXCLUDED."rank"`,
  );
  return remember(tournamentId, { standings, basis });
}

export type PublicStandings = {
  tournament: { id: string; slug: string; name: string };
  state: Tournament['standingsState'];
  /** False while the Director holds them back ("results pending"): no rows, except for staff checking them. */
  released: boolean;
  standings: Standings | null;
  /** The standings marker of what is shown: a live page re-renders when it moves. */
  basis: string;
};

/** The standings page and API: the tournament's standings, unless held back and the reader is not staff. */
export async function publicStandings(db: Db, slug: string, staff = false): Promise<PublicStandings | null> {
  const tournament = await tournamentBySlug(db, slug);
  if (!tournament) return null;
  const { id, name, standingsState: state } = tournament;
  const about = { id, slug, name };
  const released = state !== 'PENDING';
  const kept = released || staff ? await currentStandings(db, tournament) : null;
  const basis = kept?.basis ?? (await liveMarkers(db, tournament.id)).standings;
  return { tournament: about, state, released, standings: kept?.standings ?? null, basis };
}
