import type { Db } from '@/lib/db/client';

/** Empties every table but the migrations' own, so each test starts from nothing. */
export async function resetDatabase(db: Db): Promise<void> {
  const tables = await db.$queryRaw<{ tablename: string }[]>`
    SELECT tablename::text AS tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> '_prisma_migrations'`;
  const list = tables.map((t) => `"${t.tablename}"`).join(', ');
  if (!list) return;
  // The audit tables refuse TRUNCATE by a trigger; the tests' superuser turns triggers off for this one transaction.
  await db.$transaction([
    db.$executeRaw`SET LOCAL session_replication_role = replica`,
    db.$executeRawUnsafe(`TRUNCATE ${list} RESTART IDENTITY CASCADE`),
  ]);
}
