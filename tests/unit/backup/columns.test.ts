import { describe, expect, test } from 'vitest';
import * as read from '@/lib/backup/columns';
import { backupSchema } from '@/lib/backup/format';
import { Prisma } from '@/lib/db/generated/client';

const file = backupSchema.shape;

/** Staff named by user id in the database are named by email in the file. */
const AS_EMAIL: Record<string, string> = {
  submittedById: 'submittedByEmail',
  acceptedById: 'acceptedByEmail',
  enteredById: 'enteredByEmail',
  overriddenById: 'overriddenByEmail',
  recordedById: 'recordedByEmail',
  createdById: 'createdByEmail',
  ruledById: 'ruledByEmail',
  takenById: 'takenByEmail',
  closedById: 'closedByEmail',
  collectedById: 'collectedByEmail',
};

/** Each exported model: its columns, the columns the export reads, and the file's row. */
const EXPORTED: [string, Record<string, string>, Record<string, true>, { shape: Record<string, unknown> }][] = [
  ['Tournament', Prisma.TournamentScalarFieldEnum, read.TOURNAMENT, file.tournament],
  ['Player', Prisma.PlayerScalarFieldEnum, read.PLAYER, file.players.element],
  ['Round', Prisma.RoundScalarFieldEnum, read.ROUND, file.rounds.element],
  ['Seat', Prisma.SeatScalarFieldEnum, read.SEAT, file.seats.element],
  ['RoundTable', Prisma.RoundTableScalarFieldEnum, read.ROUND_TABLE, file.roundTables.element],
  ['Game', Prisma.GameScalarFieldEnum, read.GAME, file.games.element],
  ['GameScore', Prisma.GameScoreScalarFieldEnum, read.GAME_SCORE, file.gameScores.element],
  ['Verification', Prisma.VerificationScalarFieldEnum, read.VERIFICATION, file.verifications.element],
  ['Incident', Prisma.IncidentScalarFieldEnum, read.INCIDENT, file.incidents.element],
  ['Amendment', Prisma.AmendmentScalarFieldEnum, read.AMENDMENT, file.amendments.element],
  ['DirectorCall', Prisma.DirectorCallScalarFieldEnum, read.DIRECTOR_CALL, file.calls.unwrap().element],
  ['PrizeCollected', Prisma.PrizeCollectedScalarFieldEnum, read.PRIZE_COLLECTED, file.prizesCollected.unwrap().element],
  ['AuditEvent', Prisma.AuditEventScalarFieldEnum, read.AUDIT_EVENT, file.auditEvents.element],
];

/** Models in the file some other way, or not at all, and why. */
const OTHERWISE: Record<string, string> = {
  StaffAssignment: 'as staff email and role',
  AuditChain: 'as the tournament chain’s head',
  AuditPending: 'events of a transaction not yet committed: empty at any other time',
  User: 'installation-wide: staff are matched by email',
  StandingsCache: 'derived: recomputed from the sheets',
  StandingsPlace: 'derived: each player’s row of the standings cache',
  SeatingJob: 'a seating search in progress, not a result',
  Throttle: 'sign-in and PIN attempt counters',
  BackupFile: 'the installation’s own record of the backups it wrote',
};

test('every model of the schema is exported, or listed with why not', () => {
  const accounted = [...EXPORTED.map(([model]) => model), ...Object.keys(OTHERWISE)].sort();
  expect(accounted).toEqual(Object.keys(Prisma.ModelName).sort());
});

describe.each(EXPORTED)('%s', (model, columns, selected, row) => {
  test('every column is read, or deliberately left out of the file', () => {
    const left = read.NOT_EXPORTED[model] ?? [];
    expect([...Object.keys(selected), ...left].sort()).toEqual(Object.keys(columns).sort());
  });

  test('the file’s row holds every column read (a staff member by email)', () => {
    // An amendment's actor is named by email; an audit event keeps its actor's id, which its hash covers.
    const inFile = Object.keys(selected).map((column) =>
      model === 'Amendment' && column === 'actorId' ? 'actorEmail' : (AS_EMAIL[column] ?? column),
    );
    expect(Object.keys(row.shape).sort()).toEqual(inFile.sort());
  });
});

test('the staff assignment is its user’s email and its role', () => {
  expect(Object.keys(file.staff.element.shape).sort()).toEqual(['email', 'role']);
  expect(Object.keys(file.auditChain.unwrap().shape).sort()).toEqual(['lastHash', 'length']);
  expect(Object.keys(Prisma.AuditChainScalarFieldEnum).sort()).toEqual(['chain', 'lastHash', 'length']);
});
