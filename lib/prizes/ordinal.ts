/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const units = n % 10;
  return `${n}${units === 1 ? 'st' : units === 2 ? 'nd' : units === 3 ? 'rd' : 'th'}`;
}

/** A place as announced: "1st", or "2nd–3rd, tied" for players sharing places 2 and 3. */
export function placeLabel(first: number, last: number): string {
  return first === last ? ordinal(first) : `${ordinal(first)}–${ordinal(last)}, tied`;
}
