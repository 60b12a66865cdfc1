import 'server-only';
import { cache } from 'react';
import { rows, type Db } from './client';
import { Prisma, type Tournament } from './generated/client';

/**
 * The tournament at `slug` (its whole row), or null: read once per request however many parts of a page ask for it
 * (React's cache keeps it for one server render; outside a render, each call reads anew). The one way to find a
 * tournament by its address for reading; writes read it in their own transaction. One SQL query rather than the
 * ORM's: every page of a tournament reads it.
 */
export const tournamentBySlug = cache(async (db: Db, slug: string): Promise<Tournament | null> => {
  const [row] = await rows<Tournament>(db, Prisma.sql`SELECT * FROM "Tournament" WHERE "slug" = ${slug}`);
  return row ?? null;
});
