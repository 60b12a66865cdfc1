import pg from 'pg';

/** One statement on the server at `url`, on a connection of its own (CREATE/DROP DATABASE cannot run in a transaction). */
export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query(sql);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Polls until the database answers `select 1`, or throws after `timeoutMs`. */
export async function waitForDatabase(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await adminQuery(url, 'select 1');
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** One line naming the host and what to do, or null when the database answers. */
export async function unreachableMessage(url: string): Promise<string | null> {
  let host = 'the database host';
  try {
    const parsed = new URL(url);
    host = `${parsed.hostname}:${parsed.port || 5432}`;
  } catch {
    return 'DATABASE_URL is not a valid postgresql:// URL: fix it in .env, or unset it to use the embedded database.';
  }
  try {
    await adminQuery(url, 'select 1');
    return null;
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0];
    return `Cannot reach PostgreSQL at ${host} (${reason}): start that server or fix DATABASE_URL, or unset DATABASE_URL to use the embedded database.`;
  }
}
