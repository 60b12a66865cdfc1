import { db } from '@/lib/db/client';
import { standingsJson } from '@/lib/standings/json';
import { publicStandings } from '@/lib/standings/queries';
import { apiRoute } from '@/server/http/api-route';
import { grainsHeader } from '@/server/http/cache-grains';
import { STANDINGS_GRAINS } from '@/lib/live/grains';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string }> };

/** The public standings: rank, player, total, points per round, mah jonggs, best game, status. */
async function get(_request: Request, { params }: Context) {
  const standings = await publicStandings(db(), (await params).slug);
  if (!standings) return Response.json({ message: 'No such tournament.' }, { status: 404 });
  return Response.json(standingsJson(standings), {
    headers: { 'cache-control': 'no-store', ...grainsHeader(STANDINGS_GRAINS) },
  });
}

export const GET = apiRoute(get);
