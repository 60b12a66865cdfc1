import 'server-only';
import { z } from 'zod';
import type { Db } from '@/lib/db/client';
import { tableSheet, type TableSheet } from './queries';

const whole = z
  .string()
  .regex(/^[1-9]\d{0,4}$/)
  .transform(Number);

/** A round and table number from a route's path, or null when either is not a whole number from 1. */
export function tableParams(params: { n: string; t: string }): { round: number; table: number } | null {
  const round = whole.safeParse(params.n);
  const table = whole.safeParse(params.t);
  return round.success && table.success ? { round: round.data, table: table.data } : null;
}

/** A published table's sheet named by a public route's path, or null: unknown tournament, round or table, or a draft. */
export async function publicSheet(db: Db, params: { slug: string; n: string; t: string }) {
  const where = tableParams(params);
  const sheet: TableSheet | null = where && (await tableSheet(db, params.slug, where.round, where.table, false));
  return sheet;
}
