import { db } from '@/lib/db/client';
import { addressesAhead } from '@/lib/live/ahead';
import { apiRoute } from '@/server/http/api-route';

export const dynamic = 'force-dynamic';

/** The public addresses of the rounds being read, for the front cache to make before the hall asks for them. */
async function get() {
  return Response.json({ tournaments: await addressesAhead(db()) }, { headers: { 'cache-control': 'no-store' } });
}

export const GET = apiRoute(get);
