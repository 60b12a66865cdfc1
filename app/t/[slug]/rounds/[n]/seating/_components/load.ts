import { grants } from '@/lib/auth/access';
import { currentAccess } from '@/lib/auth/session';
import { db } from '@/lib/db/client';
import { currentRound, currentRoundTurnsAt } from '@/lib/rounds/current-round';
import { roundSeating, roundsOf } from '@/lib/rounds/queries';
import type { SeatingView } from '@/lib/seating/seat-page';

/** A round number from the address, or null for anything but a positive whole number. */
export function roundNumberOf(n: string): number | null {
  return /^[1-9]\d{0,5}$/.test(n) ? Number(n) : null;
}

export function viewOf(by: string | string[] | undefined): SeatingView {
  return by === 'name' ? 'name' : 'table';
}

/**
 * One round's seating as this visitor may see it (Directors see drafts too) and the tournament's rounds for the links;
 * `number` 'current' is the round players should be at now (see current-round). Null when the tournament does not exist.
 */
export async function loadSeating(slug: string, number: number | 'current') {
  const access = await currentAccess(slug);
  if (!access) return null;
  const isDirector = grants(access.role, 'DIRECTOR');
  const seating = (wanted: number | undefined) =>
    wanted === undefined ? null : roundSeating(db(), slug, wanted, isDirector);
  // A round asked by number is read alongside the rounds; the current one only once they say which it is.
  const [rounds, asked] = await Promise.all([
    roundsOf(db(), access.tournament.id, isDirector),
    number === 'current' ? null : seating(number),
  ]);
  const now = Date.now();
  const current = currentRound(rounds, now);
  const round = number === 'current' ? await seating(current?.number) : asked;
  // Which round is current may turn when a table's extra minutes run out, with nothing written.
  const turnsAt = currentRoundTurnsAt(rounds, now);
  return { tournament: access.tournament, rounds, round, current, isDirector, turnsAt };
}

export type LoadedSeating = NonNullable<Awaited<ReturnType<typeof loadSeating>>>;
