import { describe, expect, test } from 'vitest';
import { checkBackup, NOT_A_BACKUP, pathText } from '@/lib/backup/check';
import { backupSchema, countsOf, type Backup } from '@/lib/backup/format';
import { chained, smallBackup } from './fixture';

/** A sound backup changed by `damage` (which may return something else entirely). */
const checked = (damage: (backup: Backup) => unknown) => {
  const backup = smallBackup();
  return checkBackup(damage(backup) ?? backup);
};

const messageOf = (damage: (backup: Backup) => unknown) => {
  const result = checked(damage);
  return result.ok ? 'accepted' : result.message;
};

describe('a sound backup', () => {
  test('passes, as parsed JSON and as its text, and keeps every row', () => {
    const backup = smallBackup();
    expect(checkBackup(backup)).toEqual({ ok: true, backup });
    expect(checkBackup(JSON.stringify(backup))).toEqual({ ok: true, backup });
    expect(countsOf(backup)).toMatchObject({ players: 5, seats: 4, gameScores: 4, auditEvents: 3 });
  });

  test('a file written before calls to the Director were kept has none', () => {
    const { calls: _none, ...older } = smallBackup();
    expect(checkBackup(older)).toMatchObject({ ok: true, backup: { calls: [] } });
  });

  test('an empty tournament (no rows, no chain) passes too', () => {
    const empty = { ...smallBackup(), players: [], rounds: [], seats: [], roundTables: [], games: [] };
    expect(
      checkBackup({
        ...empty,
        gameScores: [],
        verifications: [],
        incidents: [],
        amendments: [],
        calls: [],
        prizesCollected: [],
        auditEvents: [],
        auditChain: null,
      }),
    ).toMatchObject({ ok: true });
  });

  test('a file written before player details and prizes reads with none given and the default prizes', () => {
    const { prizesCollected: _, ...older } = smallBackup();
    const { prizes: _prizes, ...tournament } = older.tournament;
    const players = older.players.map(({ city: _c, region: _r, ...player }) => player);
    const result = checkBackup({ ...older, tournament, players });
    if (!result.ok) throw new Error(result.message);
    expect(result.backup.tournament.prizes).toEqual({});
    expect(result.backup.players[1]).toMatchObject({ city: null, region: null });
    expect(result.backup.prizesCollected).toEqual([]);
  });
});

