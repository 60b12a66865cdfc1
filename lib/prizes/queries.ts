import 'server-only';
import { failure, success, type ActionResult } from '@/lib/actions/result';
import { rows, type Db } from '@/lib/db/client';
import { tournamentBySlug } from '@/lib/db/tournament-by-slug';
import { liveMarkers } from '@/lib/standings/live';
import { publicStandings, type PublicStandings } from '@/lib/standings/queries';
import { winnersCircle, type WinnersCircle } from './circle';
import type { PrizeGame } from './games';
import { resultLines, type ResultLine } from './results';
import { prizeSettingsSchema, type PrizeSettings } from './settings';
import { processMap } from '@/lib/util/process-map';
import { Prisma } from '@/lib/db/generated/client';

/** A tournament's prize settings and the version the settings form saves against. */
export async function prizeSettingsOf(db: Db, slug: string) {
  const tournament = await tournamentBySlug(db, slug);
  return (
    tournament && {
      name: tournament.name,
      version: tournament.version,
      prizes: prizeSettingsSchema.parse(tournament.prizes),
    }
  );
}

type GameRow = Omit<PrizeGame, 'jokerlessWin' | 'handValue'> & { handValue: number | null; jokerless: boolean };

/** Every seat of every game of an accepted sheet, with what the special prizes count: one query. */
export async function prizeGames(db: Db, tournamentId: string): Promise<PrizeGame[]> {
  const games = await rows<GameRow>(
    db,
    Prisma.sql`
    SELECT gs."playerId", r."number" AS "round", rt."table", g."number" AS "game", gs."points",
           (g."record"->>'outcome' = 'mahjong' AND g."record"->>'winner' = gs."letter"::text) AS "won",
           (g."record"->>'handValue')::int AS "handValue",
           (COALESCE((g."record"->>'jokerless')::boolean, false)
             AND NOT COALESCE((g."record"->>'singlesAndPairs')::boolean, false)) AS "jokerless"
    FROM "GameScore" gs
    JOIN "Game" g ON g."id" = gs."gameId"
    JOIN "RoundTable" rt ON rt."id" = g."roundTableId"
    JOIN "Round" r ON r."id" = rt."roundId"
    WHERE r."tournamentId" = ${tournamentId} AND rt."status" = 'ACCEPTED'`,
  );
  return games.map(({ jokerless, handValue, ...row }) => ({
    ...row,
    handValue: row.won ? handValue : null,
    jokerlessWin: row.won && jokerless,
  }));
}

export type PlayerDetails = { club: string | null; city: string | null; region: string | null };

/**
 * Where each player is from, for the announcement, the certificates and the results export: one SQL query, not the
 * ORM's (2,000 players: 1.4 against 3.8 ms, at every uncached results answer).
 */
export async function playerDetails(db: Db, tournamentId: string): Promise<Map<string, PlayerDetails>> {
  const players = await rows<PlayerDetails & { id: string }>(
    db,
    Prisma.sql`SELECT "id", "club", "city", "region" FROM "Player" WHERE "tournamentId" = ${tournamentId}`,
  );
  return new Map(players.map(({ id, ...details }) => [id, details]));
}

/** The prizes marked collected, as `prize:playerId`. */
async function collectedPrizes(db: Db, tournamentId: string): Promise<Set<string>> {
  const rows = await db.prizeCollected.findMany({ where: { tournamentId }, select: { prize: true, playerId: true } });
  return new Set(rows.map((row) => `${row.prize}:${row.playerId}`));
}

export type CircleView = {
  tournament: { id: string; slug: string; name: string };
  released: boolean;
  final: boolean;
  settings: PrizeSettings;
  /** Null while the standings are held back and the reader is not staff. */
  circle: WinnersCircle | null;
  afterRound: number | null;
  details: Map<string, PlayerDetails>;
  collected: Set<string>;
};

type KeptCircle = { key: string; circle: WinnersCircle; details: Map<string, PlayerDetails> };

/**
 * The circle last made in this process, per tournament: a cache only, made again whenever what it is made of moves
 * (the standings it ranks, the accepted games, the players, the prize settings), so every app instance shows the same.
 * Its special prizes read every seat of every accepted game: a large event's tens of thousands of rows.
 */
const lastMade = processMap<string, KeptCircle>('prizes.lastMade');

/**
 * The winner's circle from the standings module's current standings (its ranks, its ties), unless they are held back
 * and the reader is not staff. Null for an unknown tournament.
 */
export async function winnersCircleOf(db: Db, slug: string, staff: boolean): Promise<CircleView | null> {
  const view = await publicStandings(db, slug, staff);
  if (!view) return null;
  const { tournament, standings } = view;
  const [stored, collected] = await Promise.all([
    db.tournament.findUniqueOrThrow({ where: { id: tournament.id }, select: { prizes: true } }),
    collectedPrizes(db, tournament.id),
  ]);
  const settings = prizeSettingsSchema.parse(stored.prizes);
  const base = { tournament, released: view.released, final: view.state === 'FROZEN', settings, collected };
  if (!standings) return { ...base, circle: null, afterRound: null, details: new Map() };
  const key = JSON.stringify([await madeFrom(db, view), stored.prizes]);
  let kept = lastMade.get(tournament.id);
  if (kept?.key !== key) {
    const [games, details] = await Promise.all([prizeGames(db, tournament.id), playerDetails(db, tournament.id)]);
    kept = { key, circle: winnersCircle({ standings, games, settings }), details };
    lastMade.set(tournament.id, kept);
  }
  return { ...base, circle: kept.circle, afterRound: standings.afterRound, details: kept.details };
}

/**
 * What the results and the winners' circle are made from: the standings' basis, and, as frozen standings keep theirs
 * while games and players may still change, the live marker that names those.
 */
async function madeFrom(db: Db, view: PublicStandings): Promise<string> {
  const marker = view.state === 'FROZEN' ? (await liveMarkers(db, view.tournament.id)).standings : view.basis;
  return `${view.basis} ${marker}`;
}

export type TournamentResults = {
  tournament: { slug: string; name: string };
  final: boolean;
  afterRound: number | null;
  lines: ResultLine[];
};

/**
 * The results of a tournament for the export, read the way the public reads the standings: refused while the
 * Director holds them back, whoever asks (CONFLICT); NOT_FOUND for no such tournament.
 */
export async function tournamentResults(db: Db, slug: string): Promise<ActionResult<TournamentResults>> {
  const view = await publicStandings(db, slug, false);
  if (!view) return failure('NOT_FOUND', `There is no tournament "${slug}".`);
  if (!view.released || !view.standings)
    return failure('CONFLICT', 'The results are held back until the Director releases the standings.');
  const key = await madeFrom(db, view);
  const kept = lastResults.get(view.tournament.id);
  if (kept?.key === key) return success(kept.results);
  const details = await playerDetails(db, view.tournament.id);
  const results = {
    tournament: { slug: view.tournament.slug, name: view.tournament.name },
    final: view.state === 'FROZEN',
    afterRound: view.standings.afterRound,
    lines: resultLines(view.standings.rows, details),
  };
  lastResults.set(view.tournament.id, { key, results });
  return success(results);
}

/**
 * The results last made in this process, per tournament, with what they were made from: the same object while that
 * holds, so that their JSON and CSV are made once (lib/util/kept-bytes.ts). A cache only: its key is read every time.
 */
const lastResults = processMap<string, { key: string; results: TournamentResults }>('prizes.results');
