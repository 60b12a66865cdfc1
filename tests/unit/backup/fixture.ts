import { eventHash, GENESIS } from '@/lib/audit/chain';
import { BACKUP_FORMAT, BACKUP_VERSION, type Backup, type BackupAuditEvent } from '@/lib/backup/format';
import { rulesetSchema, scoreGame, validateGame } from '@/lib/rules';

const AT = '2026-11-22T09:00:00.000Z';
const TOURNAMENT = 't1';

type EventFields = Omit<BackupAuditEvent, 'prevHash' | 'hash'>;

/** Events linked into the tournament's chain as the audit log writes them. */
export function chained(list: readonly EventFields[]): BackupAuditEvent[] {
  let prevHash = GENESIS;
  return list.map((fields) => {
    const hash = eventHash(prevHash, { ...fields, tournamentId: TOURNAMENT, at: new Date(fields.at) });
    const event = { ...fields, prevHash, hash };
    prevHash = hash;
    return event;
  });
}

const event = (action: string, after: unknown, entity = 'Tournament', entityId = TOURNAMENT): EventFields => ({
  actorId: 'u1',
  actorLabel: 'Dana Director',
  action,
  entity,
  entityId,
  before: null,
  after,
  reason: null,
  at: AT,
});

const player = (n: number, substituteId: string | null = null) => ({
  id: `p${n}`,
  number: n,
  name: `Player ${n}`,
  club: null,
  city: n === 2 ? 'Boca Raton' : null,
  region: n === 2 ? 'FL' : null,
  email: null,
  pinHash: '$2b$10$hash',
  status: substituteId ? ('WITHDRAWN' as const) : ('ACTIVE' as const),
  warnings: 0,
  substituteId,
  createdAt: AT,
  changedAt: AT,
});

const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** Game 1: East (A) wins self-picked for 30, scored under the default ruleset. */
export const RECORD = {
  seats: [...LETTERS],
  east: 'A',
  outcome: 'mahjong',
  winner: 'A',
  handValue: 30,
  selfPicked: true,
};
const SCORED = scoreGame((validateGame(RECORD) as { ok: true; game: never }).game, rulesetSchema.parse({}));
const computed = (letter: (typeof LETTERS)[number]) => SCORED.scores[letter]!;
const RULING = { letter: 'A', points: 77, computedPoints: computed('A'), overrideReason: 'Misread' };

/**
 * A small, sound backup: 5 players (player 1 replaced by player 5), one round, one table, one game (seat A's points
 * ruled 77 by the Director), three events: the tournament made, the game recorded, the ruling.
 */
export function smallBackup(): Backup {
  const events = chained([
    event('tournament.create', { slug: 'spring-open' }),
    event('game.record', structuredClone({ record: RECORD, lines: SCORED.lines, scores: SCORED.scores }), 'Game', 'g1'),
    event('score.override', RULING, 'GameScore', 'gs0'),
  ]);
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: AT,
    tournament: {
      id: TOURNAMENT,
      slug: 'spring-open',
      name: 'Spring Open',
      startsOn: '2026-11-22',
      endsOn: '2026-11-22',
      status: 'RUNNING',
      ruleset: {},
      rotation: { kind: 'standard' },
      roundCount: 4,
      gamesPerRound: 4,
      roundMinutes: 60,
      standingsState: 'LIVE',
      timeZone: null,
      prizes: { roundWinners: 2 },
      publicAddress: null,
      version: 1,
      createdAt: AT,
      updatedAt: AT,
    },
    staff: [{ email: 'director@example.test', role: 'DIRECTOR' }],
    players: [player(1, 'p5'), player(2), player(3), player(4), player(5)],
    rounds: [
      {
        id: 'r1',
        number: 1,
        status: 'CLOSED',
        seatingMethod: 'random',
        seed: 's',
        repeatPairs: 0,
        durationMinutes: 60,
        publishedAt: AT,
        startedAt: AT,
        closedAt: AT,
        version: 3,
      },
    ],
    seats: LETTERS.map((letter, i) => ({ id: `s${i}`, roundId: 'r1', table: 1, letter, playerId: `p${i + 1}` })),
    roundTables: [
      {
        id: 'rt1',
        roundId: 'r1',
        table: 1,
        status: 'ACCEPTED',
        extraMinutes: 0,
        submittedAt: AT,
        submittedByEmail: 'director@example.test',
        collectorId: 'p1',
        acceptedAt: AT,
        acceptedByEmail: null,
        acceptedDigest: 'abc',
        version: 7,
        changedAt: AT,
      },
    ],
    games: [
      {
        id: 'g1',
        roundTableId: 'rt1',
        number: 1,
        record: structuredClone(RECORD),
        lines: structuredClone(SCORED.lines),
        version: 1,
        enteredByEmail: null,
        createdAt: AT,
        updatedAt: AT,
      },
    ],
    gameScores: LETTERS.map((letter, i) => ({
      id: `gs${i}`,
      gameId: 'g1',
      letter,
      playerId: `p${i + 1}`,
      computedPoints: computed(letter),
      points: i === 0 ? 77 : computed(letter),
      overrideReason: i === 0 ? 'Misread' : null,
      overriddenByEmail: i === 0 ? 'director@example.test' : null,
      overriddenAt: i === 0 ? AT : null,
    })),
    verifications: [
      {
        id: 'v1',
        roundTableId: 'rt1',
        letter: 'A',
        verifiedByLetter: 'B',
        verifiedByPlayerId: 'p2',
        initials: 'XY',
        method: 'INITIALS',
        recordedByEmail: null,
        sheetVersion: 5,
        at: AT,
      },
    ],
    incidents: [
      {
        id: 'i1',
        roundTableId: 'rt1',
        gameId: 'g1',
        gameNumber: 1,
        kind: 'COURTESY',
        facts: { seat: 'C' },
        proposal: null,
        ruling: null,
        status: 'RULED',
        createdByEmail: null,
        ruledByEmail: null,
        createdAt: AT,
        ruledAt: null,
      },
    ],
    amendments: [
      {
        id: 'a1',
        roundTableId: 'rt1',
        gameNumber: 1,
        kind: 'override',
        before: { points: 10 },
        after: { points: 77 },
        reason: 'Misread',
        allPresent: true,
        actorEmail: 'director@example.test',
        actorLabel: 'Dana Director',
        at: AT,
      },
    ],
    calls: [
      {
        id: 'c1',
        roundTableId: 'rt1',
        seat: 'C',
        confirmed: false,
        kind: 'COURTESY',
        line: 'Rude remark',
        status: 'CLOSED',
        calledAt: AT,
        takenAt: AT,
        takenByEmail: 'director@example.test',
        closedAt: AT,
        closedByEmail: 'director@example.test',
        incidentId: 'i1',
        note: null,
        changedAt: AT,
      },
    ],
    prizesCollected: [
      { id: 'pc1', prize: 'place', playerId: 'p2', collectedAt: AT, collectedByEmail: 'director@example.test' },
    ],
    auditEvents: events,
    auditChain: { lastHash: events.at(-1)!.hash, length: events.length },
  };
}
