import { csvTable, type CsvColumn } from '@/lib/util/csv';
import { stampIn } from '@/lib/util/time';
import type { IncidentLogRow } from './log';

// The log's tests check the field rules through this module.
export { csvField } from '@/lib/util/csv';

const columns = (zone: string): readonly CsvColumn<IncidentLogRow>[] => {
  const at = (date: Date | null | undefined) => (date ? stampIn(date, zone) : null);
  return [
    ['time', (row) => at(row.createdAt)],
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
    ['called', (row) => at(row.call?.calledAt)],
    ['taken', (row) => at(row.call?.takenAt)],
    ['closed', (row) => at(row.call?.closedAt)],
  ];
};

/**
 * The incident log as CSV (RFC 4180): a header row, then one row per incident or call, times in the tournament's time
 * zone as spreadsheets read them ("2026-11-24 15:42").
 */
export function incidentLogCsv(rows: readonly IncidentLogRow[], zone: string): string {
  return csvTable(columns(zone), rows);
}
