import { z } from 'zod';

const slug = z.string().min(1);
const roundNumber = z.coerce.number().int().min(1, 'Round numbers start at 1').max(30);
const version = z.coerce.number().int().positive();

/** One line of an uploaded seating: "table, seat, player number". */
const uploadLine = z.object({
  table: z.coerce.number().int().min(1),
  seat: z.string().trim().toUpperCase(),
  playerNumber: z.coerce.number().int().min(1),
});

export type UploadLine = z.infer<typeof uploadLine>;

/** Parses "table,seat,player number" lines (a header line and blank lines are skipped). */
export function parseSeatingUpload(text: string): { ok: true; rows: UploadLine[] } | { ok: false; errors: string[] } {
  const rows: UploadLine[] = [];
  const errors: string[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (!line.trim() || (i === 0 && /[a-z]/i.test(line.split(',')[0] ?? ''))) return;
    const [table, seat, playerNumber, ...rest] = line.split(',').map((c) => c.trim());
    const parsed = uploadLine.safeParse({ table, seat, playerNumber });
    if (rest.length > 0 || !parsed.success)
      errors.push(`line ${i + 1}: expected "table, seat letter, player number", got "${line.trim()}"`);
    else rows.push(parsed.data);
  });
  return errors.length ? { ok: false, errors } : { ok: true, rows };
}

export const draftSchema = z.discriminatedUnion('method', [
  z.object({
    slug,
    number: roundNumber,
    method: z.literal('random'),
    seed: z.string().trim().min(1, 'Give a seed: any word or number').max(60),
  }),
  z.object({
    slug,
    number: roundNumber,
    method: z.literal('upload'),
    upload: z.string().min(1, 'Paste the seating: one "table, seat, player number" per line'),
  }),
  z.object({ slug, number: roundNumber, method: z.literal('rotation') }),
  z.object({ slug, number: roundNumber.min(2, 'Round 1 has no standings to seat by'), method: z.literal('standing') }),
  z.object({
    slug,
    number: roundNumber,
    method: z.literal('generator'),
    seed: z.string().trim().min(1).max(60),
    budgetSeconds: z.coerce.number().int().min(5).max(120).default(30),
  }),
]);

export const swapSchema = z.object({
  slug,
  roundId: z.string().min(1),
  version,
  playerA: z.coerce.number().int().min(1, 'A player number').max(99_999, 'No player has that number'),
  playerB: z.coerce.number().int().min(1, 'A player number').max(99_999, 'No player has that number'),
});

export const stepSchema = z.object({
  slug,
  roundId: z.string().min(1),
  version,
  step: z.enum(['publish', 'start', 'timeUp', 'close']),
});

export const roundSchema = z.object({ slug, roundId: z.string().min(1) });

export const tableSchema = z.object({
  slug,
  roundTableId: z.string().min(1),
  minutes: z.coerce.number().int().min(1, 'At least 1 minute').max(60, 'At most 60 minutes').optional(),
});
