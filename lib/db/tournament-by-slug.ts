import 'server-only';
import { cache } from 'react';
import type { Db } from './client';

/**
 * The tournament at `slug` (its whole row), or null: read once per request however many parts of a page ask for it
 * (React's cache keeps it for one server render; outside a render, each call reads anew). The one way to find a
 * tournament by its address for reading; writes read it in their own transaction.
 */
export const tournamentBySlug = cache((db: Db, slug: string) => db.tournament.findUnique({ where: { slug } }));
