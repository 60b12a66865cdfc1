import 'server-only';
import { rows, type Db } from '@/lib/db/client';
import { rankStandings, rulesetSchema, type RoundTally, type StandingsPlayer, type StandingsRow } from '@/lib/rules';
import { processMap } from '@/lib/util/process-map';
import { Prisma } from '@/lib/db/generated/client';

/** Where the standings stand: after which round, and how far the round being checked has come. */
export type StandingsBasis = {
  /** The last round whose sheets are all accepted; null before the first. */
  afterRound: number | null;
  /** A later round with some sheets accepted already: counted, and said so. */
  inProgress: { round: number; accepted: number; tables: number } | null;
};

export type Standings = StandingsBasis & {
  rounds: number[];
  rows: StandingsRow[];
  /**
   * Each player's rank (by number) after `afterRound`, the last round whose sheets are all accepted: what the player's
   * own page shows, which holds still while the next round's sheets are checked; empty before the first such round.
   */
  settled: Record<number, number | null>;
};

type RoundRow = { round: number; published: boolean; tables: number; accepted: number; stamp: string };

/**
 * Every round's sheets: how many, how many accepted, and the stamp of the accepted ones (how many, their versions and
 * latest change: every change to a sheet moves them), which says whether the round's tallies changed.
 */
const roundsOf = (db: Db, tournamentId: string) =>
  rows<RoundRow>(
    db,
    Prisma.sql`
    SELECT r."number" AS "round", r."status" <> 'DRAFT' AS "published", count(rt."id")::int AS "tables",
           count(*) FILTER (WHERE rt."status" = 'ACCEPTED')::int AS "accepted",
           concat_ws('.', count(*) FILTER (WHERE rt."status" = 'ACCEPTED'),
                     sum(rt."version") FILTER (WHERE rt."status" = 'ACCEPTED'),
                     max(rt."changedAt") FILTER (WHERE rt."status" = 'ACCEPTED')) AS "stamp"
    FROM "Round" r LEFT JOIN "RoundTable" rt ON rt."roundId" = r."id"
    WHERE r."tournamentId" = ${tournamentId}
    GROUP BY r."number", r."status"
    ORDER BY r."number"`,
  );

/**
 * Each player's games of the round's accepted sheets, summed in the database: one row per player. Joined from the round
 * down, so that PostgreSQL reads only those games' scores by their index (with the games in a materialized CTE it
 * hashed every score of the tournament: 34 ms for a round of 21 accepted sheets of a 2,000-player event, now 1 ms).
 */
const talliesOf = (db: Db, tournamentId: string, round: number) =>
  rows<RoundTally>(
    db,
    Prisma.sql`
    SELECT gs."playerId", ${round}::int AS "round", sum(gs."points")::int AS "points", count(*)::int AS "games",
           (count(*) FILTER (WHERE g."record"->>'outcome' = 'mahjong' AND g."record"->>'winner' = gs."letter"::text))::int
             AS "mahjongs",
           max(gs."points") AS "bestGame"
    FROM "Round" r
    JOIN "RoundTable" rt ON rt."roundId" = r."id" AND rt."status" = 'ACCEPTED'
    JOIN "Game" g ON g."roundTableId" = rt."id"
    JOIN "GameScore" gs ON gs."gameId" = g."id"
    WHERE r."tournamentId" = ${tournamentId} AND r."number" = ${round}
    GROUP BY gs."playerId"`,
  );

/**
 * Each round's tallies as last read in this process, with the stamp they were read at: a round's are read again only
 * when its stamp moved, so an accepted sheet costs one round's sum, not the tournament's. A cache only: the stamp is
 * read from the database every time.
 */
const keptTallies = processMap<string, { stamp: string; tallies: RoundTally[] }>('standings.keptTallies');

async function roundTallies(db: Db, tournamentId: string, round: RoundRow): Promise<RoundTally[]> {
  if (round.accepted === 0) return [];
  const key = `${tournamentId} ${round.round}`;
  const kept = keptTallies.get(key);
  if (kept?.stamp === round.stamp) return kept.tallies;
  const tallies = await talliesOf(db, tournamentId, round.round);
  keptTallies.set(key, { stamp: round.stamp, tallies });
  return tallies;
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
  const [[tournament], players, rounds] = await Promise.all([
    rows<{ ruleset: unknown }>(db, Prisma.sql`SELECT "ruleset" FROM "Tournament" WHERE "id" = ${tournamentId}`),
    rows<StandingsPlayer>(
      db,
      Prisma.sql`SELECT "id", "number", "name", "status" FROM "Player" WHERE "tournamentId" = ${tournamentId}`,
    ),
    roundsOf(db, tournamentId),
  ]);
  if (!tournament) throw new Error(`No tournament ${tournamentId}`);
  const tallies = (await Promise.all(rounds.map((round) => roundTallies(db, tournamentId, round)))).flat();
  const { tieBreaks } = rulesetSchema.parse(tournament.ruleset);
  const counted = [...new Set(tallies.map((t) => t.round))];
  const progress = rounds
    .filter((r) => r.published)
    .map(({ round, tables, accepted }) => ({ round, tables, accepted }));
  const basis = standingsBasis(progress);
  const ranked = rankStandings(players, tallies, counted, tieBreaks);
  // Players' own pages rank by the rounds all accepted: without the round being checked, while one is.
  const ranksOf = (rows: readonly StandingsRow[]) =>
    basis.afterRound === null ? {} : Object.fromEntries(rows.map((r) => [r.player.number, r.rank]));
  const rankSettled = () => {
    const settledTallies = tallies.filter((t) => t.round <= (basis.afterRound ?? 0));
    return ranksOf(rankStandings(players, settledTallies, [], tieBreaks));
  };
  const settled = basis.inProgress
    ? keptSettled(tournamentId, settledKey(basis, rounds, players, tieBreaks), rankSettled)
    : ranksOf(ranked);
  return { ...basis, rounds: counted, rows: ranked, settled };
}

/**
 * The settled ranks last computed in this process for each tournament, with what they were computed from: while a
 * round's sheets are accepted one by one, the ranks after the rounds before it hold still, and ranking 2,000 players
 * again for each sheet was a third of the standings' cost. A cache only: its key is the whole of what they are ranked
 * from, read from the database every time.
 */
const settledRanksKept = processMap<string, { key: string; ranks: Standings['settled'] }>('standings.settledRanks');

function keptSettled(tournamentId: string, key: string, rank: () => Standings['settled']) {
  const kept = settledRanksKept.get(tournamentId);
  if (kept?.key === key) return kept.ranks;
  const ranks = rank();
  settledRanksKept.set(tournamentId, { key, ranks });
  return ranks;
}

/** What the settled ranks are computed from: the rounds all accepted (their sheets' stamps), the players, the tie-breaks. */
function settledKey(
  basis: StandingsBasis,
  rounds: readonly RoundRow[],
  players: readonly StandingsPlayer[],
  tieBreaks: unknown,
) {
  const settledRounds = rounds.filter((r) => r.round <= (basis.afterRound ?? 0)).map((r) => `${r.round}:${r.stamp}`);
  const roster = players.map((p) => `${p.id} ${p.number} ${p.status} ${p.name}`);
  return JSON.stringify([settledRounds, roster, tieBreaks]);
}
