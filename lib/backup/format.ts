import { z } from 'zod';
import {
  CallStatus,
  IncidentStatus,
  PlayerStatus,
  RoundStatus,
  SeatLetter,
  SheetStatus,
  StaffRole,
  StandingsState,
  TournamentStatus,
  VerificationMethod,
} from '@/lib/db/generated/enums';

/**
 * One tournament as one JSON file: every row of it, ids kept, dates as ISO strings, JSON columns as they are stored.
 * Staff are named by email (users belong to an installation, not to a tournament); the audit log keeps the ids its
 * hashes cover.
 */
export const BACKUP_FORMAT = 'mahjong-director-tournament';
export const BACKUP_VERSION = 1;

/** A text column: bounded only against absurd files, never tighter than the app's own limits. */
const text = z.string().max(100_000);
const named = text.min(1);
const id = z.string().min(1).max(200);
const int = z.int32();
const count = int.min(0);
const at = z.iso.datetime({ offset: false });
const day = z.iso.date();
/** A staff member's email, or null when the row names no one (or someone the source no longer has). */
const staffEmail = named.nullable();
/** A JSON column: any JSON, but present. */
const json = z.unknown().refine((value): boolean => value !== undefined && value !== null, 'Required: a JSON value');
/** A nullable JSON column: any JSON or null, but present. */
const jsonOrNull = z.unknown().refine((value): boolean => value !== undefined, 'Required: a JSON value or null');
const letter = z.enum(SeatLetter);

export const tournamentRowSchema = z.strictObject({
  id,
  slug: named,
  name: named,
  startsOn: day,
  endsOn: day,
  status: z.enum(TournamentStatus),
  ruleset: json,
  rotation: json,
  roundCount: count,
  gamesPerRound: count,
  roundMinutes: count,
  standingsState: z.enum(StandingsState),
  // Files written before tournaments had a time zone have none: the server's own, as then.
  timeZone: z.string().nullable().default(null),
  /** Added with version 1 files already written: a file without it has the default prizes. */
  prizes: json.default(() => ({})),
  // Files written before tournaments had a hall address have none: the app's default, as then.
  publicAddress: z.string().nullable().default(null),
  version: int,
  createdAt: at,
  updatedAt: at,
});

const staffRowSchema = z.strictObject({ email: named, role: z.enum(StaffRole) });

const playerRowSchema = z.strictObject({
  id,
  number: int,
  name: text,
  club: text.nullable(),
  /** Added with version 1 files already written: absent is not given. */
  city: text.nullable().default(null),
  region: text.nullable().default(null),
  email: text.nullable(),
  pinHash: named,
  status: z.enum(PlayerStatus),
  warnings: count,
  substituteId: id.nullable(),
  createdAt: at,
  changedAt: at,
});

const roundRowSchema = z.strictObject({
  id,
  number: int,
  status: z.enum(RoundStatus),
  seatingMethod: text,
  seed: text.nullable(),
  repeatPairs: count,
  durationMinutes: count,
  publishedAt: at.nullable(),
  startedAt: at.nullable(),
  closedAt: at.nullable(),
  version: int,
});

const seatRowSchema = z.strictObject({ id, roundId: id, table: int, letter, playerId: id });

const roundTableRowSchema = z.strictObject({
  id,
  roundId: id,
  table: int,
  status: z.enum(SheetStatus),
  extraMinutes: int,
  submittedAt: at.nullable(),
  submittedByEmail: staffEmail,
  collectorId: id.nullable(),
  acceptedAt: at.nullable(),
  acceptedByEmail: staffEmail,
  acceptedDigest: text.nullable(),
  version: int,
  changedAt: at,
});

const gameRowSchema = z.strictObject({
  id,
  roundTableId: id,
  number: int,
  record: json,
  lines: json,
  version: int,
  enteredByEmail: staffEmail,
  createdAt: at,
  updatedAt: at,
});

const gameScoreRowSchema = z.strictObject({
  id,
  gameId: id,
  letter,
  playerId: id,
  computedPoints: int,
  points: int,
  overrideReason: text.nullable(),
  overriddenByEmail: staffEmail,
  overriddenAt: at.nullable(),
});

