import { z } from 'zod';

export type CsvPlayer = { number: number; name: string; club?: string; email?: string };
export type CsvProblem = { line: number; field?: string; message: string };
export type CsvResult = { ok: true; players: CsvPlayer[] } | { ok: false; problems: CsvProblem[] };

const COLUMNS = ['number', 'name', 'club', 'email'] as const;

const rowSchema = z.object({
  number: z
    .string()
    .regex(/^\d+$/, 'the player number must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1, 'the player number must be 1 or more').max(99_999, 'the player number is too large')),
  name: z.string().min(1, 'the name is empty').max(80, 'the name is longer than 80 characters'),
  club: z.string().max(80, 'the club is longer than 80 characters').optional(),
  email: z.email('the email address is not valid').optional(),
});

/** Splits one CSV line into fields: commas, double quotes around fields, doubled quotes inside them. */
function fields(line: string): string[] | null {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') (field += '"'), i++;
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field.trim() === '') (quoted = true), (field = '');
    else if (c === ',') out.push(field.trim()), (field = '');
    else field += c;
  }
  if (quoted) return null;
  out.push(field.trim());
  return out;
}

const isHeader = (cells: string[]) => cells[0]?.toLowerCase() === 'number' && cells[1]?.toLowerCase() === 'name';

/**
 * Players from CSV text: number, name, optional club and email; an optional header row, quoted fields, CRLF or a
 * byte-order mark are fine. Every bad line is reported with its line number; nothing is returned unless all are good.
 */
export function parsePlayersCsv(text: string): CsvResult {
  const players: CsvPlayer[] = [];
  const problems: CsvProblem[] = [];
  const lineOfNumber = new Map<number, number>();
  text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/).forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    const cells = fields(raw);
    if (!cells) return problems.push({ line, message: 'a quoted field is not closed' });
    if (line === 1 && isHeader(cells)) return;
    if (cells.length > COLUMNS.length) return problems.push({ line, message: `${cells.length} columns: expected number, name, club, email` });
    const values = Object.fromEntries(COLUMNS.map((column, i) => [column, cells[i] || undefined]));
    const parsed = rowSchema.safeParse({ ...values, number: values.number ?? '', name: values.name ?? '' });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push({ line, field: String(issue.path[0]), message: issue.message });
      return;
    }
    const earlier = lineOfNumber.get(parsed.data.number);
    if (earlier) return problems.push({ line, field: 'number', message: `number ${parsed.data.number} is also on line ${earlier}` });
    lineOfNumber.set(parsed.data.number, line);
    players.push(parsed.data);
  });
  if (problems.length > 0) return { ok: false, problems };
  if (players.length === 0) return { ok: false, problems: [{ line: 1, message: 'the file has no players' }] };
  return { ok: true, players };
}
