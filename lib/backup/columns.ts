/**
 * The columns a backup reads, table by table. Only these are exported: a column added to the schema is added here,
 * to ./format and to ./write on purpose (tests/unit/backup/columns.test.ts names any column left out).
 */
const pick = <K extends string>(...names: K[]) =>
  Object.fromEntries(names.map((name) => [name, true])) as { [key in K]: true };

export const TOURNAMENT = pick(
  'id',
  'slug',
  'name',
  'startsOn',
  'endsOn',
  'status',
  'ruleset',
  'rotation',
  'roundCount',
  'gamesPerRound',
  'roundMinutes',
  'standingsState',
  'timeZone',
  'prizes',
  'publicAddress',
  'version',
  'createdAt',
  'updatedAt',
);

export const PLAYER = pick(
  'id',
  'number',
  'name',
  'club',
  'city',
  'region',
  'email',
  'pinHash',
  'status',
  'warnings',
  'substituteId',
  'createdAt',
  'changedAt',
);

export const ROUND = pick(
  'id',
  'number',
  'status',
  'seatingMethod',
  'seed',
  'repeatPairs',
  'durationMinutes',
  'publishedAt',
  'startedAt',
  'closedAt',
  'version',
);

export const SEAT = pick('id', 'roundId', 'table', 'letter', 'playerId');

export const ROUND_TABLE = pick(
  'id',
  'roundId',
  'table',
  'status',
  'extraMinutes',
  'submittedAt',
  'submittedById',
  'collectorId',
  'acceptedAt',
  'acceptedById',
  'acceptedDigest',
  'version',
  'changedAt',
);

export const GAME = pick(
  'id',
  'roundTableId',
  'number',
  'record',
  'lines',
  'version',
  'enteredById',
  'createdAt',
  'updatedAt',
);

export const GAME_SCORE = pick(
  'id',
  'gameId',
  'letter',
  'playerId',
  'computedPoints',
  'points',
  'overrideReason',
  'overriddenById',
  'overriddenAt',
);

export const VERIFICATION = pick(
  'id',
  'roundTableId',
  'letter',
  'verifiedByLetter',
  'verifiedByPlayerId',
  'initials',
  'method',
  'recordedById',
  'sheetVersion',
  'at',
);

export const INCIDENT = pick(
  'id',
  'roundTableId',
  'gameId',
  'gameNumber',
  'kind',
  'facts',
  'proposal',
  'ruling',
  'status',
  'createdById',
  'ruledById',
  'createdAt',
  'ruledAt',
);

export const AMENDMENT = pick(
  'id',
  'roundTableId',
  'gameNumber',
  'kind',
  'before',
  'after',
  'reason',
  'allPresent',
  'actorId',
  'actorLabel',
  'at',
);

export const DIRECTOR_CALL = pick(
  'id',
  'roundTableId',
  'seat',
  'confirmed',
  'kind',
  'line',
  'status',
  'calledAt',
  'takenAt',
  'takenById',
  'closedAt',
  'closedById',
  'incidentId',
  'note',
  'changedAt',
);
export const PRIZE_COLLECTED = pick('id', 'prize', 'playerId', 'collectedAt', 'collectedById');

/** An audit event as its hash covers it, with its link; its id is the installation's and is not kept. */
export const AUDIT_EVENT = pick(
  'actorId',
  'actorLabel',
  'action',
  'entity',
  'entityId',
  'before',
  'after',
  'reason',
  'at',
  'prevHash',
  'hash',
);

/**
 * Columns deliberately not in the file, by model: the tournament's id on child rows (the file is one tournament),
 * installation-wide ids, and rows derived from others.
 */
export const NOT_EXPORTED: Record<string, readonly string[]> = {
  StaffAssignment: ['id', 'userId', 'tournamentId'],
  Player: ['tournamentId'],
  Round: ['tournamentId'],
  Incident: ['tournamentId'],
  Amendment: ['tournamentId'],
  DirectorCall: ['tournamentId'],
  PrizeCollected: ['tournamentId'],
  AuditEvent: ['id', 'tournamentId'],
};
