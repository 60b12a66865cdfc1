/** A unique constraint refused the write: someone else created the same thing first (through Prisma, or SQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === 'P2002' || code === '23505';
}
