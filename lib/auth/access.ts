import 'server-only';
import type { Db } from '@/lib/db/client';
import { tournamentBySlug } from '@/lib/db/tournament-by-slug';
import type { StaffRole, StandingsState } from '@/lib/db/generated/client';
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

/** The tournament named by `slug` and the staff member's role in it, or null when there is no such tournament. */
export async function tournamentAccess(db: Db, staff: Staff | null, slug: string): Promise<TournamentAccess | null> {
  const tournament = await tournamentBySlug(db, slug);
  if (!tournament) return null;
  const { id, name, standingsState } = tournament;
  const [assignment] = staff
    ? await db.$queryRaw<{ role: StaffRole }[]>`
        SELECT "role"::text AS "role" FROM "StaffAssignment" WHERE "userId" = ${staff.id} AND "tournamentId" = ${id}`
    : [];
  return { tournament: { id, slug, name, standingsState }, role: assignment?.role ?? null };
}
