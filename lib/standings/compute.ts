import type { Db } from '@/lib/db/client';
import { rankStandings, rulesetSchema, type CountedGame, type StandingsRow } from '@/lib/rules';

/** Where the standings stand: after which round, and how far the round being checked has come. */
export type StandingsBasis = {
  /** The last round whose sheets are all accepted; null before the first. */
  afterRound: number | null;
  /** A later round with some sheets accepted already: counted, and said so. */
  inProgress: { round: number; accepted: number; tables: number } | null;
};

export type Standings = StandingsBasis & { rounds: number[]; rows: StandingsRow[] };

/** Every player's points in every game of an accepted sheet, and whether they won it: one query. */
const countedGames = (db: Db, tournamentId: string) =>
  db.$queryRaw<CountedGame[]>`
    SELECT gs."playerId", r."number" AS "round", gs."points",
           (g."record"->>'outcome' = 'mahjong' AND g."record"->>'winner' = gs."letter"::text) AS "mahjong"
    FROM "GameScore" gs
    JOIN "Game" g ON g."id" = gs."gameId"
    JOIN "RoundTable" rt ON rt."id" = g."roundTableId"
    JOIN "Round" r ON r."id" = rt."roundId"
    WHERE r."tournamentId" = ${tournamentId} AND rt."status" = 'ACCEPTED'`;

/** How many of each published round's sheets are accepted. */
async function roundProgress(db: Db, tournamentId: string) {
  const rounds = await db.round.findMany({
    where: { tournamentId, status: { not: 'DRAFT' } },
    orderBy: { number: 'asc' },
    select: { number: true, tables: { select: { status: true } } },
  });
  return rounds.map((r) => ({
    round: r.number,
    tables: r.tables.length,
    accepted: r.tables.filter((t) => t.status === 'ACCEPTED').length,
  }));
}

/** After which round the accepted sheets leave the standings (docs/rules.md §6: rounds are summed once accepted). */
export function standingsBasis(progress: readonly { round: number; tables: number; accepted: number }[]) {
  let afterRound: number | null = null;
  for (const p of progress) {
    if (p.tables === 0 || p.accepted < p.tables) break;
    afterRound = p.round;
  }
  const next = progress.find((p) => p.round > (afterRound ?? 0) && p.accepted > 0);
  return { afterRound, inProgress: next ?? null };
}

/** The tournament's standings from its accepted sheets, ranked by the ruleset's tie-breaks. */
export async function computeStandings(db: Db, tournamentId: string): Promise<Standings> {
  const [tournament, players, games, progress] = await Promise.all([
    db.tournament.findUniqueOrThrow({ where: { id: tournamentId }, select: { ruleset: true } }),
    db.player.findMany({ where: { tournamentId }, select: { id: true, number: true, name: true, status: true } }),
    countedGames(db, tournamentId),
    roundProgress(db, tournamentId),
  ]);
  const { tieBreaks } = rulesetSchema.parse(tournament.ruleset);
  const rounds = [...new Set(games.map((g) => g.round))].sort((a, b) => a - b);
  return { ...standingsBasis(progress), rounds, rows: rankStandings(players, games, rounds, tieBreaks) };
}
