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

/**
 * Locks a table's sheet row until the transaction ends and reads what every sheet write needs: its state, its seats
 * and the tournament's ruleset (under a share lock: a ruleset change, which locks that row for update and then
 * re-scores every game, waits for this write, or this write waits and uses the new ruleset). Null: no such table.
 */
export async function lockSheet(tx: Tx, roundTableId: string): Promise<LockedSheet | null> {
  await tx.$executeRaw`SELECT 1 FROM "RoundTable" WHERE "id" = ${roundTableId} FOR UPDATE`;
  const table = await tx.roundTable.findUnique({
    where: { id: roundTableId },
    select: {
      id: true,
      table: true,
      status: true,
      version: true,
      round: { select: { id: true, number: true, status: true, tournamentId: true } },
    },
  });
  if (!table) return null;
  const [tournament] = await tx.$queryRaw<{ ruleset: unknown; gamesPerRound: number }[]>`
    SELECT "ruleset", "gamesPerRound" FROM "Tournament" WHERE "id" = ${table.round.tournamentId} FOR SHARE`;
  if (!tournament) throw new Error(`Tournament of round table ${roundTableId} is missing`);
  const seats = await tx.seat.findMany({
    where: { roundId: table.round.id, table: table.table },
    orderBy: { letter: 'asc' },
    select: { letter: true, player: { select: { id: true, name: true } } },
  });
  const players = new Map(seats.map((s) => [s.letter as Seat, s.player]));
  return {
    ...table,
    ruleset: rulesetSchema.parse(tournament.ruleset),
    gamesPerRound: tournament.gamesPerRound,
    players,
    seated: [...players.keys()],
  };
}

/** Marks the sheet changed: verifications and submissions name the version they saw. */
export async function bumpSheet(tx: Tx, id: string, data: Prisma.RoundTableUncheckedUpdateInput = {}): Promise<number> {
  const row = await tx.roundTable.update({ where: { id }, data: { ...data, version: { increment: 1 } } });
  return row.version;
}
