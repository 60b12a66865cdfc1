import { applyRosterChanges } from '@/lib/seating/roster';
import { offsetsOf, rotate, type RotationPattern } from '@/lib/seating/rotation';
import { tableCountOf, type Seating, type SeatingResult } from '@/lib/seating/types';

export type Roster = {
  /** Players who may play the next round. */
  active: readonly string[];
  /** Who replaced whom since the previous round. */
  substitutes: readonly { out: string; in: string }[];
};

/**
 * The next round by a rotation pattern: everyone (and every empty seat) moves from where they sat in the previous
 * round, then substitutes take the seats of those they replace and withdrawn players leave theirs, and the tables
 * are re-balanced (tables of 3 or 4, at most three 3-player tables).
 */
export function rotatedSeating(previous: Seating, pattern: RotationPattern, roster: Roster): SeatingResult {
  const offsets = offsetsOf(pattern);
  if (!offsets) {
    return { ok: false, problems: [{ code: 'BAD_OFFSET', message: 'This pattern is generated, not rotated.' }] };
  }
  // Two empty seats that meet at one table are fixed by the re-balancing below.
  const moved = rotate(previous, offsets, tableCountOf(previous));
  const active = new Set(roster.active);
  const arriving = new Set(roster.substitutes.map((s) => s.in));
  const seated = moved.flatMap((s) => (s.playerId ? [s.playerId] : []));
  const substitutes = roster.substitutes.filter((s) => seated.includes(s.out) && active.has(s.in));
  const replaced = new Set(substitutes.map((s) => s.out));
  const withdrawn = seated.filter((id) => !active.has(id) && !replaced.has(id));
  const unseated = roster.active.filter((id) => !seated.includes(id) && !arriving.has(id));
  if (unseated.length > 0) {
    const message = `${unseated.length} active player(s) had no seat last round: enter them as substitutes, or seat this round with the generator.`;
    return { ok: false, problems: [{ code: 'MISSING_PLAYER', message, playerId: unseated[0] }] };
  }
  const changed = applyRosterChanges(moved, { withdrawn, substitutes });
  return changed.ok ? { ok: true, seating: changed.seating } : changed;
}
