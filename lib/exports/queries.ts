import 'server-only';
import { rows, type Db } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';
import { tournamentBySlug } from '@/lib/db/tournament-by-slug';
import { rulesetSchema } from '@/lib/rules';
import { roundSeating } from '@/lib/rounds/queries';
import { gamesCsvHeader, roundGamesCsv, type ExportRound, type ExportTable } from './games-csv';
import { scoreCards } from './score-cards';
import { PUBLIC_ROUND_SQL } from '@/lib/sheets/public-rounds';
import { msText } from '@/lib/db/sql';
import { rosterStamp } from '@/lib/standings/markers';
import { bytesOf, type KeptBytes } from '@/lib/util/kept-bytes';
import { processMap } from '@/lib/util/process-map';

/**
 * A tournament's published rounds, oldest first, or null when there is no such tournament; with the stamp of what
 * their games show: each round's step and its sheets' count, versions and latest change (every change to a sheet
 * moves them), and the players' count and latest change (their names).
 */
export async function publicRounds(db: Db, slug: string) {
  const tournament = await tournamentBySlug(db, slug);
  if (!tournament) return null;
  const [rounds, [roster]] = await Promise.all([
    rows<{ id: string; number: number; stamp: string }>(
      db,
      Prisma.sql`
      SELECT r."id", r."number",
             concat_ws(':', r."version", count(rt."id"), sum(rt."version"), ${msText(Prisma.sql`max(rt."changedAt")`)})
               AS "stamp"
      FROM "Round" r LEFT JOIN "RoundTable" rt ON rt."roundId" = r."id"
      WHERE r."tournamentId" = ${tournament.id} AND ${PUBLIC_ROUND_SQL}
      GROUP BY r."id" ORDER BY r."number"`,
    ),
    rows<{ stamp: string }>(db, Prisma.sql`SELECT ${rosterStamp(tournament.id)} AS "stamp"`),
  ]);
  const stamp = [roster!.stamp, ...rounds.map((r) => `${r.number}.${r.stamp}`)].join(',');
  return { slug, tournamentId: tournament.id, rounds, stamp };
}

export type PublicRounds = NonNullable<Awaited<ReturnType<typeof publicRounds>>>;

/** The games' CSV last made in this process, per tournament, with the stamp it was made at. A cache only. */
const keptGamesCsv = processMap<string, { stamp: string; bytes: Promise<KeptBytes> }>('exports.gamesCsv');

/**
 * Every game of the published rounds as CSV, made again only when the rounds' stamp moved: an export of every game of
 * a 2,000-player event (8.4 MB) took 1.7–2 s to make, and nothing of it changes between two sheets' changes. Requests
 * at the same time wait for the one being made.
 */
export function gamesCsvBytes(db: Db, found: PublicRounds): Promise<KeptBytes> {
  const kept = keptGamesCsv.get(found.tournamentId);
  if (kept?.stamp === found.stamp) return kept.bytes;
  const bytes = (async () => {
    const parts = [gamesCsvHeader()];
    for await (const round of publicRoundGames(db, found.rounds)) parts.push(roundGamesCsv(round));
    return bytesOf(parts.join(''));
  })();
  keptGamesCsv.set(found.tournamentId, { stamp: found.stamp, bytes });
  bytes.catch(() => keptGamesCsv.get(found.tournamentId)?.bytes === bytes && keptGamesCsv.delete(found.tournamentId));
  return bytes;
}

/**
 * One round's tables, games and scores with the player of each score: one SQL query for the whole round, its JSON
 * made by PostgreSQL. A large event's export reads a round at a time, so that it holds one round's games, not the
 * event's (2,000 players, 10 rounds: 80,000 scores read through the ORM's nested reads took about 4 s).
 */
export async function roundGames(db: Db, round: { id: string; number: number }): Promise<ExportRound> {
  const [row] = await rows<{ tables: string }>(
    db,
    Prisma.sql`
    SELECT coalesce(json_agg(json_build_object('table', rt."table", 'status', rt."status", 'games', g."games")
                             ORDER BY rt."table"), '[]')::text AS "tables"
    FROM "RoundTable" rt
    CROSS JOIN LATERAL (
      SELECT coalesce(json_agg(json_build_object('number', g."number", 'record', g."record", 'lines', g."lines",
                                                 'scores', s."scores") ORDER BY g."number"), '[]') AS "games"
      FROM "Game" g
      CROSS JOIN LATERAL (
        SELECT coalesce(json_agg(json_build_object(
                 'letter', gs."letter", 'points', gs."points", 'computedPoints', gs."computedPoints",
                 'overrideReason', gs."overrideReason", 'player', json_build_object('number', p."number", 'name', p."name")
               ) ORDER BY gs."letter"), '[]') AS "scores"
        FROM "GameScore" gs JOIN "Player" p ON p."id" = gs."playerId"
        WHERE gs."gameId" = g."id") s
      WHERE g."roundTableId" = rt."id") g
    WHERE rt."roundId" = ${round.id}`,
  );
  return { number: round.number, tables: JSON.parse(row!.tables) as ExportTable[] };
}

/** Every published round's games, round after round. */
export async function* publicRoundGames(db: Db, rounds: readonly { id: string; number: number }[]) {
  for (const round of rounds) yield await roundGames(db, round);
}

/**
 * What a round's printed score cards need: the published round's seating, the games per round and the ruleset's
 * verification. Null when the tournament or round does not exist or the round is a draft.
 */
export async function scoreCardRound(db: Db, slug: string, number: number) {
  const [round, tournament] = await Promise.all([roundSeating(db, slug, number, false), tournamentBySlug(db, slug)]);
  if (!round || !tournament) return null;
  const { verification } = rulesetSchema.parse(tournament.ruleset);
  const cards = scoreCards({
    round: round.number,
    gamesPerRound: tournament.gamesPerRound,
    verification,
    tables: round.tableNumbers,
    seats: round.seats,
  });
  return {
    tournament: round.tournament,
    round: round.number,
    gamesPerRound: tournament.gamesPerRound,
    verification,
    cards,
  };
}
