import { describe, expect, test } from 'vitest';
import { generatePins, isPin } from '@/lib/players/pin';
import { createRandom } from '@/lib/random';

describe('PINs', () => {
  test('distinct 4-digit PINs, the same for the same seed', () => {
    const pins = generatePins(500, createRandom('pins'));
    expect(new Set(pins).size).toBe(500);
    expect(pins.every(isPin)).toBe(true);
    expect(generatePins(500, createRandom('pins'))).toEqual(pins);
  });

  test('all 10,000 can be handed out, and no more', () => {
    const all = generatePins(10_000, createRandom('all'));
    expect(new Set(all).size).toBe(10_000);
    expect(all).toContain('0000');
    expect(() => generatePins(10_001, createRandom('all'))).toThrow(RangeError);
  });

  test.each([
    ['0042', true],
    ['9999', true],
    ['123', false],
    ['12345', false],
    ['12a4', false],
    [' 1234', false],
  ])('isPin(%j) is %s', (value, expected) => {
    expect(isPin(value)).toBe(expected);
  });
});
