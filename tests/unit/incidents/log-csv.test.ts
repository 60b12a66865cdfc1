import { describe, expect, test } from 'vitest';
import { csvField, incidentLogCsv } from '@/lib/incidents/log-csv';
import type { IncidentLogRow } from '@/lib/incidents/log';

const RULED: IncidentLogRow = {
  id: 'i1',
  createdAt: new Date('2026-11-21T10:15:30.000Z'),
  ruledAt: new Date('2026-11-21T10:16:00.000Z'),
  status: 'RULED',
  round: 2,
  table: 5,
  game: 3,
  kind: 'DEAD_HAND_CHALLENGE',
  title: 'Dead-hand challenge',
  players: [
    { letter: 'A', number: 12, name: 'Ann Lee' },
    { letter: 'C', number: 7, name: 'Bo Chan' },
  ],
  ruling: 'Seat C stops picking and discarding, and scores the dead-hand penalty (T14).',
  decision: 'confirm',
  rules: ['DH', 'T14'],
  reporter: 'Sam Keeper',
  director: 'Dana Director',
  sheetPath: '/t/spring-open/scores/2/5',
  call: null,
};

const OPEN: IncidentLogRow = {
  ...RULED,
  id: 'i2',
  status: 'OPEN',
  ruledAt: null,
  ruling: 'Disputed: play goes on, and it is settled when the game ends.',
  decision: null,
  director: null,
};

describe('csvField', () => {
  test.each<[string | number | null, string]>([
    ['plain', 'plain'],
    [12, '12'],
    [null, ''],
    ['', ''],
    ['Lee, Ann', '"Lee, Ann"'],
    ['the "real" one', '"the ""real"" one"'],
    ['two\nlines', '"two\nlines"'],
    ['cr\r\nlf', '"cr\r\nlf"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+1 point', "'+1 point"],
    ['-10 for a dead hand', "'-10 for a dead hand"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['a = b', 'a = b'],
  ])('%j → %j', (cell, field) => {
    expect(csvField(cell)).toBe(field);
  });
});

describe('incidentLogCsv', () => {
  test('a byte-order mark and a header, then one line per incident, CRLF after each, times in the tournament’s zone', () => {
    expect(incidentLogCsv([RULED, OPEN], 'America/New_York').split('\r\n')).toEqual([
      '\uFEFFtime,round,table,game,kind,status,players,ruling,decision,rules,reporter,director,sheet,called,taken,closed',
      '2026-11-21 05:15,2,5,3,Dead-hand challenge,ruled,A #12 Ann Lee; C #7 Bo Chan,' +
        '"Seat C stops picking and discarding, and scores the dead-hand penalty (T14).",confirm,"DH, T14",' +
        'Sam Keeper,Dana Director,/t/spring-open/scores/2/5,,,',
      '2026-11-21 05:15,2,5,3,Dead-hand challenge,open,A #12 Ann Lee; C #7 Bo Chan,' +
        '"Disputed: play goes on, and it is settled when the game ends.",,"DH, T14",Sam Keeper,,/t/spring-open/scores/2/5,,,',
      '',
    ]);
  });

  test('no incident: the header alone', () => {
    expect(incidentLogCsv([], 'UTC')).toBe(
      '\uFEFFtime,round,table,game,kind,status,players,ruling,decision,rules,reporter,director,sheet,called,taken,closed\r\n',
    );
  });

  test('an incident without a table or players leaves those cells empty', () => {
    const loose = { ...OPEN, round: null, table: null, game: null, players: [], rules: [], sheetPath: null };
    expect(incidentLogCsv([loose], 'UTC').split('\r\n')[1]).toBe(
      '2026-11-21 10:15,,,,Dead-hand challenge,open,,' +
        '"Disputed: play goes on, and it is settled when the game ends.",,,Sam Keeper,,,,,',
    );
  });

  test('a call to the Director carries its times: on its incident’s row, or on a row of its own', () => {
    const call = {
      calledAt: new Date('2026-11-21T10:11:00.000Z'),
      takenAt: new Date('2026-11-21T10:12:30.000Z'),
      closedAt: new Date('2026-11-21T10:16:00.000Z'),
    };
    expect(incidentLogCsv([{ ...RULED, call }], 'UTC').split('\r\n')[1]).toMatch(
      /,\/t\/spring-open\/scores\/2\/5,2026-11-21 10:11,2026-11-21 10:12,2026-11-21 10:16$/,
    );
    const waiting: IncidentLogRow = {
      ...OPEN,
      status: 'CALLED',
      game: null,
      kind: 'CALL',
      title: 'Call to the Director',
      players: [],
      ruling: '',
      rules: [],
      reporter: null,
      call: { calledAt: call.calledAt, takenAt: null, closedAt: null },
    };
    expect(incidentLogCsv([waiting], 'UTC').split('\r\n')[1]).toBe(
      '2026-11-21 10:15,2,5,,Call to the Director,called,,,,,,,/t/spring-open/scores/2/5,2026-11-21 10:11,,',
    );
  });

  test('a player named like a formula is kept as text', () => {
    const row = { ...RULED, players: [{ letter: 'B' as const, number: 3, name: '=cmd|x' }], reporter: '@me' };
    const line = incidentLogCsv([row], 'UTC').split('\r\n')[1] ?? '';
    expect(line).toContain(',B #3 =cmd|x,');
    expect(line).toContain(",'@me,");
  });
});
