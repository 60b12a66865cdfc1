import 'server-only';
import { tournamentAccess, type TournamentAccess } from '@/lib/auth/access';
import { currentStaff } from '@/lib/auth/session';
import type { Db } from '@/lib/db/client';
import { tournamentBySlug } from '@/lib/db/tournament-by-slug';

export const HELD_MESSAGE =
  'Results pending: the Director is holding the standings back. Each table’s games are on its own page.';

/**
 * Whether points across tables (totals, ranks, a player's games) must be kept from this reader: the standings of the
 * tournament `slug` are held back and the reader is not on its staff. Null when there is no such tournament. The
 * session is read only while they are held.
 */
export async function heldBackFrom(db: Db, slug: string): Promise<boolean | null> {
  const tournament = await tournamentBySlug(db, slug);
  if (!tournament) return null;
  if (tournament.standingsState !== 'PENDING') return false;
  const access = await tournamentAccess(db, await currentStaff(), slug);
  return access === null || heldFor(access);
}

/** heldBackFrom, for a reader whose access to the tournament is already read. */
export const heldFor = ({ tournament, role }: TournamentAccess): boolean =>
  tournament.standingsState === 'PENDING' && role === null;
