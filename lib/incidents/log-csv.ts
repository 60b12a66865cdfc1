import type { IncidentLogRow } from './log';

type Cell = string | number | null;

const COLUMNS: readonly [string, (row: IncidentLogRow) => Cell][] = [
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
];

// A spreadsheet runs a cell starting with one of these as a formula (CSV injection): a leading ' keeps it text.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field of RFC 4180: quoted when it holds a comma, a quote or a line break, its quotes doubled. */
export function csvField(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const record = (cells: readonly Cell[]) => cells.map(csvField).join(',') + '\r\n';

/** The incident log as CSV (RFC 4180): a header row, then one row per incident, times in UTC. */
export function incidentLogCsv(rows: readonly IncidentLogRow[]): string {
  const header = record(COLUMNS.map(([name]) => name));
  return header + rows.map((row) => record(COLUMNS.map(([, cell]) => cell(row)))).join('');
}
