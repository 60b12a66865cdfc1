/** A round as a change of round length sees it. */
export type RoundForLength = {
  number: number;
  status: 'DRAFT' | 'PUBLISHED' | 'STARTED' | 'TIME_UP' | 'CLOSED';
  durationMinutes: number;
};

/** Rounds whose clock has started keep their length; the others take a new one. */
export const keepsItsLength = (round: RoundForLength) => round.status !== 'DRAFT' && round.status !== 'PUBLISHED';

const roundsWord = (numbers: readonly number[]) =>
  numbers.length === 1 ? `round ${numbers[0]}` : `rounds ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;

/**
 * Where a round length reaches, said beside the field: rounds already started keep theirs; seated rounds not yet
 * started take the new one. Null when no round is seated. Pure.
 */
export function roundLengthReach(rounds: readonly RoundForLength[]): string | null {
  if (rounds.length === 0) return null;
  const kept = rounds.filter(keepsItsLength);
  const retimed = rounds.filter((r) => !keepsItsLength(r));
  const parts = [
    kept.length > 0 ? `${capital(roundsWord(kept.map((r) => r.number)))} ${keeps(kept.length)}.` : null,
    retimed.length > 0
      ? `A change applies to ${roundsWord(retimed.map((r) => r.number))}, already seated, and to later rounds.`
      : 'A change applies to later rounds.',
  ];
  return parts.filter(Boolean).join(' ');
}

const keeps = (count: number) => (count === 1 ? 'has started and keeps its length' : 'have started and keep theirs');

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
