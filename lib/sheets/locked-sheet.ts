import type { Tx } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/generated/client';
import { rulesetSchema, type Ruleset, type Seat } from '@/lib/rules';

export type LockedSheet = {
  id: string;
  table: number;
  status: 'OPEN' | 'SUBMITTED' | 'ACCEPTED';
  version: number;
  round: { id: string; number: number; status: string; tournamentId: string };
  ruleset: Ruleset;
  gamesPerRound: number;
  /** The player in each seat taken, in A–D order. */
  players: Map<Seat, { id: string; name: string }>;
  seated: Seat[];
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
  seats: { letter: Seat; id: string; name: string }[] | null;
};

/**
 * Locks a table's sheet row until the transaction ends and reads what every sheet write needs: its state, its seats
 * and the tournament's ruleset (under a share lock: a ruleset change, which locks that row for update and then
 * re-scores every game, waits for this write, or this write waits and uses the new ruleset). Null: no such table.
 * One statement: a save is on every scorekeeper's path, and each round trip counts when a hall saves at once.
 */
export async function lockSheet(tx: Tx, roundTableId: string): Promise<LockedSheet | null> {
  const [row] = await tx.$queryRaw<SheetRow[]>`
    SELECT rt."id", rt."table", rt."status"::text AS "status", rt."version",
           r."id" AS "roundId", r."number" AS "roundNumber", r."status"::text AS "roundStatus", r."tournamentId",
           t."ruleset", t."gamesPerRound",
           (SELECT json_agg(json_build_object('letter', s."letter", 'id', p."id", 'name', p."name") ORDER BY s."letter")
              FROM "Seat" s JOIN "Player" p ON p."id" = s."playerId"
             WHERE s."roundId" = r."id" AND s."table" = rt."table") AS "seats"
    FROM "RoundTable" rt
    JOIN "Round" r ON r."id" = rt."roundId"
    JOIN "Tournament" t ON t."id" = r."tournamentId"
    WHERE rt."id" = ${roundTableId}
    FOR UPDATE OF rt FOR SHARE OF t`;
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
    players,
    seated: [...players.keys()],
  };
}

/** Marks the sheet changed: verifications and submissions name the version they saw. */
export async function bumpSheet(tx: Tx, id: string, data: Prisma.RoundTableUncheckedUpdateInput = {}): Promise<number> {
  if (Object.keys(data).length === 0) {
    const [row] = await tx.$queryRaw<{ version: number }[]>`
      UPDATE "RoundTable" SET "version" = "version" + 1 WHERE "id" = ${id} RETURNING "version"`;
    return row!.version;
  }
  const row = await tx.roundTable.update({ where: { id }, data: { ...data, version: { increment: 1 } } });
  return row.version;
}
