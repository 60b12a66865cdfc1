import 'server-only';
import { z } from 'zod';
import { rows, type Db } from '@/lib/db/client';
import {
  Prisma,
  type PlayerStatus,
  type RoundStatus,
  type SheetStatus,
  type VerificationMethod,
} from '@/lib/db/generated/client';
import { rulesetSchema, verifierOf, type GameRecord, type Line, type Seat } from '@/lib/rules';
import { MAX_PLAYER_NUMBER } from './schema';
import { PUBLIC_ROUND_SQL } from '@/lib/sheets/public-rounds';
import { playerJson } from '@/lib/db/sql';

const badge = z
  .string()
  .regex(/^[1-9]\d{0,4}$/)
  .transform(Number)
  .refine((n) => n <= MAX_PLAYER_NUMBER);

/** A badge number from a public route's path, or null when it is not a whole number from 1. */
export function playerNumberParam(param: string): number | null {
  const parsed = badge.safeParse(param);
  return parsed.success ? parsed.data : null;
}

type Who = { id: string; number: number; name: string };

type PlayerRow = Who & {
  club: string | null;
  city: string | null;
  region: string | null;
  status: PlayerStatus;
  substitute: Who | null;
  substituteFor: Who | null;
  tournament: { id: string; slug: string; name: string; ruleset: unknown };
};

/** The player named by badge `number` in the tournament `slug`, with whom they replaced or were replaced by. */
const playerQuery = (slug: string, number: number) => Prisma.sql`
    SELECT p."id", p."number", p."name", p."club", p."city", p."region", p."status"::text AS "status",
           CASE WHEN sub."id" IS NULL THEN NULL
                ELSE ${playerJson('sub')} END AS "substitute",
           CASE WHEN fr."id" IS NULL THEN NULL
                ELSE ${playerJson('fr')} END AS "substituteFor",
           json_build_object('id', t."id", 'slug', t."slug", 'name', t."name", 'ruleset', t."ruleset") AS "tournament"
    FROM "Player" p
    JOIN "Tournament" t ON t."id" = p."tournamentId"
    LEFT JOIN "Player" sub ON sub."id" = p."substituteId"
    LEFT JOIN "Player" fr ON fr."substituteId" = p."id"
    WHERE t."slug" = ${slug} AND p."number" = ${number}`;

/** The player's seats in the published rounds: the tables the card shows (the common table expression `own`). */
const ownSeats = (slug: string, number: number) => Prisma.sql`
  SELECT s."roundId", s."table", s."letter"::text AS "letter", r."number" AS "round", r."status"::text AS "roundStatus"
  FROM "Seat" s
  JOIN "Player" p ON p."id" = s."playerId"
  JOIN "Tournament" t ON t."id" = p."tournamentId"
  JOIN "Round" r ON r."id" = s."roundId"
  WHERE t."slug" = ${slug} AND p."number" = ${number}
    AND ${PUBLIC_ROUND_SQL}`;

type Place = { roundId: string; table: number; letter: Seat; round: number; roundStatus: RoundStatus };

/** Everyone seated at the player's tables (`own`), the player included, each with the player's own seat and round. */
const TABLE_SEATS = Prisma.sql`
    SELECT own.*, o."letter"::text AS "seat", ${playerJson('q')} AS "player"
    FROM own
    JOIN "Seat" o ON o."roundId" = own."roundId" AND o."table" = own."table"
    JOIN "Player" q ON q."id" = o."playerId"`;

/**
 * The sheets of the player's tables (`own`), a row per game (one without a game for a sheet with none): the game with
 * the player's own score and line items, the sheet's state and the verification of the player's own card.
 */
const SHEETS = Prisma.sql`
    SELECT rt."roundId", rt."table", rt."id" AS "roundTableId", rt."status"::text AS "status",
           v."verifiedByLetter"::text AS "verifiedByLetter", v."initials", v."method"::text AS "method",
           g."number", g."record",
           jsonb_path_query_array(g."lines", '$[*] ? (@.seat == $seat)', jsonb_build_object('seat', own."letter")) AS "lines",
           gs."points", gs."computedPoints", gs."overrideReason"
    FROM own
    JOIN "RoundTable" rt ON rt."roundId" = own."roundId" AND rt."table" = own."table"
    LEFT JOIN "Verification" v ON v."roundTableId" = rt."id" AND v."letter"::text = own."letter"
    LEFT JOIN "Game" g ON g."roundTableId" = rt."id"
    LEFT JOIN "GameScore" gs ON gs."gameId" = g."id" AND gs."letter"::text = own."letter"`;

type SheetRow = {
  roundId: string;
  table: number;
  roundTableId: string;
  status: SheetStatus;
  verifiedByLetter: Seat | null;
  initials: string | null;
  method: VerificationMethod | null;
  number: number | null;
  record: GameRecord | null;
  lines: Line[] | null;
  points: number | null;
  computedPoints: number | null;
  overrideReason: string | null;
};

