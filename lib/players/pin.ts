import type { Random } from '@/lib/random';

const PIN = /^\d{4}$/;
const PIN_COUNT = 10_000;

/** Whether a string is a PIN: exactly four digits. */
export const isPin = (value: string): boolean => PIN.test(value);

/**
 * `count` distinct 4-digit PINs ('0000'–'9999') in random order: the first `count` of a Fisher–Yates shuffle of
 * all of them, so the cost does not grow as the PINs run out. More than 10,000 cannot be distinct.
 */
export function generatePins(count: number, random: Random): string[] {
  if (!Number.isInteger(count) || count < 0 || count > PIN_COUNT) {
    throw new RangeError(`Between 0 and ${PIN_COUNT} distinct 4-digit PINs can be made, not ${count}.`);
  }
  const codes = Int16Array.from({ length: PIN_COUNT }, (_, i) => i);
  const pins: string[] = [];
  for (let i = 0; i < count; i++) {
    const j = i + random.int(PIN_COUNT - i);
    const code = codes[j]!;
    codes[j] = codes[i]!;
    codes[i] = code;
    pins.push(String(code).padStart(4, '0'));
  }
  return pins;
}

/** The one line on every PIN slip: what the PIN is for, and to keep it. */
export const PIN_SLIP_PURPOSE =
  'Your PIN confirms your partner’s score card and your calls to the Director: keep it private.';
