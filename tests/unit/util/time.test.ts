import { expect, test } from 'vitest';
import { isTimeZone, stampIn, timeIn, zoneLabel } from '@/lib/util/time';

const at = new Date('2026-11-21T19:05:00Z');

test('a time is shown in the tournament’s zone, not UTC', () => {
  expect(timeIn(at, 'America/New_York')).toBe('14:05');
  expect(stampIn(at, 'America/New_York')).toBe('2026-11-21 14:05');
  expect(stampIn(at, 'Australia/Sydney')).toBe('2026-11-22 06:05');
  expect(timeIn(at, 'UTC')).toBe('19:05');
});

test('the zone is named with its abbreviation', () => {
  expect(zoneLabel('America/New_York', at)).toBe('America/New_York (EST)');
  expect(zoneLabel('UTC', at)).toBe('UTC');
});

test.each([
  ['America/New_York', true],
  ['UTC', true],
  ['Mars/Olympus_Mons', false],
  ['', false],
])('%s is a time zone: %s', (zone, ok) => {
  expect(isTimeZone(zone)).toBe(ok);
});
