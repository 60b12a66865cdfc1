import { describe, expect, test } from 'vitest';
import { backupFileName, dueSlots, periodicFilesToPrune, periodSlot } from '@/lib/backup/due';

const at = new Date('2026-11-24T15:42:10Z');
const period = periodSlot(at, 5);

describe('automatic backups due', () => {
  test.each([
    ['a tournament never changed has none', { auditLength: 0, closedRounds: [], attempts: [] }, []],
    [
      'a changed tournament with no backup gets a periodic one',
      { auditLength: 3, closedRounds: [], attempts: [] },
      [period],
    ],
    [
      'none when nothing changed since the last good one',
      { auditLength: 7, closedRounds: [], attempts: [{ slot: 'every-5-1', auditLength: 7, ok: true }] },
      [],
    ],
    [
      'a change since the last good one, in a new period',
      { auditLength: 9, closedRounds: [], attempts: [{ slot: 'every-5-1', auditLength: 7, ok: true }] },
      [period],
    ],
    [
      'one attempt per period, failed or not',
      { auditLength: 9, closedRounds: [], attempts: [{ slot: period, auditLength: -1, ok: false }] },
      [],
    ],
    [
      'a failed attempt does not count as the last good one',
      {
        auditLength: 9,
        closedRounds: [],
        attempts: [
          { slot: 'every-5-1', auditLength: 9, ok: true },
          { slot: 'every-5-2', auditLength: -1, ok: false },
        ],
      },
      [],
    ],
    [
      'each closed round once at its close, before any periodic one',
      { auditLength: 9, closedRounds: [1, 2], attempts: [{ slot: 'round-1', auditLength: 5, ok: true }] },
      ['round-2'],
    ],
    [
      'rounds closed while no backup ran: the last of them only (each file would hold the same, made now)',
      { auditLength: 9, closedRounds: [1, 2, 3], attempts: [{ slot: 'round-1', auditLength: 5, ok: true }] },
      ['round-3'],
    ],
  ])('%s', (_, state, expected) => {
    expect(dueSlots(state, at, 5)).toEqual(expected);
  });

  test('file names sort by time, and say a round’s close', () => {
    expect(backupFileName('spring', period, at)).toBe('spring-20261124-154210.json');
    expect(backupFileName('spring', 'round-3', at)).toBe('spring-20261124-154210-round-3-closed.json');
  });

  test('only the newest periodic files of the tournament are kept; round-close files and others’ files never pruned', () => {
    const names = [
      'spring-20261124-150000.json',
      'spring-20261124-150500.json',
      'spring-20261124-151000.json',
      'spring-20261124-150200-round-1-closed.json',
      'spring-2-20261124-140000.json',
      'autumn-20261124-140000.json',
      '.spring-20261124-151500.json.partial',
    ];
    expect(periodicFilesToPrune('spring', names, 2)).toEqual(['spring-20261124-150000.json']);
  });
});
