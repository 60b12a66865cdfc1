import { z } from 'zod';
import { MAX_PLAYER_NUMBER } from './schema';

/** A player read from the CSV, with the 1-based line it is on. */
export type CsvPlayer = {
  line: number;
  number: number;
  name: string;
  club?: string;
  email?: string;
  city?: string;
  /** The file's `state` column: a state or province. */
  region?: string;
};
export type CsvProblem = { line: number; field?: string; message: string };
export type CsvResult = { ok: true; players: CsvPlayer[] } | { ok: false; problems: CsvProblem[] };

/** The columns in order; city and state came later, so a file of the first four still reads the same. */
export const PLAYER_CSV_COLUMNS = ['number', 'name', 'club', 'email', 'city', 'state'] as const;
const COLUMNS = PLAYER_CSV_COLUMNS;
const TEXT_MAX = 80;
const EMAIL_MAX = 120;

/** An empty cell is a value not given. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const rowSchema = z.object({
  number: z
    .string()
    .min(1, { error: 'the player number is missing', abort: true })
    .regex(/^\d+$/, 'the player number must be a whole number')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, 'the player number must be 1 or more')
        .max(MAX_PLAYER_NUMBER, `the player number must be at most ${MAX_PLAYER_NUMBER}`),
    ),
  name: z.string().min(1, 'the name is empty').max(TEXT_MAX, `the name is longer than ${TEXT_MAX} characters`),
  club: optional(z.string().max(TEXT_MAX, `the club is longer than ${TEXT_MAX} characters`)),
  email: optional(
    z.email('the email address is not valid').max(EMAIL_MAX, `the email is longer than ${EMAIL_MAX} characters`),
  ),
  city: optional(z.string().max(TEXT_MAX, `the city is longer than ${TEXT_MAX} characters`)),
  state: optional(z.string().max(TEXT_MAX, `the state or province is longer than ${TEXT_MAX} characters`)),
});

/**
 * Players from CSV text: number, name, then optionally club, email, city and state (or province). An optional header row naming those
 * columns (any case), quoted fields with commas and doubled quotes, CRLF line ends, a byte-order mark and blank
 * lines are accepted; a quoted field cannot span lines. Every bad line is reported with its number, and no
 * player is returned unless every line is good.
 */
export function parsePlayersCsv(text: string): CsvResult {
  const { players, problems } = readPlayerLines(text);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, players };
}

/**
 * The file's problems, and the player on every line that is good by itself: a line repeating an earlier number is
 * both, so that an import can also tell whether its number is taken in the tournament.
 */
export function readPlayerLines(text: string): { players: CsvPlayer[]; problems: CsvProblem[] } {
  const players: CsvPlayer[] = [];
  const problems: CsvProblem[] = [];
  const lineOfNumber = new Map<number, number>();
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  let seenContent = false;
  for (const [index, raw] of lines.entries()) {
    const line = index + 1;
    if (raw.trim() === '') continue;
    const isFirst = !seenContent;
    seenContent = true;
    const cells = splitLine(raw);
    if (cells === null) {
      problems.push({ line, message: 'a quoted field is not closed' });
      continue;
    }
    if (isFirst && isHeader(cells)) continue;
    if (cells.slice(COLUMNS.length).some((cell) => cell !== '')) {
      problems.push({ line, message: `too many columns: expected ${COLUMNS.join(', ')}` });
      continue;
    }
    const parsed = rowSchema.safeParse(Object.fromEntries(COLUMNS.map((column, i) => [column, cells[i] ?? ''])));
    if (!parsed.success) {
      for (const { path, message } of parsed.error.issues) problems.push({ line, field: String(path[0]), message });
      continue;
    }
    const earlier = lineOfNumber.get(parsed.data.number);
    if (earlier === undefined) lineOfNumber.set(parsed.data.number, line);
    else problems.push({ line, field: 'number', message: `number ${parsed.data.number} is also on line ${earlier}` });
    players.push(withoutEmpty(line, parsed.data));
  }
  if (players.length === 0 && problems.length === 0) problems.push({ line: 1, message: 'the file has no players' });
  return { players, problems };
}

/** One line's fields, trimmed: commas separate, double quotes enclose, a doubled quote inside is one quote. */
export function splitLine(line: string): string[] | null {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') [cell, i] = [cell + '"', i + 1];
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell.trim() === '') [quoted, cell] = [true, ''];
    else if (c === ',') {
      cells.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  if (quoted) return null;
  cells.push(cell.trim());
  return cells;
}

/** A header names the columns in their order: "number,name", up to "number,name,club,email,city,state". */
function isHeader(cells: readonly string[]): boolean {
  const names = cells.filter((cell, i) => cell !== '' || i < 2).map((cell) => cell.toLowerCase());
  return names.length >= 2 && names.length <= COLUMNS.length && names.every((name, i) => name === COLUMNS[i]);
}

function withoutEmpty(line: number, row: z.output<typeof rowSchema>): CsvPlayer {
  const { number, name, state: region, ...optional } = row;
  const given = Object.entries({ ...optional, region }).filter(([, value]) => value !== undefined);
  return { line, number, name, ...Object.fromEntries(given) };
}
