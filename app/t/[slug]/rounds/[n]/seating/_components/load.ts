import { grants, tournamentAccess } from '@/lib/auth/access';
import { currentStaff } from '@/lib/auth/session';
import { db } from '@/lib/db/client';
import { currentRound } from '@/lib/rounds/current-round';
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
 * `number` 'current' is the round players should be at now (see current-round). Null when the tournament does not exist.
 */
export async function loadSeating(slug: string, number: number | 'current') {
  const access = await tournamentAccess(db(), await currentStaff(), slug);
  if (!access) return null;
  const isDirector = grants(access.role, 'DIRECTOR');
  const rounds = await roundsOf(db(), access.tournament.id, isDirector);
  const current = currentRound(rounds, Date.now());
  const wanted = number === 'current' ? current?.number : number;
  const round = wanted === undefined ? null : await roundSeating(db(), slug, wanted, isDirector);
  return { tournament: access.tournament, rounds, round, current, isDirector };
}

export type LoadedSeating = NonNullable<Awaited<ReturnType<typeof loadSeating>>>;
