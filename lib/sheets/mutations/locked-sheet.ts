import 'server-only';
import { rows, type Sql } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';
import { rulesetSchema, type GameRecord, type Ruleset, type Seat } from '@/lib/rules/index';

export type LockedSheet = {
  id: string;
  table: number;
  status: 'OPEN' | 'SUBMITTED' | 'ACCEPTED';
  version: number;
  round: { id: string; number: number; status: string; tournamentId: string };
  ruleset: Ruleset;
  gamesPerRound: number;
  /** How many of its games are entered. */
  gamesEntered: number;
  /** The player in each seat taken, in A–D order. */
  players: Map<Seat, { id: string; name: string }>;
  seated: Seat[];
  /** The game asked for, as stored; null when none was asked for or it is not entered yet. */
  game: SheetGame | null;
};

type SheetRow = {
  id: string;
  table: number;
  status: LockedSheet['status'];
  version: number;
  roundId: string;
  roundNumber: number;
  roundStatus: string;
  tournamentId: string;
  ruleset: unknown;
  gamesPerRound: number;
  gamesEntered: number;
  seats: { letter: Seat; id: string; name: string }[] | null;
  game: SheetGame | null;
};

/** A game of a sheet as stored (its record was validated before it was stored). */
export type SheetGame = {
  id: string;
  version: number;
  record: GameRecord;
  enteredById: string | null;
  scores: Partial<Record<Seat, number>>;
  /** The seats whose points a Director ruled (T27): a new record keeps them. */
  overridden: Seat[];
};

/** A game of a sheet as stored, as one JSON value (a `SheetGame`): a subquery for a statement's select list. */
export function sheetGame(roundTableId: Prisma.Sql | string, number: number | null): Prisma.Sql {
  return Prisma.sql`(
    SELECT json_build_object(
      'id', g."id", 'version', g."version", 'record', g."record", 'enteredById', g."enteredById",
      'scores', (SELECT coalesce(json_object_agg(gs."letter", gs."points"), '{}') FROM "GameScore" gs
                 WHERE gs."gameId" = g."id"),
      'overridden', (SELECT coalesce(json_agg(gs."letter"), '[]') FROM "GameScore" gs
                     WHERE gs."gameId" = g."id" AND gs."overriddenAt" IS NOT NULL))
    FROM "Game" g WHERE g."roundTableId" = ${roundTableId} AND g."number" = ${number})`;
}

/**
 * Locks a table's sheet row until the transaction ends and reads what every sheet write needs: its state, its seats
 * and the tournament's ruleset (under a share lock: a ruleset change, which locks that row for update and then
 * re-scores every game, waits for this write, or this write waits and uses the new ruleset). Null: no such table.
 * With `gameNumber`, that game as stored too (null when not entered yet). One statement: a save is on every
 * scorekeeper's path, and each round trip counts when a hall saves at once.
 */
export async function lockSheet(tx: Sql, roundTableId: string, gameNumber?: number): Promise<LockedSheet | null> {
  const number = gameNumber !== undefined && Number.isSafeInteger(gameNumber) ? gameNumber : null;
  const [row] = await rows<SheetRow>(
    tx,
    Prisma.sql`
    SELECT rt."id", rt."table", rt."status"::text AS "status", rt."version",
           r."id" AS "roundId", r."number" AS "roundNumber", r."status"::text AS "roundStatus", r."tournamentId",
           t."ruleset", t."gamesPerRound",
           (SELECT count(*)::int FROM "Game" g WHERE g."roundTableId" = rt."id") AS "gamesEntered",
           (SELECT json_agg(json_build_object('letter', s."letter", 'id', p."id", 'name', p."name") ORDER BY s."letter")
              FROM "Seat" s JOIN "Player" p ON p."id" = s."playerId"
             WHERE s."roundId" = r."id" AND s."table" = rt."table") AS "seats",
           ${sheetGame(Prisma.sql`rt."id"`, number)} AS "game"
    FROM "RoundTable" rt
    JOIN "Round" r ON r."id" = rt."roundId"
    JOIN "Tournament" t ON t."id" = r."tournamentId"
    WHERE rt."id" = ${roundTableId}
    FOR UPDATE OF rt FOR SHARE OF t`,
  );
  if (!row) return null;
  const players = new Map((row.seats ?? []).map(({ letter, id, name }) => [letter, { id, name }]));
  return {
    id: row.id,
    table: row.table,
    status: row.status,
    version: row.version,
    round: { id: row.roundId, number: row.roundNumber, status: row.roundStatus, tournamentId: row.tournamentId },
    ruleset: rulesetSchema.parse(row.ruleset),
    gamesPerRound: row.gamesPerRound,
    gamesEntered: row.gamesEntered,
    players,
    seated: [...players.keys()],
    game: row.game,
  };
}

/** What a step of a sheet's life sets besides its version. */
export type SheetChange = {
  status?: LockedSheet['status'];
  submittedAt?: Date | null;
  submittedById?: string | null;
  collectorId?: string | null;
  acceptedAt?: Date | null;
  acceptedById?: string | null;
  acceptedDigest?: string | null;
};

const CHANGED: readonly (keyof SheetChange)[] = [
  'status',
  'submittedAt',
  'submittedById',
  'collectorId',
  'acceptedAt',
  'acceptedById',
  'acceptedDigest',
];

/** Marks the sheet changed, with `change`: verifications and submissions name the version they saw. */
export async function bumpSheet(tx: Sql, id: string, change: SheetChange = {}): Promise<number> {
  const sets = CHANGED.filter((key) => change[key] !== undefined).map((key) =>
    key === 'status'
      ? Prisma.sql`"status" = ${change.status}::"SheetStatus"`
      : Prisma.sql`${Prisma.raw(`"${key}"`)} = ${change[key]}`,
  );
  const [row] = await rows<{ version: number }>(
    tx,
    Prisma.sql`
    UPDATE "RoundTable" SET ${Prisma.join([Prisma.sql`"version" = "version" + 1`, ...sets], ', ')}
    WHERE "id" = ${id} RETURNING "version"`,
  );
  if (!row) throw new Error(`No sheet ${id} to mark changed.`);
  return row.version;
}
