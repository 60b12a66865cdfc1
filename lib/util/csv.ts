// CSV as RFC 4180 describes it, for the downloads that staff and players open in a spreadsheet.

export type CsvCell = string | number | null;

/** A column: its header and how a row fills it. */
export type CsvColumn<Row> = readonly [header: string, cell: (row: Row) => CsvCell];

// A spreadsheet runs a cell starting with one of these as a formula (CSV injection): a leading ' keeps it text.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: quoted when it holds a comma, a quote or a line break, its quotes doubled; null is empty. */
export function csvField(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated. */
export const csvRecord = (cells: readonly CsvCell[]) => cells.map(csvField).join(',') + '\r\n';

/** UTF-8's byte-order mark: without it Excel on Windows reads the file as ANSI ("JosÃ© NuÃ±ez"). */
export const BYTE_ORDER_MARK = '\uFEFF';

/** The start of a file: the byte-order mark, then the header record of these columns. */
export const csvHeader = <Row>(columns: readonly CsvColumn<Row>[]) =>
  BYTE_ORDER_MARK + csvRecord(columns.map(([header]) => header));

/** One record per row, without the header: for a file written in parts. */
export const csvRows = <Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]) =>
  rows.map((row) => csvRecord(columns.map(([, cell]) => cell(row)))).join('');

/** A whole file: the byte-order mark and the header, then one record per row. */
export const csvTable = <Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]) =>
  csvHeader(columns) + csvRows(columns, rows);
