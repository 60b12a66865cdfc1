import { grants, tournamentAccess } from '@/lib/auth/access';
import { currentStaff } from '@/lib/auth/session';
import { db } from '@/lib/db/client';
import { roundSeating, roundsOf } from '@/lib/rounds/queries';

/** A round number from the address, or null for anything but a positive whole number. */
export function roundNumberOf(n: string): number | null {
  return /^[1-9]\d{0,5}$/.test(n) ? Number(n) : null;
}

export type SeatingView = 'table' | 'name';

export function viewOf(by: string | string[] | undefined): SeatingView {
  return by === 'name' ? 'name' : 'table';
}

/**
 * One round's seating as this visitor may see it (Directors see drafts too) and the tournament's rounds for the links;
 * `number` 'latest' is the latest round players can see. Null when the tournament does not exist.
 */
export async function loadSeating(slug: string, number: number | 'latest') {
  const access = await tournamentAccess(db(), await currentStaff(), slug);
  if (!access) return null;
  const isDirector = grants(access.role, 'DIRECTOR');
  const rounds = await roundsOf(db(), access.tournament.id, isDirector);
  const latest = rounds.filter((r) => r.status !== 'DRAFT').at(-1)?.number;
  const wanted = number === 'latest' ? latest : number;
  const round = wanted === undefined ? null : await roundSeating(db(), slug, wanted, isDirector);
  return { tournament: access.tournament, rounds, round, isDirector };
}

export type LoadedSeating = NonNullable<Awaited<ReturnType<typeof loadSeating>>>;