describe('what is not a backup of this installation', () => {
  test.each<[string, unknown, RegExp]>([
    ['another format tag', { ...smallBackup(), format: 'something-else' }, /^This is not a tournament backup$/],
    ['no format tag', { version: 1 }, /^This is not a tournament backup$/],
    ['an array', [smallBackup()], /^This is not a tournament backup$/],
    ['null', null, /^This is not a tournament backup$/],
    ['a number', 42, /^This is not a tournament backup$/],
    [
      'a newer version',
      { ...smallBackup(), version: 3 },
      /^This backup was made by a newer version \(3\); this installation reads version 1$/,
    ],
    ['version 0', { ...smallBackup(), version: 0 }, /^The backup is damaged at version: /],
    [
      'truncated text',
      JSON.stringify(smallBackup()).slice(0, 300),
      /^The file is not valid JSON: it is damaged or incomplete \(/,
    ],
    ['empty text', '', /^The file is not valid JSON/],
  ])('%s', (_what, raw, message) => {
    const result = checkBackup(raw);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(message);
    expect(NOT_A_BACKUP).toBe('This is not a tournament backup');
  });
});

describe('schema violations name the first problem’s path', () => {
  test.each<[string, (b: Backup) => unknown, string]>([
    [
      'a missing PIN hash',
      (b) => void delete (b.players[2] as Partial<Backup['players'][0]>).pinHash,
      'players[2].pinHash',
    ],
    ['points not whole', (b) => void (b.gameScores[1]!.points = 1.5), 'gameScores[1].points'],
    ['an unknown seat letter', (b) => void ((b.seats[0] as { letter: string }).letter = 'E'), 'seats[0].letter'],
    ['a date that is not ISO', (b) => void (b.rounds[0]!.startedAt = 'yesterday'), 'rounds[0].startedAt'],
    ['a day that is not a date', (b) => void (b.tournament.startsOn = '22/11/2026'), 'tournament.startsOn'],
    ['a JSON column missing', (b) => void delete (b.games[0] as Partial<Backup['games'][0]>).record, 'games[0].record'],
    ['a JSON column null', (b) => void ((b.games[0] as { lines: unknown }).lines = null), 'games[0].lines'],
    [
      'a nullable JSON column missing',
      (b) => void delete (b.incidents[0] as { ruling?: unknown }).ruling,
      'incidents[0].ruling',
    ],
    ['an unknown column', (b) => void ((b.verifications[0] as Record<string, unknown>).extra = 1), 'verifications[0]'],
    ['a table missing', (b) => void delete (b as Partial<Backup>).amendments, 'amendments'],
    ['a hash that is not one', (b) => void (b.auditEvents[1]!.hash = 'abc'), 'auditEvents[1].hash'],
    ['a number beyond an int column', (b) => void (b.players[0]!.warnings = 2 ** 40), 'players[0].warnings'],
  ])('%s', (_what, damage, path) => {
    expect(messageOf(damage)).toMatch(new RegExp(`^The backup is damaged at ${path.replace(/[[\].]/g, '\\$&')}: `));
  });
});

describe('rows that do not hold together', () => {
  test.each<[string, (b: Backup) => unknown, string]>([
    [
      'a seat of a player not in the file',
      (b) => void (b.seats[3]!.playerId = 'p9'),
      'seats[3].playerId: there is no player',
    ],
    [
      'a game of a table not in the file',
      (b) => void (b.games[0]!.roundTableId = 'rt9'),
      'games[0].roundTableId: there is no table',
    ],
    [
      'a score of a game not in the file',
      (b) => void (b.gameScores[2]!.gameId = 'g9'),
      'gameScores[2].gameId: there is no game',
    ],
    [
      'a prize collected by a player not in the file',
      (b) => void (b.prizesCollected[0]!.playerId = 'p9'),
      'prizesCollected[0].playerId: there is no player',
    ],
    [
      'a substitute not in the file',
      (b) => void (b.players[0]!.substituteId = 'p9'),
      'players[0].substituteId: there is no player',
    ],
    [
      'an incident of a game not in the file',
      (b) => void (b.incidents[0]!.gameId = 'g9'),
      'incidents[0].gameId: there is no game',
    ],
    ['a collector not in the file', (b) => void (b.roundTables[0]!.collectorId = 'p9'), 'roundTables[0].collectorId'],
    [
      'a call closed by an incident not in the file',
      (b) => void (b.calls[0]!.incidentId = 'i9'),
      'calls[0].incidentId: there is no incident',
    ],
    ['a call of a table not in the file', (b) => void (b.calls[0]!.roundTableId = 'rt9'), 'calls[0].roundTableId'],
    [
      'two players with one id',
      (b) => void (b.players[3]!.id = 'p1'),
      'players[3].id: its id is also that of players[0]',
    ],
    ['two players with one number', (b) => void (b.players[4]!.number = 2), 'players[4].number'],
    [
      'two players in one seat',
      (b) => void (b.seats[1]!.letter = 'A'),
      'seats[1].letter: its roundId, table and letter are also those of seats[0]',
    ],
    ['one player in two seats', (b) => void (b.seats[1]!.playerId = 'p1'), 'seats[1].playerId'],
    [
      'one staff email twice',
      (b) => void b.staff.push({ email: 'director@example.test', role: 'SCOREKEEPER' }),
      'staff[1].email',
    ],
    [
      'players substituting each other',
      (b) => void ((b.players[4]!.substituteId = 'p1'), (b.players[0]!.substituteId = 'p5')),
      'players[0].substituteId: the player is, through substitutes, their own',
    ],
  ])('%s', (_what, damage, text) => {
    expect(messageOf(damage)).toContain(`The backup is damaged at ${text}`);
  });
});

describe('the audit chain is checked before anything is written', () => {
  const altered = /^The backup's audit log does not verify: it was altered \(/;
  test.each<[string, (b: Backup) => unknown, RegExp]>([
    [
      'a score changed inside an event',
      (b) => void ((b.auditEvents[2]!.after as { points: number }).points = 78),
      /event 3 of 3: its content no longer matches its hash/,
    ],
    [
      'an event removed',
      (b) => void b.auditEvents.splice(1, 1),
      /event 2 of 2: it does not link to the event before it/,
    ],
    [
      'the first event removed',
      (b) => void b.auditEvents.shift(),
      /event 1 of 2: it does not link to the start of its chain/,
    ],
    ['events reordered', (b) => void b.auditEvents.reverse(), /event 1 of 3/],
    ['the last event removed', (b) => void b.auditEvents.pop(), /the chain head records 3 events, the chain has 2/],
    ['the head removed', (b) => void (b.auditChain = null), /its 3 events have no chain head/],
    [
      'the end replaced by another, well-linked event',
      (b) => {
        const [first, second] = b.auditEvents;
        const [, , forged] = chained([first!, second!, { ...first!, action: 'forged' }]);
        b.auditEvents[2] = forged!;
      },
      /the chain head records another last hash/,
    ],
  ])('%s', (_what, damage, detail) => {
    const message = messageOf(damage);
    expect(message).toMatch(altered);
    expect(message).toMatch(detail);
  });
});

test('pathText writes zod paths the way a reader looks them up', () => {
  expect(pathText(['players', 3, 'pinHash'])).toBe('players[3].pinHash');
  expect(pathText(['tournament', 'slug'])).toBe('tournament.slug');
  expect(pathText([])).toBe('');
  expect(backupSchema.safeParse({}).success).toBe(false);
});