const verificationRowSchema = z.strictObject({
  id,
  roundTableId: id,
  letter,
  verifiedByLetter: letter,
  verifiedByPlayerId: id,
  initials: text,
  method: z.enum(VerificationMethod),
  recordedByEmail: staffEmail,
  sheetVersion: int,
  at,
});

const incidentRowSchema = z.strictObject({
  id,
  roundTableId: id.nullable(),
  gameId: id.nullable(),
  gameNumber: int.nullable(),
  kind: named,
  facts: json,
  proposal: jsonOrNull,
  ruling: jsonOrNull,
  status: z.enum(IncidentStatus),
  createdByEmail: staffEmail,
  ruledByEmail: staffEmail,
  createdAt: at,
  ruledAt: at.nullable(),
});

const amendmentRowSchema = z.strictObject({
  id,
  roundTableId: id,
  gameNumber: int.nullable(),
  kind: named,
  before: jsonOrNull,
  after: jsonOrNull,
  reason: text,
  allPresent: z.boolean(),
  actorEmail: staffEmail,
  actorLabel: text,
  at,
});

const callRowSchema = z.strictObject({
  id,
  roundTableId: id,
  seat: letter.nullable(),
  confirmed: z.boolean(),
  kind: text.nullable(),
  line: text.nullable(),
  status: z.enum(CallStatus),
  calledAt: at,
  takenAt: at.nullable(),
  takenByEmail: staffEmail,
  closedAt: at.nullable(),
  closedByEmail: staffEmail,
  incidentId: id.nullable(),
  note: text.nullable(),
  changedAt: at,
});

const prizeCollectedRowSchema = z.strictObject({
  id,
  prize: named,
  playerId: id,
  collectedAt: at,
  collectedByEmail: staffEmail,
});

const hash = z.string().regex(/^[0-9a-f]{64}$/, 'A SHA-256 hash: 64 hexadecimal digits');

/** An event of the tournament's chain, exactly as its hash covers it: actor ids are the source installation's. */
const auditEventRowSchema = z.strictObject({
  actorId: text.nullable(),
  actorLabel: text,
  action: named,
  entity: named,
  entityId: text,
  before: jsonOrNull,
  after: jsonOrNull,
  reason: text.nullable(),
  at,
  prevHash: hash,
  hash,
});

export const backupSchema = z.strictObject({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  exportedAt: at,
  tournament: tournamentRowSchema,
  staff: z.array(staffRowSchema),
  players: z.array(playerRowSchema),
  rounds: z.array(roundRowSchema),
  seats: z.array(seatRowSchema),
  roundTables: z.array(roundTableRowSchema),
  games: z.array(gameRowSchema),
  gameScores: z.array(gameScoreRowSchema),
  verifications: z.array(verificationRowSchema),
  incidents: z.array(incidentRowSchema),
  amendments: z.array(amendmentRowSchema),
  /** Calls to the Director from the tables (lib/calls); a file written before they existed has none. */
  calls: z.array(callRowSchema).default([]),
  /** Prizes marked collected; absent from files written before prizes were. */
  prizesCollected: z.array(prizeCollectedRowSchema).default(() => []),
  /** The tournament's whole audit chain, in order. */
  auditEvents: z.array(auditEventRowSchema),
  /** The chain's head: its last hash and length (null for a tournament with no events). */
  auditChain: z.strictObject({ lastHash: hash, length: count }).nullable(),
});

export type Backup = z.output<typeof backupSchema>;
export type BackupAuditEvent = Backup['auditEvents'][number];

/** The tables of a backup, in the order they are written (each after the ones it refers to). */
export const BACKUP_TABLES = [
  'staff',
  'players',
  'rounds',
  'seats',
  'roundTables',
  'games',
  'gameScores',
  'verifications',
  'incidents',
  'amendments',
  'calls',
  'prizesCollected',
  'auditEvents',
] as const;

export type BackupCounts = Record<(typeof BACKUP_TABLES)[number], number>;

export const countsOf = (backup: Backup): BackupCounts =>
  Object.fromEntries(BACKUP_TABLES.map((table) => [table, backup[table].length])) as BackupCounts;
