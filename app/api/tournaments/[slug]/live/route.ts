import { db } from '@/lib/db/client';
import { liveMarkersOf } from '@/lib/standings/live';
import { apiRoute } from '@/lib/http/api-route';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string }> };

/** What live pages poll: `marker` moves with any change to the tournament, `standings` with its standings'. */
async function get(_request: Request, { params }: Context) {
  const markers = await liveMarkersOf(db(), (await params).slug);
  if (!markers) return Response.json({ message: 'No such tournament.' }, { status: 404 });
  return Response.json(markers, { headers: { 'cache-control': 'no-store' } });
}

export const GET = apiRoute(get);
