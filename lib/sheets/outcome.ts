import type { Seat } from '@/lib/rules';

/** What a sheet write answers: done, or refused with a reason the user can act on. */
export type SheetResult<T = null> =
  | { ok: true; data: T }
  | {
      ok: false;
      reason: 'NOT_FOUND' | 'LOCKED' | 'CONFLICT' | 'INVALID_INPUT' | 'TOO_MANY_ATTEMPTS' | 'FORBIDDEN';
      message: string;
      field?: string;
    };

export const refused = (
  reason: Extract<SheetResult, { ok: false }>['reason'],
  message: string,
  field?: string,
): SheetResult<never> => ({ ok: false, reason, message, field });

export const done = <T>(data: T): SheetResult<T> => ({ ok: true, data });

/** The words players use for a seat. */
export const SEAT_NAMES: Record<Seat, string> = { A: 'A (East)', B: 'B (North)', C: 'C (West)', D: 'D (South)' };

/** Initials from a name, as a player initials a card: the first and last names' first letters ("Ann de la Cruz" → "AC"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return (first + last).toUpperCase();
}