/**
 * What a player's page shows of them, in one statement (three JSON values, their seats found once): the player, everyone
 * at their tables by round (the latest first) and seat, and their tables' sheets game by game.
 */
const readCard = (db: Db, slug: string, number: number) =>
  rows<{ player: PlayerRow | null; seats: (Place & { seat: Seat; player: Who })[]; sheets: SheetRow[] }>(
    db,
    Prisma.sql`
    WITH own AS (${ownSeats(slug, number)})
    SELECT (SELECT row_to_json(x) FROM (${playerQuery(slug, number)}) x) AS "player",
           (SELECT coalesce(json_agg(x ORDER BY x."round" DESC, x."seat"), '[]') FROM (${TABLE_SEATS}) x) AS "seats",
           (SELECT coalesce(json_agg(x ORDER BY x."number"), '[]') FROM (${SHEETS}) x) AS "sheets"`,
  );

const at = (p: { roundId: string; table: number }) => `${p.roundId}:${p.table}`;

/** The rows of `rows` grouped by their table, in their order. */
function byTable<R extends { roundId: string; table: number }>(rows: R[]): Map<string, R[]> {
  const groups = new Map<string, R[]>();
  for (const row of rows) {
    const key = at(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/**
 * One player's public page: who they are, their points (accepted sheets apart from those still at the table or
 * handed in) and, for every published round they sat in, their table, opponents, games with their own line items and
 * their card. One statement, whatever the number of rounds. Null when the tournament has no player of that number.
 * `held`: the standings are held back from this reader, so no points at all (no totals, no games, no card totals):
 * together they would show the player's points across tables. Each table's own page still shows its games.
 */
export async function playerCard(db: Db, slug: string, number: number, { held } = { held: false }) {
  // One row always: the statement reads from no table.
  const { player, seats: seatRows, sheets: sheetRows } = (await readCard(db, slug, number))[0]!;
  if (!player) return null;
  const { tournament, ...about } = player;
  const ruleset = rulesetSchema.parse(tournament.ruleset);
  const sheetAt = byTable(sheetRows);

  const rounds = [...byTable(seatRows).values()].map((seated) => {
    const place = seated[0]!;
    const seat = place.letter;
    const table = seated.map((s) => ({ seat: s.seat, player: s.player }));
    const rows = sheetAt.get(at(place)) ?? [];
    const sheet = rows[0];
    const games = rows.flatMap((g) =>
      g.number === null
        ? []
        : [
            {
              number: g.number,
              record: g.record as GameRecord,
              lines: g.lines ?? [],
              points: g.points ?? 0,
              computed: g.computedPoints ?? 0,
              overrideReason: g.overrideReason,
            },
          ],
    );
    const total = games.reduce((sum, g) => sum + g.points, 0);
    const verifier = verifierOf(
      seat,
      table.map((s) => s.seat),
      ruleset.verification,
    );
    const nameAt = (letter: Seat | null) => table.find((s) => s.seat === letter)?.player ?? null;
    const verified = sheet?.verifiedByLetter ? sheet : null;
    return {
      round: place.round,
      roundStatus: place.roundStatus,
      table: place.table,
      /** The table's sheet (its calls are made to it); null while it has none. */
      roundTableId: sheet?.roundTableId ?? null,
      seat,
      /** Every seat taken at the table, in A–D order, the player's own included: games name seats. */
      seats: table,
      opponents: table.filter((s) => s.seat !== seat),
      sheet: sheet ? sheet.status : null,
      games: held ? [] : games,
      card: {
        total: held ? null : total,
        verifier: verifier && { seat: verifier, player: nameAt(verifier) },
        verification: verified && {
          letter: seat,
          verifiedByLetter: verified.verifiedByLetter!,
          initials: verified.initials!,
          method: verified.method!,
          verifiedBy: nameAt(verified.verifiedByLetter),
        },
      },
    };
  });

  // Sheets still at the table or handed in may change: counted apart, as the standings count accepted sheets only.
  const over = (accepted: boolean) => {
    const counted = rounds.filter((r) => (r.sheet === 'ACCEPTED') === accepted);
    return {
      points: counted.reduce((n, r) => n + (r.card.total ?? 0), 0),
      games: counted.reduce((n, r) => n + r.games.length, 0),
    };
  };
  return {
    tournament: { id: tournament.id, slug: tournament.slug, name: tournament.name },
    player: about,
    totals: held ? null : { accepted: over(true), notYetAccepted: over(false) },
    /** The latest round first: the card a player checks during a round is the one on top. */
    rounds,
  };
}

export type PlayerCard = NonNullable<Awaited<ReturnType<typeof playerCard>>>;
export type PlayerRound = PlayerCard['rounds'][number];
