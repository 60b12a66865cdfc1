/**
 * A list short enough to read in a message: every item up to `max`, else the first few and how many more
 * ("1, 2, 3, 4, 5 and 494 more"). Pure.
 */
export function briefList(items: readonly (string | number)[], max = 8): string {
  if (items.length <= max) return items.join(', ');
  const shown = Math.max(1, max - 3);
  return `${items.slice(0, shown).join(', ')} and ${items.length - shown} more`;
}
