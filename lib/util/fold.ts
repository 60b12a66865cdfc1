/** Lower case without accents, so "jose" finds "José". */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Whether a name holds every word of a query, accents and case aside. */
export function hasEveryWord(name: string, query: string): boolean {
  const folded = fold(name);
  return fold(query)
    .trim()
    .split(/\s+/)
    .every((word) => folded.includes(word));
}
