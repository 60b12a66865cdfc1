import 'server-only';
import { rows, type Db } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';
import { tournamentBySlug } from '@/lib/db/tournament-by-slug';
import { rulesetSchema } from '@/lib/rules';
import { roundSeating } from '@/lib/rounds/queries';
import type { ExportRound, ExportTable } from './games-csv';
import { scoreCards } from './score-cards';
import { PUBLIC_ROUNDS } from '@/lib/sheets/public-rounds';

/** A tournament's published rounds, oldest first, or null when there is no such tournament. */
export async function publicRounds(db: Db, slug: string) {
  const tournament = await tournamentBySlug(db, slug);
  if (!tournament) return null;
  const rounds = await db.round.findMany({
    where: { tournamentId: tournament.id, status: { in: [...PUBLIC_ROUNDS] } },
    orderBy: { number: 'asc' },
    select: { id: true, number: true },
  });
  return { slug, rounds };
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
    tables: round.tables.map((t) => t.table),
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
