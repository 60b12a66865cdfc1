import 'server-only';
import type { Db } from '@/lib/db/client';
import { tournamentBySlug } from '@/lib/db/tournament-by-slug';
import { rulesetSchema, type GameRecord, type Line } from '@/lib/rules';
import { roundSeating } from '@/lib/rounds/queries';
import { SCORE_SHOWN } from '@/lib/sheets/queries';
import type { ExportRound } from './games-csv';
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
 * One round's tables, games and scores with the player of each score: one read (four SQL statements) for the whole
 * round, whatever its number of tables. A large event's export reads a round at a time, so that it holds one round's
 * games, not the event's (measured: 2,000 players, 10 rounds, 80,000 rows in about 4 s and 36 statements).
 */
export async function roundGames(db: Db, round: { id: string; number: number }): Promise<ExportRound> {
  const tables = await db.roundTable.findMany({
    where: { roundId: round.id },
    orderBy: { table: 'asc' },
    select: {
      table: true,
      status: true,
      games: {
        orderBy: { number: 'asc' },
        select: {
          number: true,
          record: true,
          lines: true,
          scores: {
            orderBy: { letter: 'asc' },
            select: { ...SCORE_SHOWN, player: { select: { number: true, name: true } } },
          },
        },
      },
    },
  });
  return {
    number: round.number,
    tables: tables.map((t) => ({
      ...t,
      games: t.games.map((g) => ({ ...g, record: g.record as GameRecord, lines: g.lines as unknown as Line[] })),
    })),
  };
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
