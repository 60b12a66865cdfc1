// PostgreSQL stopping, restarting or out of reach, as the pg driver and Prisma report it.
const CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'P1001', 'P1002', 'P1017', 'P2024']);
// SQLSTATE 57P01-57P03: admin shutdown, crash shutdown, cannot connect now; 08xxx: connection exceptions.
const SQLSTATE = /^(57P0[1-3]|08\d{3})$/;
const MESSAGES =
  /connection terminated|terminating connection|Connection refused|the database system is (starting up|shutting down|in recovery)|Can't reach database server|Server has closed the connection|Timed out fetching a new connection/i;

/** Whether an error means the database is unavailable for a moment (rather than a bug): worth trying again. */
export function databaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; name?: unknown };
  if (typeof e.code === 'string' && (CODES.has(e.code) || SQLSTATE.test(e.code))) return true;
  if (e.name === 'PrismaClientInitializationError') return true;
  if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true;
  return databaseUnavailable(e.cause, depth + 1);
}

export const UNAVAILABLE_MESSAGE =
  'The database is unavailable for a moment: nothing was saved. Try again in a few seconds.';
