import 'server-only';
import { rows, type Db } from '@/lib/db/client';
import { cardTotals, rulesetSchema, verifierOf, type GameRecord, type Line, type Seat } from '@/lib/rules';
import { sheetDigest } from './digest';
import { PUBLIC_ROUND_SQL } from '@/lib/sheets/public-rounds';
import { Prisma, type RoundStatus, type SheetStatus, type VerificationMethod } from '@/lib/db/generated/client';
import { dateOf, ms, playerJson } from '@/lib/db/sql';

type Who = { id: string; number: number; name: string };

/** A change to a sheet after acceptance (T26) or a Director's ruling on a score (T27), as the change logs show it. */
export type Amendment = {
  id: string;
  gameNumber: number | null;
  kind: string;
  before: unknown;
  after: unknown;
  reason: string;
  allPresent: boolean;
  actorLabel: string;
  at: Date;
};

/** A sheet's row as its views read it: the table, its round, tournament and seats, games, verifications, changes. */
type SheetRow = {
  id: string;
  table: number;
  status: SheetStatus;
  version: number;
  submittedAt: Date | null;
  acceptedAt: Date | null;
  acceptedDigest: string | null;
  collector: Who | null;
  round: {
    id: string;
    number: number;
    status: RoundStatus;
    tournament: { id: string; slug: string; name: string; ruleset: unknown; gamesPerRound: number };
    seats: { letter: Seat; player: Who }[];
  };
  games: {
    id: string;
    number: number;
    version: number;
    record: unknown;
    lines: unknown;
    updatedAt: Date;
    scores: {
      letter: Seat;
      points: number;
      computedPoints: number;
      overrideReason: string | null;
      overriddenAt: Date | null;
    }[];
  }[];
  verifications: {
    letter: Seat;
    verifiedByLetter: Seat;
    initials: string;
    method: VerificationMethod;
    at: Date;
    verifiedBy: { name: string };
  }[];
  amendments: Amendment[];
};

/** Dates inside the row's JSON come as milliseconds. */
type Sent<T> = { [K in keyof T]: T[K] extends Date ? number : T[K] extends Date | null ? number | null : T[K] };
type SheetRowSent = Omit<SheetRow, 'games' | 'verifications' | 'amendments'> & {
  games: (Sent<Omit<SheetRow['games'][number], 'scores'>> & {
    scores: Sent<SheetRow['games'][number]['scores'][number]>[];
  })[];
  verifications: Sent<SheetRow['verifications'][number]>[];
  amendments: Sent<SheetRow['amendments'][number]>[];
};

/**
 * The sheet's row in one query (seven reads through the ORM's query compiler before): a table's page and its JSON are
 * made again with every save at the table.
 */
async function sheetRow(db: Db, slug: string, round: number, table: number, includeDrafts: boolean) {
  const [row] = await rows<SheetRowSent>(
    db,
    Prisma.sql`
    SELECT rt."id", rt."table", rt."status"::text AS "status", rt."version", rt."submittedAt", rt."acceptedAt",
      rt."acceptedDigest",
      CASE WHEN c."id" IS NULL THEN NULL ELSE ${playerJson('c')} END AS "collector",
      json_build_object('id', r."id", 'number', r."number", 'status', r."status"::text,
        'tournament', json_build_object('id', t."id", 'slug', t."slug", 'name', t."name", 'ruleset', t."ruleset",
          'gamesPerRound', t."gamesPerRound"),
        'seats', coalesce((SELECT json_agg(json_build_object('letter', s."letter"::text, 'player', ${playerJson('p')})
                             ORDER BY s."letter")
                           FROM "Seat" s JOIN "Player" p ON p."id" = s."playerId"
                           WHERE s."roundId" = r."id" AND s."table" = rt."table"), '[]')) AS "round",
      coalesce((SELECT json_agg(json_build_object('id', g."id", 'number', g."number", 'version', g."version",
          'record', g."record", 'lines', g."lines", 'updatedAt', ${ms(Prisma.sql`g."updatedAt"`)},
          'scores', (SELECT coalesce(json_agg(json_build_object('letter', gs."letter"::text, 'points', gs."points",
                       'computedPoints', gs."computedPoints", 'overrideReason', gs."overrideReason",
                       'overriddenAt', ${ms(Prisma.sql`gs."overriddenAt"`)}) ORDER BY gs."letter"), '[]')
                     FROM "GameScore" gs WHERE gs."gameId" = g."id")) ORDER BY g."number")
        FROM "Game" g WHERE g."roundTableId" = rt."id"), '[]') AS "games",
      coalesce((SELECT json_agg(json_build_object('letter', v."letter"::text,
          'verifiedByLetter', v."verifiedByLetter"::text, 'initials', v."initials", 'method', v."method"::text,
          'at', ${ms(Prisma.sql`v."at"`)}, 'verifiedBy', json_build_object('name', vp."name")) ORDER BY v."letter")
        FROM "Verification" v JOIN "Player" vp ON vp."id" = v."verifiedByPlayerId"
        WHERE v."roundTableId" = rt."id"), '[]') AS "verifications",
      coalesce((SELECT json_agg(json_build_object('id', a."id", 'gameNumber', a."gameNumber", 'kind', a."kind",
          'before', a."before", 'after', a."after", 'reason', a."reason", 'allPresent', a."allPresent",
          'actorLabel', a."actorLabel", 'at', ${ms(Prisma.sql`a."at"`)}) ORDER BY a."at", a."id")
        FROM "Amendment" a WHERE a."roundTableId" = rt."id"), '[]') AS "amendments"
    FROM "RoundTable" rt
    JOIN "Round" r ON r."id" = rt."roundId"
    JOIN "Tournament" t ON t."id" = r."tournamentId"
    LEFT JOIN "Player" c ON c."id" = rt."collectorId"
    WHERE t."slug" = ${slug} AND r."number" = ${round} AND rt."table" = ${table}
      AND (${includeDrafts} OR ${PUBLIC_ROUND_SQL})`,
  );
  return row ? sheetRowRead(row) : null;
}

