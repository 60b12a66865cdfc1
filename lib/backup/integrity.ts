import { BACKUP_TABLES, type Backup } from './format';

/** Where a backup contradicts itself, as the path of the first row that does. */
export type IntegrityProblem = { path: string; message: string };

type Row = Record<string, unknown>;
type Table = keyof Backup & ('players' | 'rounds' | 'seats' | 'roundTables' | 'games' | 'gameScores' | 'incidents');
type Ref = { table: keyof Backup; field: string; to: Table; noun: string; nullable?: boolean };

/** Every reference between rows of the file: each must name a row of the file. */
const REFERENCES: readonly Ref[] = [
  { table: 'players', field: 'substituteId', to: 'players', noun: 'player', nullable: true },
  { table: 'seats', field: 'roundId', to: 'rounds', noun: 'round' },
  { table: 'seats', field: 'playerId', to: 'players', noun: 'player' },
  { table: 'roundTables', field: 'roundId', to: 'rounds', noun: 'round' },
  { table: 'roundTables', field: 'collectorId', to: 'players', noun: 'player', nullable: true },
  { table: 'games', field: 'roundTableId', to: 'roundTables', noun: 'table' },
  { table: 'gameScores', field: 'gameId', to: 'games', noun: 'game' },
  { table: 'gameScores', field: 'playerId', to: 'players', noun: 'player' },
  { table: 'verifications', field: 'roundTableId', to: 'roundTables', noun: 'table' },
  { table: 'verifications', field: 'verifiedByPlayerId', to: 'players', noun: 'player' },
  { table: 'incidents', field: 'roundTableId', to: 'roundTables', noun: 'table', nullable: true },
  { table: 'incidents', field: 'gameId', to: 'games', noun: 'game', nullable: true },
  { table: 'amendments', field: 'roundTableId', to: 'roundTables', noun: 'table' },
  { table: 'calls', field: 'roundTableId', to: 'roundTables', noun: 'table' },
  { table: 'calls', field: 'incidentId', to: 'incidents', noun: 'incident', nullable: true },
  { table: 'prizesCollected', field: 'playerId', to: 'players', noun: 'player' },
];

const WITH_IDS = BACKUP_TABLES.filter((table) => table !== 'staff' && table !== 'auditEvents');

/** What must be unique in each table, as the database's unique keys say (`id` everywhere it is kept). */
const UNIQUE: readonly { table: keyof Backup; fields: readonly string[] }[] = [
  { table: 'staff', fields: ['email'] },
  ...WITH_IDS.map((table) => ({ table, fields: ['id'] })),
  { table: 'players', fields: ['number'] },
  { table: 'players', fields: ['substituteId'] },
  { table: 'rounds', fields: ['number'] },
  { table: 'seats', fields: ['roundId', 'table', 'letter'] },
  { table: 'seats', fields: ['roundId', 'playerId'] },
  { table: 'roundTables', fields: ['roundId', 'table'] },
  { table: 'games', fields: ['roundTableId', 'number'] },
  { table: 'gameScores', fields: ['gameId', 'letter'] },
  { table: 'verifications', fields: ['roundTableId', 'letter'] },
  { table: 'calls', fields: ['incidentId'] },
  { table: 'prizesCollected', fields: ['prize', 'playerId'] },
];

const rows = (backup: Backup, table: keyof Backup) => backup[table] as unknown as readonly Row[];

function firstDuplicate(backup: Backup, table: keyof Backup, fields: readonly string[]): IntegrityProblem | null {
  const seen = new Map<string, number>();
  for (const [i, row] of rows(backup, table).entries()) {
    const values = fields.map((field) => row[field]);
    if (values.some((value) => value === null)) continue;
    const key = JSON.stringify(values);
    const first = seen.get(key);
    if (first !== undefined) {
      const other = `${table}[${first}]`;
      const message =
        fields.length === 1
          ? `its ${fields[0]} is also that of ${other}`
          : `its ${fields.slice(0, -1).join(', ')} and ${fields.at(-1)} are also those of ${other}`;
      return { path: `${table}[${i}].${fields.at(-1)}`, message };
    }
    seen.set(key, i);
  }
  return null;
}

function firstDangling(backup: Backup, ref: Ref, ids: Map<Table, Set<unknown>>): IntegrityProblem | null {
  let targets = ids.get(ref.to);
  if (!targets) ids.set(ref.to, (targets = new Set(rows(backup, ref.to).map((row) => row.id))));
  for (const [i, row] of rows(backup, ref.table).entries()) {
    const value = row[ref.field];
    if (value === null && ref.nullable) continue;
    if (!targets.has(value))
      return { path: `${ref.table}[${i}].${ref.field}`, message: `there is no ${ref.noun} with this id in the file` };
  }
  return null;
}

/** A player replaced, through substitutes, by themselves: no order of inserts could store it. */
function firstSubstitutionCycle(backup: Backup): IntegrityProblem | null {
  const next = new Map(backup.players.map((p) => [p.id, p.substituteId]));
  for (const [i, player] of backup.players.entries()) {
    let at = player.substituteId;
    for (let steps = 0; at && steps <= backup.players.length; steps++) {
      if (at === player.id)
        return { path: `players[${i}].substituteId`, message: 'the player is, through substitutes, their own' };
      at = next.get(at) ?? null;
    }
  }
  return null;
}

/** The first row that repeats a unique key or names a row missing from the file, or null when all hold together. */
export function integrityProblem(backup: Backup): IntegrityProblem | null {
  for (const { table, fields } of UNIQUE) {
    const problem = firstDuplicate(backup, table, fields);
    if (problem) return problem;
  }
  const ids = new Map<Table, Set<unknown>>();
  for (const ref of REFERENCES) {
    const problem = firstDangling(backup, ref, ids);
    if (problem) return problem;
  }
  return firstSubstitutionCycle(backup);
}
