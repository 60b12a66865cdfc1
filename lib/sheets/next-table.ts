import 'server-only';
import { rows, type Db } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';

type Sheet = { table: number; status: string };

/**
 * The table to go to after accepting `current`: the next handed-in sheet (waiting for acceptance) after it, going
 * round to the first; else the next one not yet accepted; null when every sheet is accepted. Pure.
 */
export function nextTable(sheets: readonly Sheet[], current: number): number | null {
  const after = [...sheets].sort((a, b) => a.table - b.table);
  const ring = [...after.filter((s) => s.table > current), ...after.filter((s) => s.table < current)];
  return (ring.find((s) => s.status === 'SUBMITTED') ?? ring.find((s) => s.status !== 'ACCEPTED'))?.table ?? null;
}

/** The next table of the round for the scorekeeper who just accepted `current` (see `nextTable`). */
export async function nextTableAfter(db: Db, roundId: string, current: number): Promise<number | null> {
  const sheets = await rows<Sheet>(
    db,
    Prisma.sql`SELECT "table", "status"::text AS "status" FROM "RoundTable" WHERE "roundId" = ${roundId}`,
  );
  return nextTable(sheets, current);
}
