import { describe, expect, test } from 'vitest';
import { checkBackup } from '@/lib/backup/check';
import type { Backup } from '@/lib/backup/format';
import { chained, RECORD, smallBackup } from './fixture';

/** The message a sound backup changed by `tamper` gets; the chain re-linked when `rehash` (a careful forger). */
function refusal(tamper: (backup: Backup) => void, rehash = false): string {
  const backup = smallBackup();
  tamper(backup);
  if (rehash) {
    backup.auditEvents = chained(backup.auditEvents.map(({ prevHash: _p, hash: _h, ...fields }) => fields));
    backup.auditChain = { lastHash: backup.auditEvents.at(-1)!.hash, length: backup.auditEvents.length };
  }
  const checked = checkBackup(backup);
  return checked.ok ? 'accepted' : checked.message;
}

describe('a backup that cannot lie: the first mismatch is named', () => {
  test.each([
    [
      'a seat’s points edited',
      (b: Backup) => void (b.gameScores[1]!.points += 40),
      /^The backup does not add up at gameScores\[1\]\.points: seat B has -?\d+, its record scores -?\d+, and no Director ruled it\.$/,
    ],
    [
      'points and computed points edited together',
      (b: Backup) => {
        b.gameScores[2]!.points += 40;
        b.gameScores[2]!.computedPoints += 40;
      },
      /^The backup does not add up at gameScores\[2\]\.computedPoints: seat C's record scores/,
    ],
    [
      'a Director’s ruling edited',
      (b: Backup) => void (b.gameScores[0]!.points = 99),
      /at gameScores\[0\]\.points: seat A's 99 is not the Director's ruling its last audit event holds\.$/,
    ],
    [
      'a ruling made up (a reason given, no audit event)',
      (b: Backup) => {
        b.gameScores[3]!.points = 99;
        b.gameScores[3]!.overrideReason = 'Made up';
      },
      /at gameScores\[3\]\.points: seat D's 99 is not the Director's ruling/,
    ],
    [
      'line items edited',
      (b: Backup) => void ((b.games[0]!.lines as { points: number }[])[0]!.points += 5),
      /at games\[0\]\.lines: they are not the line items its record scores to\.$/,
    ],
    [
      'a record that is not a game',
      (b: Backup) => void (b.games[0]!.record = { outcome: 'wall' }),
      /at games\[0\]\.record: /,
    ],
    [
      'an address the app never gives',
      (b: Backup) => void (b.tournament.slug = '../Spring Open'),
      /at tournament\.slug: /,
    ],
    [
      'an unknown ruleset option',
      (b: Backup) => void (b.tournament.ruleset = { jokerBonus: 500 }),
      /at tournament\.ruleset: /,
    ],
  ])('%s', (_what, tamper, message) => expect(refusal(tamper)).toMatch(message));

  test('a record changed with its lines and points, the chain re-linked: not its last audited record', () => {
    const tamper = (b: Backup) => {
      b.games[0]!.record = { ...RECORD, handValue: 50 };
    };
    expect(refusal(tamper, true)).toMatch(
      /at games\[0\]\.(record: it is not the record its last audit event holds|lines)/,
    );
  });

  test('a game no audit event records, the chain re-linked', () => {
    const tamper = (b: Backup) => void b.auditEvents.splice(1, 1);
    expect(refusal(tamper, true)).toMatch(/at games\[0\]: no audit event records this game\.$/);
  });

  test('the sound backup passes', () => expect(refusal(() => {})).toBe('accepted'));
});
