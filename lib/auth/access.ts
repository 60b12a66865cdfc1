import type { Db } from '@/lib/db/client';
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
  const tournament = await db.tournament.findUnique({
    where: { slug },
    select: {
      id: true,
      slug: true,
      name: true,
      standingsState: true,
      staff: staff ? { where: { userId: staff.id }, select: { role: true } } : false,
    },
  });
  if (!tournament) return null;
  const { staff: assignments, ...about } = tournament;
  return { tournament: about, role: assignments?.[0]?.role ?? null };
}
