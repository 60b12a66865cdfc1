import type { Seat } from '@/lib/rules';

/** The words players use for a seat. */
export const SEAT_NAMES: Record<Seat, string> = { A: 'A (East)', B: 'B (North)', C: 'C (West)', D: 'D (South)' };

/** Initials from a name, as a player initials a card: the first and last names' first letters ("Ann de la Cruz" → "AC"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return (first + last).toUpperCase();
}
