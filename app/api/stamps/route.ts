import { db } from '@/lib/db/client';
import { apiRoute } from '@/server/http/api-route';
import { siteStamps } from '@/lib/live/stamps';

export const dynamic = 'force-dynamic';

/** The stamps of the site's own pages (the list of tournaments), for the front cache. */
async function get() {
  return Response.json(await siteStamps(db()), { headers: { 'cache-control': 'no-store' } });
}

export const GET = apiRoute(get);
