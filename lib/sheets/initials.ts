import { fold } from '@/lib/util/fold';

/**
 * Whether initials copied from a card fit the verifying player's name: the first letters of some of the name's
 * words, in order, case and accents aside ("MS" and "MAS" for Mary Ann Smith, "MAS" for Mary-Ann Smith). A typo
 * or another player's initials do not fit. Pure.
 */
export function initialsFit(initials: string, name: string): boolean {
  const wanted = [...fold(initials).replace(/[^\p{L}]/gu, '')];
  const firsts = fold(name)
    .split(/[\s\-‐]+/)
    .map((word) => word.replace(/[^\p{L}]/gu, '').charAt(0))
    .filter(Boolean);
  if (wanted.length === 0) return false;
  let at = 0;
  for (const letter of firsts) if (letter === wanted[at]) at++;
  return at === wanted.length;
}
