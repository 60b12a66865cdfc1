import { csvTable, type CsvColumn } from '@/lib/util/csv';
import type { IncidentLogRow } from './log';

// The log's tests check the field rules through this module.
export { csvField } from '@/lib/util/csv';

const COLUMNS: readonly CsvColumn<IncidentLogRow>[] = [
  ['time', (row) => row.createdAt.toISOString()],
  ['round', (row) => row.round],
  ['table', (row) => row.table],
  ['game', (row) => row.game],
  ['kind', (row) => row.title],
  ['status', (row) => row.status.toLowerCase()],
  ['players', (row) => row.players.map((p) => `${p.letter} #${p.number} ${p.name}`).join('; ')],
  ['ruling', (row) => row.ruling],
  ['decision', (row) => row.decision],
  ['rules', (row) => row.rules.join(', ')],
  ['reporter', (row) => row.reporter],
  ['director', (row) => row.director],
  ['sheet', (row) => row.sheetPath],
  // The call from the table (lib/calls), when the incident answered one or the row is a call of its own.
  ['called', (row) => row.call?.calledAt.toISOString() ?? null],
  ['taken', (row) => row.call?.takenAt?.toISOString() ?? null],
  ['closed', (row) => row.call?.closedAt?.toISOString() ?? null],
];

/** The incident log as CSV (RFC 4180): a header row, then one row per incident or call, times in UTC. */
export function incidentLogCsv(rows: readonly IncidentLogRow[]): string {
  return csvTable(COLUMNS, rows);
}
