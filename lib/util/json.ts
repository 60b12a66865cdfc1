import type { Prisma } from '@/lib/db/generated/client';

/**
 * JSON text with object keys in code-unit order (never the locale's), so values that PostgreSQL's jsonb reordered
 * still compare equal and hash the same on every machine.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** A plain value as Prisma's JSON input type. */
export const toJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue;
