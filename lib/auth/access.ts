import 'server-only';
import { rows, type Db } from '@/lib/db/client';
import { tournamentBySlug } from '@/lib/db/tournament-by-slug';
import { Prisma, type StaffRole, type StandingsState } from '@/lib/db/generated/client';
import type { Staff } from './session';

export type { StaffRole };

/** What a role may do: a Director may do everything a scorekeeper may. */
const GRANTS: Record<StaffRole, readonly StaffRole[]> = {
  DIRECTOR: ['DIRECTOR', 'SCOREKEEPER'],
  SCOREKEEPER: ['SCOREKEEPER'],
};

export function grants(role: StaffRole | null, needed: StaffRole): boolean {
  return role !== null && GRANTS[role].includes(needed);
}

export type TournamentAccess = {
  tournament: { id: string; slug: string; name: string; standingsState: StandingsState };
  role: StaffRole | null;
};

type AccessRow = TournamentAccess['tournament'] & { role: StaffRole | null };

/**
 * The tournament named by `slug` and the staff member's role in it, or null when there is no such tournament. For
 * staff, one query with the role (every staff action reads it: one query fewer per save); for the public, the
 * tournament as the request reads it anyway.
 */
export async function tournamentAccess(db: Db, staff: Staff | null, slug: string): Promise<TournamentAccess | null> {
  if (!staff) {
    const tournament = await tournamentBySlug(db, slug);
    if (!tournament) return null;
    const { id, name, standingsState } = tournament;
    return { tournament: { id, slug, name, standingsState }, role: null };
  }
  const [row] = await rows<AccessRow>(
    db,
    Prisma.sql`
    SELECT t."id", t."slug", t."name", t."standingsState"::text AS "standingsState", sa."role"::text AS "role"
    FROM "Tournament" t
    LEFT JOIN "StaffAssignment" sa ON sa."tournamentId" = t."id" AND sa."userId" = ${staff.id}
    WHERE t."slug" = ${slug}`,
  );
  if (!row) return null;
  const { role, ...tournament } = row;
  return { tournament, role };
}
