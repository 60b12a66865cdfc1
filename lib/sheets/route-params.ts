import { z } from 'zod';

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