function sheetRowRead(row: SheetRowSent): SheetRow {
  return {
    ...row,
    games: row.games.map((g) => ({
      ...g,
      updatedAt: new Date(g.updatedAt),
      scores: g.scores.map((s) => ({ ...s, overriddenAt: dateOf(s.overriddenAt) })),
    })),
    verifications: row.verifications.map((v) => ({ ...v, at: new Date(v.at) })),
    amendments: row.amendments.map((a) => ({ ...a, at: new Date(a.at) })),
  };
}

type Points = Partial<Record<Seat, number>>;

/**
 * One table's sheet in one round, as every view shows it: seats, games with lines and points, cards with their
 * verifications, state and digest. Null when there is no such table, or (for the public) its round is a draft.
 */
export async function tableSheet(db: Db, slug: string, round: number, table: number, includeDrafts: boolean) {
  const row = await sheetRow(db, slug, round, table, includeDrafts);
  if (!row) return null;
  const ruleset = rulesetSchema.parse(row.round.tournament.ruleset);
  const seats = [...row.round.seats].sort((a, b) => a.letter.localeCompare(b.letter));
  const seated = seats.map((s) => s.letter as Seat);
  const games = row.games.map((g) => ({
    ...g,
    record: g.record as GameRecord,
    lines: g.lines as unknown as Line[],
    points: Object.fromEntries(g.scores.map((s) => [s.letter, s.points])) as Points,
    computed: Object.fromEntries(g.scores.map((s) => [s.letter, s.computedPoints])) as Points,
  }));
  const totals = cardTotals(
    games.map((g) => ({ number: g.number, scores: g.points })),
    seated,
  );
  const cards = seats.map((s) => {
    const letter = s.letter as Seat;
    const verification = row.verifications.find((v) => v.letter === letter) ?? null;
    return {
      seat: letter,
      player: s.player,
      total: totals[letter],
      verifier: verifierOf(letter, seated, ruleset.verification),
      verification,
    };
  });
  const digest = sheetDigest(
    ruleset,
    games.map((g) => ({ number: g.number, record: g.record, scores: g.points })),
  );
  // Cards are verified once complete, on an open sheet (T4, T25).
  const cardsReady = row.status === 'OPEN' && games.length >= row.round.tournament.gamesPerRound;
  return { ...row, tournament: row.round.tournament, ruleset, seats, seated, games, cards, digest, cardsReady };
}

export type TableSheet = NonNullable<Awaited<ReturnType<typeof tableSheet>>>;

/** The sheet as the public JSON API gives it (issue #5's shape). */
export function sheetJson(sheet: TableSheet) {
  return {
    table: sheet.table,
    round: sheet.round.number,
    seats: Object.fromEntries(sheet.seats.map((s) => [s.letter, s.player])),
    ruleset: sheet.ruleset,
    games: sheet.games.map((g) => ({ number: g.number, record: g.record, scores: g.points, lines: g.lines })),
    cards: sheet.cards.map((c) => ({
      seat: c.seat,
      total: c.total,
      verifiedBy: c.verification && {
        seat: c.verification.verifiedByLetter,
        name: c.verification.verifiedBy.name,
        initials: c.verification.initials,
        method: c.verification.method.toLowerCase(),
      },
      verifiedAt: c.verification?.at.toISOString() ?? null,
    })),
    status: sheet.status.toLowerCase(),
    digest: sheet.digest,
  };
}

/** What `npm run score` reads to recompute the sheet: the ruleset and the game records in game order. */
export function sheetRecord(sheet: TableSheet) {
  return { ruleset: sheet.ruleset, games: sheet.games.map((g) => g.record) };
}

/** A line of the public change log, with the round and table it was made at. */
export type ChangeLine = Amendment & { round: number; table: number };

/** The public change log of a tournament, newest first: each change to an accepted sheet and each ruling on a score. */
export function changeLogOf(db: Db, tournamentId: string) {
  return rows<ChangeLine>(
    db,
    Prisma.sql`
    SELECT a."id", a."at", a."actorLabel", a."reason", a."gameNumber", a."kind", a."allPresent", a."before", a."after",
           r."number" AS "round", rt."table"
    FROM "Amendment" a
    JOIN "RoundTable" rt ON rt."id" = a."roundTableId"
    JOIN "Round" r ON r."id" = rt."roundId"
    WHERE a."tournamentId" = ${tournamentId}
    ORDER BY a."at" DESC, a."id" DESC`,
  );
}
